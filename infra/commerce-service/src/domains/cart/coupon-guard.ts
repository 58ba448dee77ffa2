/**
 * Coupon guessing (issue 60): a client that sent COUPON_MISSES_PER_HOUR unknown codes in the
 * hour waits for the window's end before any code is tried again, a right one included. Counted
 * outside the cart's transaction, so a refused code still counts.
 */
import type { GqlContext } from '../../graphql/context';
import { hitRateLimit, type RateRule } from '../customer/rate-limit';
import { rateLimited } from '../customer/errors';

export const COUPON_MISSES_PER_HOUR: RateRule = {
  name: 'coupon-miss:ip',
  limit: 20,
  windowSeconds: 3600,
};

function windowStart(now: Date): Date {
  const ms = COUPON_MISSES_PER_HOUR.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Refuses the attempt when the client's misses of this hour reached the limit. */
export async function refuseWhileGuessing(ctx: GqlContext): Promise<void> {
  const now = ctx.config.now();
  const start = windowStart(now);
  const row = await ctx.db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', `${COUPON_MISSES_PER_HOUR.name}:${ctx.ip}`)
    .where('window_start', '=', start)
    .executeTakeFirst();
  if (row && row.hits >= COUPON_MISSES_PER_HOUR.limit) {
    const wait = Math.max(
      1,
      Math.ceil(
        (start.getTime() + COUPON_MISSES_PER_HOUR.windowSeconds * 1000 - now.getTime()) / 1000,
      ),
    );
    throw rateLimited(
      `Too many attempts. Please try again in ${wait} seconds.`,
      `محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد ${wait} ثانية.`,
      wait,
    );
  }
}

/** True for the answer to an unknown code (the cart errors' invalidCoupon). */
export function isUnknownCoupon(error: unknown): boolean {
  return error instanceof Error && /^The coupon code ".*" is not valid\./.test(error.message);
}

/** Counts one unknown code for the client (never throws the limit itself). */
export async function recordMiss(ctx: GqlContext): Promise<void> {
  try {
    await hitRateLimit(ctx.db, COUPON_MISSES_PER_HOUR, ctx.ip, ctx.config.now());
  } catch {
    // Past the limit: the next attempt is refused by refuseWhileGuessing.
  }
}
