/** Details the order copies from the cart: a guest's e-mail and the order source (Web, Android, iOS). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { normaliseEmail } from '../../customer/validation';
import { CART_MESSAGES, badField, input } from '../errors';
import type { CartRow } from '../model';

export async function setGuestEmail(
  db: Kysely<Database>,
  cart: CartRow,
  rawEmail: unknown,
): Promise<void> {
  if (cart.customer_id !== null) throw input(CART_MESSAGES.guestOnly);
  const email = normaliseEmail(rawEmail, 'email');
  await db
    .updateTable('carts')
    .set({ guest_email: email, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function setOrderSource(
  db: Kysely<Database>,
  cart: CartRow,
  raw: unknown,
): Promise<void> {
  if (raw !== 'Web' && raw !== 'Android' && raw !== 'iOS') {
    throw badField(
      'order_source',
      '"order_source" must be Web, Android or iOS.',
      '"order_source" يجب أن يكون Web أو Android أو iOS.',
    );
  }
  await db
    .updateTable('carts')
    .set({ order_source: raw, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}
