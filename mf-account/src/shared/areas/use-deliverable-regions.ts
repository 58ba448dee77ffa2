import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { REGION } from '@dukkan/contracts';
import { deliverableRegions } from './area-options';
import { RegionsForCountryDocument } from './graphql/__generated__/regions-for-country';

/**
 * The areas a shopper can choose (RegionsForCountry, EG, active only, filtered by
 * `deliverableRegions`), shared by the select-area dialog and the address form so both offer
 * the same places from one cached answer.
 */
export function useDeliverableRegions() {
  const { data, loading, error, refetch } = useQuery(RegionsForCountryDocument, {
    variables: { countryId: REGION.defaultCountry, isActive: true },
  });
  const regions = useMemo(() => deliverableRegions(data?.regionsForCountry), [data]);
  return {
    regions,
    isLoading: loading,
    hasError: Boolean(error) && !loading,
    retry: () => void refetch(),
  };
}
