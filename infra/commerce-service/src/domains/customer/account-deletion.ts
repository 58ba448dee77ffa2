/**
 * DeleteUser (shell spec section 8): the customer, re-proven by a fresh code to the phone or the
 * current password, is deleted and what the shop keeps is kept without personal data
 * (docs/security.md, "Account deletion").
 */
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { revokeAllTokens } from './auth';
import { loadCustomer, reauthenticate, requireCustomer } from './customers';
import { noSuchEntity } from './errors';

const DELETE_NEEDS_PROOF = {
  en: 'Enter your current password or a code sent to your phone to delete your account.',
  ar: 'أدخل كلمة المرور الحالية أو رمزاً مرسلاً إلى هاتفك لحذف حسابك.',
};

/**
 * What an order keeps of its address once its customer is gone: the country, region, city and
 * district (the shop's delivery records); names, street, building, phone and notes are blanked.
 */
const ADDRESS_WITHOUT_PERSON = JSON.stringify({
  firstname: '',
  lastname: '',
  street: [],
  company: null,
  postcode: null,
  telephone: '',
  building: null,
  floor: null,
  apartment: null,
  landmark: null,
  title: null,
});

/** Payment details that name a person (a wallet's phone, a card holder). */
const PERSONAL_PAYMENT_KEYS = ['wallet_phone', 'card_holder_name', 'email', 'phone_number'];

/**
 * Removes the customer's personal data that the foreign keys alone would keep: orders stay (the
 * shop's records: amounts, items, status, area) without names, street, phone or e-mail; the
 * newsletter entry, contact messages, stock-back requests, one-time codes and the messages sent
 * to the phone or e-mail go. Sessions, addresses, wishlist, points, vouchers, saved cards and
 * carts go with the customer row (ON DELETE CASCADE).
 */
async function forgetCustomer(
  trx: Transaction<Database>,
  customer: { id: number; phone_number: string; email: string | null },
): Promise<void> {
  const contacts = [customer.phone_number, ...(customer.email ? [customer.email] : [])];
  await trx
    .updateTable('orders')
    .set({
      shipping_address: sql`case when shipping_address is null then null
        else shipping_address || ${ADDRESS_WITHOUT_PERSON}::jsonb end`,
      billing_address: sql`case when billing_address is null then null
        else billing_address || ${ADDRESS_WITHOUT_PERSON}::jsonb end`,
      guest_email: null,
      cancellation_comment: null,
      payment_data: sql`payment_data - ${sql.val(PERSONAL_PAYMENT_KEYS)}::text[]`,
    })
    .where('customer_id', '=', customer.id)
    .execute();
  await trx
    .updateTable('order_reviews')
    .set({ comment: null })
    .where('customer_id', '=', customer.id)
    .execute();
  await trx
    .deleteFrom('newsletter_subscribers')
    .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('email', 'in', contacts)]))
    .execute();
  await trx.deleteFrom('contact_messages').where('customer_id', '=', customer.id).execute();
  await trx
    .deleteFrom('stock_back_subscriptions')
    .where((eb) => eb.or([eb('email', 'in', contacts), eb('phone_number', 'in', contacts)]))
    .execute();
  const codeKeys = [customer.phone_number, ...(customer.email ? [`email:${customer.email}`] : [])];
  await trx.deleteFrom('otp_codes').where('phone_number', 'in', codeKeys).execute();
  // A message being handed to the provider right now is left to finish; the rest go.
  await trx
    .deleteFrom('messages')
    .where('recipient', 'in', contacts)
    .where('status', '<>', 'sending')
    .execute();
}

/**
 * Deletes the signed-in customer after a fresh proof (`otp`: a code sent to the phone, or
 * `current_password`); every session is revoked in the same transaction, so the token that asked
 * is dead on its next request and the phone and e-mail sign nothing in again.
 */
export async function deleteCustomer(
  ctx: GqlContext,
  proof: { current_password?: unknown; otp?: unknown } = {},
): Promise<boolean> {
  const id = requireCustomer(ctx);
  const customer = await loadCustomer(ctx, id);
  await reauthenticate(ctx, customer, proof, DELETE_NEEDS_PROOF);
  const now = ctx.config.now();
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    await revokeAllTokens(trx, id, now);
    await forgetCustomer(trx, customer);
    return trx.deleteFrom('customers').where('id', '=', id).returning(['id']).executeTakeFirst();
  });
  if (!deleted) {
    throw noSuchEntity('Could not find a user.', 'تعذر العثور على المستخدم.');
  }
  return true;
}
