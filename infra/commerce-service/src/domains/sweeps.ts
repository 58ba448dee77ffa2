/**
 * Sweeps of rows that can no longer matter (issue 60: these tables grew without bound). Each
 * delete is bounded by an indexed or small predicate; `sweepNow` in the order domain runs them at
 * most once a minute, and an operator may run them from a timer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long rows are kept after they stop mattering. */
export const RETENTION = {
  /** Rate-limit windows: the longest window is a day. */
  rateLimitHours: 48,
  /** Wrong one-time codes: the guard counts the last 24 hours. */
  otpFailureHours: 24,
  /** One-time codes, reset links and e-mail confirmation links a day past their expiry. */
  expiredCodeHours: 24,
  /** Guest carts untouched this long (a customer's carts stay with the account). */
  guestCartDays: 30,
  /** Product views and visits (engagement statistics). */
  productViewDays: 180,
  /** Messages sent (with their tries): long enough to answer "did my confirmation go out?". */
  sentMessageDays: 30,
  /** Messages that failed after their last try: kept longer, for operators. */
  failedMessageDays: 90,
} as const;

/** Deletes the expired rows; returns how many rows each table lost. */
export async function sweepExpiredRows(
  db: Kysely<Database>,
  now: Date,
): Promise<Record<string, number>> {
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  const count = (r: { numDeletedRows: bigint }[]) =>
    r.reduce((sum, x) => sum + Number(x.numDeletedRows), 0);
  const result: Record<string, number> = {};
  result.rate_limits = count(
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', hoursAgo(RETENTION.rateLimitHours))
      .execute(),
  );
  result.otp_failures = count(
    await db
      .deleteFrom('otp_failures')
      .where('failed_at', '<', hoursAgo(RETENTION.otpFailureHours))
      .execute(),
  );
  result.otp_codes = count(
    await db
      .deleteFrom('otp_codes')
      .where('expires_at', '<', hoursAgo(RETENTION.expiredCodeHours))
      .execute(),
  );
  result.password_resets = count(
    await db
      .deleteFrom('password_resets')
      .where('expires_at', '<', hoursAgo(RETENTION.expiredCodeHours))
      .execute(),
  );
  result.email_proofs = count(
    await db
      .deleteFrom('email_proofs')
      .where('expires_at', '<', hoursAgo(RETENTION.expiredCodeHours))
      .execute(),
  );
  // A session is dead once its refresh token expired; rotated ones stay until then (reuse check).
  result.customer_tokens = count(
    await db.deleteFrom('customer_tokens').where('refresh_token_expires_at', '<', now).execute(),
  );
  const staleCarts = await db
    .deleteFrom('carts')
    .where('customer_id', 'is', null)
    .where('updated_at', '<', hoursAgo(RETENTION.guestCartDays * 24))
    .returning('masked_id')
    .execute();
  result.carts = staleCarts.length;
  if (staleCarts.length > 0) {
    await db
      .deleteFrom('cart_payments')
      .where(
        'cart_id',
        'in',
        staleCarts.map((c) => c.masked_id),
      )
      .execute();
  }
  // Their tries go with them (on delete cascade).
  result.messages =
    count(
      await db
        .deleteFrom('messages')
        .where('status', '=', 'sent')
        .where('created_at', '<', hoursAgo(RETENTION.sentMessageDays * 24))
        .execute(),
    ) +
    count(
      await db
        .deleteFrom('messages')
        .where('status', '=', 'failed')
        .where('created_at', '<', hoursAgo(RETENTION.failedMessageDays * 24))
        .execute(),
    );
  result.product_views = count(
    await db
      .deleteFrom('product_views')
      .where('created_at', '<', hoursAgo(RETENTION.productViewDays * 24))
      .execute(),
  );
  return result;
}
