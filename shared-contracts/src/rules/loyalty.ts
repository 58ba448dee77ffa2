import { REGION } from '../constants';
import type { TierCode } from '../types/domain';

/** A loyalty tier as the service returns it. */
export interface TierInfo {
  code: TierCode;
  description?: string | null;
  id: string | number;
  name: string;
  points: number;
  next_tier?: Omit<TierInfo, 'next_tier'> | null;
}

/** The customer fields the derived values are computed from (shell spec section 3). */
export interface LoyaltyCustomer {
  reward_points?: {
    balance?: { points?: number | null; money?: { value?: number | null } | null } | null;
  } | null;
  tier?: TierInfo | null;
  has_tier_upgrade?: boolean | null;
  evouchers?: readonly { status: string }[] | null;
  store_credit?: { current_balance?: { value?: number | null } | null } | null;
}

/** Derived customer values (shell spec section 3). */
export interface DerivedCustomerValues {
  points: number;
  moneyPoints: number;
  currentTier: Omit<TierInfo, 'next_tier'> | null;
  nextTier: Omit<TierInfo, 'next_tier'> | null;
  /** points / next tier points × 100, rounded, at most 100; 100 on the last tier. */
  progressPercent: number;
  /** Points still needed for the next tier, never negative; 0 on the last tier. */
  pointsToNextTier: number;
  isLastTier: boolean;
  storeCredits: number;
  /** Vouchers with status READY. */
  numberOfVouchers: number;
  hasTierUpgrade: boolean;
}

/** Computes the loyalty values the account widgets show. */
export function deriveCustomerValues(customer: LoyaltyCustomer): DerivedCustomerValues {
  const points = customer.reward_points?.balance?.points ?? 0;
  const tier = customer.tier ?? null;
  const nextTier = tier?.next_tier ?? null;
  let currentTier: Omit<TierInfo, 'next_tier'> | null = null;
  if (tier) {
    const { next_tier: _next, ...rest } = tier;
    currentTier = rest;
  }
  const isLastTier = nextTier === null;
  let progressPercent = 100;
  if (nextTier && nextTier.points > 0) {
    progressPercent = Math.min(100, Math.max(0, Math.round((points / nextTier.points) * 100)));
  }
  return {
    points,
    moneyPoints: customer.reward_points?.balance?.money?.value ?? 0,
    currentTier,
    nextTier,
    progressPercent,
    pointsToNextTier: nextTier ? Math.max(0, nextTier.points - points) : 0,
    isLastTier,
    storeCredits: customer.store_credit?.current_balance?.value ?? 0,
    numberOfVouchers: (customer.evouchers ?? []).filter((voucher) => voucher.status === 'READY')
      .length,
    hasTierUpgrade: customer.has_tier_upgrade ?? false,
  };
}

/** One point redemption option: spend `points` for `price` EGP off. */
export interface RedemptionOption {
  points: number;
  price: number;
}

/**
 * Point redemption options, ascending by points, duplicates removed; a zero option is always
 * included (shell spec section 4).
 */
export function redemptionOptions(
  rates: readonly RedemptionOption[] | null | undefined,
): RedemptionOption[] {
  const byPoints = new Map<number, RedemptionOption>([[0, { points: 0, price: 0 }]]);
  for (const rate of rates ?? []) {
    if (!byPoints.has(rate.points))
      byPoints.set(rate.points, { points: rate.points, price: rate.price });
  }
  return [...byPoints.values()].sort((a, b) => a.points - b.points);
}

/** The points equivalent: the highest option not above the given points (the zero option at least). */
export function pointsEquivalent(
  options: readonly RedemptionOption[],
  points: number,
): RedemptionOption {
  let best: RedemptionOption = { points: 0, price: 0 };
  for (const option of redemptionOptions(options)) {
    if (option.points <= points) best = option;
  }
  return best;
}

/** Greeting of the account drawer: morning when the hour is before 12, otherwise evening. */
export function greetingOf(date: Date = new Date()): 'morning' | 'evening' {
  return date.getHours() < REGION.morningCutHour ? 'morning' : 'evening';
}
