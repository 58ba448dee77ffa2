/**
 * The outcome of an online payment: approval makes a payment-pending order a paid, pending order
 * (and keeps the card when the shopper asked to); a decline marks it payment_failed and gives
 * back stock, points and store credit, so the shopper can order again from the order history
 * (spec PAYMENT_ERROR text). Both are guarded updates: a second click changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { closeOrder } from './after-sales';
import type { OrderRow } from './orders';

/** Where the storefront lives: `STOREFRONT_URL`, else the first allowed CORS origin. */
export function storefrontUrl(config: ServiceConfig, env: NodeJS.ProcessEnv = process.env): string {
  return (env.STOREFRONT_URL ?? config.corsOrigins[0] ?? 'http://localhost:8080').replace(
    /\/+$/,
    '',
  );
}

/** Where this service is reached by browsers: `PUBLIC_URL`, else its own host and port. */
export function serviceUrl(config: ServiceConfig, env: NodeJS.ProcessEnv = process.env): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return (env.PUBLIC_URL ?? `http://${host}:${config.port}`).replace(/\/+$/, '');
}

/** True when `url` is an absolute http(s) URL on the storefront or an allowed CORS origin. */
export function allowedReturnUrl(config: ServiceConfig, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const origins = new Set([
    new URL(storefrontUrl(config)).origin,
    ...config.corsOrigins.map((o) => o.replace(/\/+$/, '')),
  ]);
  return origins.has(parsed.origin);
}

export function newMerchantReference(): string {
  // 120 random bits as 24 upper-case hex characters: not guessable, so it can prove a guest order.
  return randomBytes(12).toString('hex').toUpperCase();
}

export function sandboxPageUrl(config: ServiceConfig, ref: string, locale: 'en' | 'ar'): string {
  return `${serviceUrl(config)}/dev/payment-sandbox/${ref}?locale=${locale}`;
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
      : `${storefrontUrl(config)}/${locale}/orders/success`;
  const url = new URL(base);
  url.searchParams.set('merchantRef', order.merchant_reference);
  return url.toString();
}

export function errorUrl(
  config: ServiceConfig,
  order: Pick<OrderRow, 'merchant_reference'>,
  locale: 'en' | 'ar',
): string {
  const url = new URL(`${storefrontUrl(config)}/${locale}/orders/error`);
  url.searchParams.set('msg', 'PAYMENT_ERROR');
  url.searchParams.set('merchantRef', order.merchant_reference);
  return url.toString();
}

export type PaymentOutcome = 'approved' | 'declined' | 'unchanged';

export async function approvePayment(
  db: Kysely<Database>,
  ref: string,
  now: Date,
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
  return closed ? { outcome: 'declined', order: closed } : { outcome: 'unchanged', order: row };
}
