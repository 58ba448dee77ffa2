// The service's answers to AccountOverview, typed by the generated result type.
import type { AccountOverviewQuery } from '../src/features/overview/graphql/__generated__/account-overview';

type Answer<T> = Omit<T, '__typename'>;
type Customer = NonNullable<AccountOverviewQuery['customer']>;
type TierCode = 'NONMEMBER' | 'BRONZE' | 'SILVER' | 'GOLD';

const TIERS: Record<TierCode, number> = { NONMEMBER: 0, BRONZE: 500, SILVER: 2000, GOLD: 5000 };
const ORDER: TierCode[] = ['NONMEMBER', 'BRONZE', 'SILVER', 'GOLD'];

function tier(code: TierCode) {
  return {
    __typename: 'CustomerTier' as const,
    id: ORDER.indexOf(code) + 1,
    code,
    name: code,
    points: TIERS[code],
  };
}

export interface OverviewFixture {
  firstname?: string;
  tier?: TierCode;
  points?: number;
  money?: number;
  credit?: number;
  vouchers?: Array<'NOT_READY' | 'READY' | 'REDEEMED' | 'EXPIRED'>;
  incentive?: { points: number; enabled: boolean };
}

/** AccountOverview for a customer of `tier` with `points` worth `money` EGP. */
export function accountOverview({
  firstname = 'Mona',
  tier: code = 'SILVER',
  points = 4820,
  money = 482,
  credit = 75.5,
  vouchers = ['READY', 'EXPIRED'],
  incentive = { points: 100, enabled: true },
}: OverviewFixture = {}): Answer<AccountOverviewQuery> {
  const next = ORDER[ORDER.indexOf(code) + 1];
  const customer: Customer = {
    __typename: 'Customer',
    id: 2,
    firstname,
    lastname: 'Adel',
    has_tier_upgrade: false,
    tier: { ...tier(code), next_tier: next ? tier(next) : null },
    reward_points: {
      __typename: 'RewardPoints',
      balance: {
        __typename: 'RewardPointsAmount',
        points,
        money: { __typename: 'Money', value: money },
      },
    },
    store_credit: {
      __typename: 'CustomerStoreCredit',
      current_balance: { __typename: 'Money', value: credit },
    },
    evouchers: vouchers.map((status, index) => ({
      __typename: 'Evoucher' as const,
      coupon_id: index + 1,
      status,
    })),
  };
  return {
    customer,
    firstOrderIncentive: {
      __typename: 'FirstOrderIncentive',
      incentive_points: incentive.points,
      is_enabled: incentive.enabled,
    },
  };
}
