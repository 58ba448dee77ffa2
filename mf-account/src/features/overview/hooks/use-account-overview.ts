import { useQuery } from '@apollo/client/react';
import { deriveCustomerValues, useShell } from '@dukkan/contracts';
import type { DerivedCustomerValues, TierInfo } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { SESSION_ERRORS } from '@dukkan/contracts';
import { AccountOverviewDocument } from '../graphql/__generated__/account-overview';
import type { AccountOverviewQuery } from '../graphql/__generated__/account-overview';

type ServiceTier = NonNullable<NonNullable<AccountOverviewQuery['customer']>['tier']>;

/** A service tier as the contracts' TierInfo; a tier without a code is no tier at all. */
function toTierInfo(tier: Omit<ServiceTier, 'next_tier'> | null | undefined) {
  if (!tier?.code) return null;
  return {
    id: tier.id ?? tier.code,
    code: tier.code,
    name: tier.name ?? '',
    points: tier.points ?? 0,
  };
}

function toLoyaltyTier(tier: ServiceTier | null | undefined): TierInfo | null {
  const current = toTierInfo(tier);
  if (!current) return null;
  return { ...current, next_tier: toTierInfo(tier?.next_tier) };
}

/** What the overview page shows once the customer is loaded. */
export interface OverviewData extends DerivedCustomerValues {
  firstname: string;
  /** Points granted on the first order, when the store offers them; otherwise null. */
  firstOrderPoints: number | null;
}

/**
 * The account overview (shell spec sections 2 and 3): loads the customer's loyalty, wallet and
 * vouchers with the first-order incentive, always from the network (points and credit change
 * with every order), and derives the values the widgets show with the contracts'
 * deriveCustomerValues (progress, points to the next tier, isLastTier, ready vouchers).
 */
export function useAccountOverview() {
  const { locale } = useShell();
  const { data, error, loading, refetch } = useQuery(AccountOverviewDocument, {
    fetchPolicy: 'network-only',
  });
  const customer = data?.customer ?? null;
  let overview: OverviewData | null = null;
  if (customer) {
    const incentive = data?.firstOrderIncentive;
    overview = {
      ...deriveCustomerValues({
        ...customer,
        tier: toLoyaltyTier(customer.tier),
        evouchers: (customer.evouchers ?? []).flatMap((voucher) =>
          voucher?.status ? [{ status: voucher.status }] : [],
        ),
      }),
      firstname: customer.firstname ?? '',
      firstOrderPoints:
        incentive?.is_enabled && (incentive.incentive_points ?? 0) > 0
          ? (incentive.incentive_points ?? 0)
          : null,
    };
  }
  return {
    overview,
    loading: loading && !overview,
    errorMessage: error && !overview ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
  };
}
