/**
 * The outcome of an online payment: approval makes a payment-pending order a paid, pending order
 * (and keeps the card when the shopper asked to); a decline marks it payment_failed and gives
 * back stock, points and store credit, so the shopper can order again from the order history
 * (spec PAYMENT_ERROR text); the shopper's cart (customer or guest) comes back too, so "the cart
 * is still there" after a decline (issue 12). Both are guarded updates: a second click changes nothing. Also the
 * addresses a payment sends the browser to: the payment page, and back to the storefront.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { allowedReturnUrl, servicePage, storefrontPage } from '../../links';
import type { MessageWriter } from '../../messages/messenger';
import { writeOrderConfirmation } from './notices';
import { closeOrder } from './release';
import type { OrderRow } from './orders';

export function newMerchantReference(): string {
  // 120 random bits as 24 upper-case hex characters: not guessable, so it can prove a guest order.
  return randomBytes(12).toString('hex').toUpperCase();
}

/** The payment page of an order: the development sandbox stands in for every provider. */
export function sandboxPageUrl(config: ServiceConfig, ref: string, locale: 'en' | 'ar'): string {
  return servicePage(config, `/dev/payment-sandbox/${ref}?locale=${locale}`);
}

/**
 * Where the PayFort-style card form posts (the sandbox's stand-in for PayFort's page): on the
 * storefront's own origin, whose gateway forwards `/dev` to this service outside production. The
 * storefront's Content-Security-Policy lets forms post only to its own origin (`form-action
 * 'self'`), so a form posted to this service's address would be blocked by the browser. (A real
 * provider's page needs its origin added to the storefront's form-action.)
 */
export function sandboxCardFormUrl(config: Pick<ServiceConfig, 'storefrontUrl'>): string {
  return `${new URL(config.storefrontUrl).origin}/dev/payment-sandbox/payfort`;
}

export function successUrl(
  config: ServiceConfig,
  order: Pick<OrderRow, 'merchant_reference' | 'payment_data'>,
  locale: 'en' | 'ar',
): string {
  const returnUrl = order.payment_data.return_url;
  const base =
    returnUrl && allowedReturnUrl(config, returnUrl)
      ? returnUrl
      : storefrontPage(config, locale, 'orders/success');
  const url = new URL(base);
  url.searchParams.set('merchantRef', order.merchant_reference);
  return url.toString();
}

export function errorUrl(
  config: ServiceConfig,
  order: Pick<OrderRow, 'merchant_reference'>,
  locale: 'en' | 'ar',
): string {
  const url = new URL(storefrontPage(config, locale, 'orders/error'));
  url.searchParams.set('msg', 'PAYMENT_ERROR');
  url.searchParams.set('merchantRef', order.merchant_reference);
  return url.toString();
}

export type PaymentOutcome = 'approved' | 'declined' | 'unchanged';

export async function approvePayment(
  db: Kysely<Database>,
  ref: string,
  now: Date,
  /** Where the order confirmation is written, in the approval's transaction. */
  notify: { messages: MessageWriter; config: ServiceConfig },
): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ status: 'pending', payment_status: 'APPROVED', paid_at: now, updated_at: now })
      .where('merchant_reference', '=', ref)
      .where('status', '=', 'pending_payment')
      .returningAll()
      .executeTakeFirst();
    if (!order)
      return {
        outcome: 'unchanged' as const,
        order:
          (await trx
            .selectFrom('orders')
            .selectAll()
            .where('merchant_reference', '=', ref)
            .executeTakeFirst()) ?? null,
      };
    const card = order.payment_data;
    // A new card entered on the payment page is kept when the shopper ticked "save card".
    if (
      order.save_card &&
      order.customer_id !== null &&
      order.saved_card_id === null &&
      card.card_number &&
      card.expiry_date &&
      card.payment_option
    ) {
      const saved = await trx
        .insertInto('saved_cards')
        .values({
          customer_id: order.customer_id,
          token: randomBytes(16).toString('hex'),
          card_number: card.card_number,
          expiry_date: card.expiry_date,
          payment_option: card.payment_option as 'VISA' | 'MASTERCARD' | 'MEEZA',
          card_holder_name: card.card_holder_name ?? '',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('orders')
        .set({ saved_card_id: saved.id })
        .where('id', '=', order.id)
        .execute();
    }
    await writeOrderConfirmation(trx, notify, order);
    return { outcome: 'approved' as const, order };
  });
}

export async function declinePayment(
  db: Kysely<Database>,
  ref: string,
  now: Date,
): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_reference', '=', ref)
    .executeTakeFirst();
  if (!row) return { outcome: 'unchanged', order: null };
  const closed = await closeOrder(
    db,
    row.id,
    ['pending_payment'],
    'payment_failed',
    { payment_status: 'DENIED' },
    now,
  );
  if (!closed) return { outcome: 'unchanged', order: row };
  await restoreCart(db, closed, now);
  return { outcome: 'declined', order: closed };
}

/**
 * Gives the shopper back the cart a declined order was placed from: the cart (items, address,
 * discounts) becomes active again and the order lets go of it (the unique index on orders.cart_id
 * would refuse placing it again). A customer then sees the order by customer id; a guest's order
 * stays provable by its merchant reference (the success and error pages' proof), and the
 * storefront brings the guest's cart back into its browser by the cart id it remembered. Not when
 * the customer has filled another cart meanwhile.
 */
export async function restoreCart(
  db: Kysely<Database>,
  order: OrderRow,
  now: Date,
): Promise<boolean> {
  const customerId = order.customer_id;
  const cartId = order.cart_id;
  if (cartId === null) return false;
  return db.transaction().execute(async (trx) => {
    if (customerId !== null) {
      // The storefront asks for the customer's cart while the payment is open, which makes a
      // new, empty one: that one gives way. A cart with items the customer filled meanwhile is kept.
      const other = await trx
        .selectFrom('carts')
        .select([
          'id',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('cart_items')
                  .select('cart_items.id')
                  .whereRef('cart_items.cart_id', '=', 'carts.id'),
              )
              .as('filled'),
        ])
        .where('customer_id', '=', customerId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (other?.filled) return false;
      if (other)
        await trx
          .updateTable('carts')
          .set({ is_active: false, updated_at: now })
          .where('id', '=', other.id)
          .execute();
    }
    // A guest's cart belongs to no customer: the order's own cart and nobody else's.
    const cart = await trx
      .updateTable('carts')
      .set({ is_active: true, updated_at: now })
      .where('masked_id', '=', cartId)
      .where((eb) =>
        customerId === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', customerId),
      )
      .where('is_active', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!cart) return false;
    await trx
      .updateTable('orders')
      .set({ cart_id: null, updated_at: now })
      .where('id', '=', order.id)
      .execute();
    return true;
  });
}
