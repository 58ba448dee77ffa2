/**
 * Coupon guessing (issue 60): a client that sent COUPON_MISSES_PER_HOUR unknown codes in the
 * hour waits for the window's end before any code is tried again, a right one included. Counted
 * outside the cart's transaction, so a refused code still counts.
 */
import type { GqlContext } from '../../graphql/context';
import { hitRateLimit, refuseAtRateLimit, type RateRule } from '../customer/rate-limit';

export const COUPON_MISSES_PER_HOUR: RateRule = {
  name: 'coupon-miss:ip',
  limit: 20,
  windowSeconds: 3600,
};

/** Refuses the attempt when the client's misses of this hour reached the limit. */
export async function refuseWhileGuessing(ctx: GqlContext): Promise<void> {
  await refuseAtRateLimit(ctx.db, COUPON_MISSES_PER_HOUR, ctx.ip, ctx.config.now());
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
