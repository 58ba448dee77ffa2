import { useQuery } from '@apollo/client/react';
import { SESSION_ERRORS, redemptionOptions, useShell } from '@dukkan/contracts';
import type { RedemptionOption } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { LoyaltyProgrammeDocument } from '../graphql/__generated__/loyalty-programme';

/** One tier of the programme, ascending by the points it needs. */
export interface ProgrammeTier {
  code: string;
  points: number;
}

/**
 * The loyalty programme (TiersInformation and GetLoyaltyPoints): the tiers with their points and
 * the point redemption options, which always start with a zero option (shell spec section 4).
 */
export function useLoyaltyProgramme() {
  const { locale } = useShell();
  const { data, error, loading, refetch } = useQuery(LoyaltyProgrammeDocument);
  const tiers: ProgrammeTier[] = (data?.tiersInformation?.tiers ?? [])
    .flatMap((tier) => (tier?.code ? [{ code: tier.code, points: tier.points ?? 0 }] : []))
    .sort((a, b) => a.points - b.points);
  const options: RedemptionOption[] = data
    ? redemptionOptions(
        (data.loyaltyPointsRedemptionRates ?? []).flatMap((rate) =>
          rate?.points != null && rate.price != null
            ? [{ points: rate.points, price: rate.price }]
            : [],
        ),
      )
    : [];
  const rate = data?.tiersInformation?.loyaltyPointsExchangeRate;
  return {
    tiers,
    options,
    exchangeRate:
      rate?.points && rate.currency_amount != null
        ? { points: rate.points, money: rate.currency_amount }
        : null,
    loading: loading && !data,
    errorMessage: error && !data ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
  };
}
