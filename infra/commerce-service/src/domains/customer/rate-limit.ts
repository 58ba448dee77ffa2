/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every replica of the
 * service shares them. One upsert per hit: `hits` is incremented atomically on PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rateLimited } from './errors';

export interface RateRule {
  /** Bucket prefix, e.g. `otp-send:phone`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits of the customer domain (per window). */
export const RATE_RULES = {
  otpSendPerPhone: { name: 'otp-send:phone', limit: 5, windowSeconds: 3600 },
  otpSendPerIp: { name: 'otp-send:ip', limit: 50, windowSeconds: 3600 },
  otpVerifyPerIp: { name: 'otp-verify:ip', limit: 100, windowSeconds: 600 },
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: 900 },
  loginPerIp: { name: 'login:ip', limit: 100, windowSeconds: 900 },
  passwordChangePerCustomer: { name: 'password-change:customer', limit: 10, windowSeconds: 900 },
  resetRequestPerEmail: { name: 'reset-request:email', limit: 3, windowSeconds: 3600 },
  resetRequestPerIp: { name: 'reset-request:ip', limit: 30, windowSeconds: 3600 },
  registerPerIp: { name: 'register:ip', limit: 50, windowSeconds: 3600 },
  contactPerIp: { name: 'contact:ip', limit: 10, windowSeconds: 3600 },
  newsletterPerIp: { name: 'newsletter:ip', limit: 30, windowSeconds: 3600 },
  stockBackPerIp: { name: 'stock-back:ip', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

/** The fixed window `now` falls in, and the seconds left until it ends (at least 1). */
function windowOf(rule: RateRule, now: Date): { start: Date; retryAfter: number } {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { start, retryAfter };
}

function tooManyAttempts(retryAfter: number): Error {
  return rateLimited(
    `Too many attempts. Please try again in ${retryAfter} seconds.`,
    `محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد ${retryAfter} ثانية.`,
    retryAfter,
  );
}

/**
 * Counts one hit for `key` under `rule`; throws a `graphql-rate-limit` error (with the seconds to
 * wait) when the window's limit is exceeded.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now: Date,
): Promise<void> {
  const { start: windowStart, retryAfter } = windowOf(rule, now);
  const bucket = `${rule.name}:${key}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits === 1) {
    // First hit of a new window: drop this bucket's old windows so the table stays small.
    await db
      .deleteFrom('rate_limits')
      .where('bucket', '=', bucket)
      .where('window_start', '<', windowStart)
      .execute();
  }
  if (row.hits > rule.limit) throw tooManyAttempts(retryAfter);
}

/**
 * Throws the same error as `hitRateLimit` when `key` already reached `rule`'s limit in this
 * window, without counting a hit (for rules that count failures only, such as coupon misses).
 */
export async function refuseAtRateLimit(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now: Date,
): Promise<void> {
  const { start, retryAfter } = windowOf(rule, now);
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', `${rule.name}:${key}`)
    .where('window_start', '=', start)
    .executeTakeFirst();
  if (row && row.hits >= rule.limit) throw tooManyAttempts(retryAfter);
}
