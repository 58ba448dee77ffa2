import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { REGION } from '@dukkan/contracts';
import { deliverableRegions } from './area-options';
import { RegionsForCountryDocument } from './graphql/__generated__/regions-for-country';

/**
 * The areas a shopper can choose (RegionsForCountry, EG, active only, filtered by
 * `deliverableRegions`), shared by the select-area dialog and the address form so both offer
 * the same places by the same rules.
 *
 * The answer bypasses Apollo's cache (`no-cache`): each opening of the dialog or the address form
 * asks for it (about 8 KB, so a district's store that closed meanwhile is not offered). Writing
 * its 50 regions, cities and districts into the normalized cache and reading them back was the
 * longest Apollo task of a first visit, whose dialog opens by itself: 32 of a 42 ms task at full
 * speed on a 2-core host, multiplied four times on Lighthouse's phone (issue 14). Nothing else
 * reads these objects from the cache.
 */
export function useDeliverableRegions() {
  const { data, loading, error, refetch } = useQuery(RegionsForCountryDocument, {
    variables: { countryId: REGION.defaultCountry, isActive: true },
    fetchPolicy: 'no-cache',
  });
  const regions = useMemo(() => deliverableRegions(data?.regionsForCountry), [data]);
  return {
    regions,
    isLoading: loading,
    hasError: Boolean(error) && !loading,
    retry: () => void refetch(),
  };
}
