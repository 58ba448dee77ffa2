import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { firstDeliveryText, useShell } from '@dukkan/contracts';
import { FirstDeliveryIntervalDocument } from '../graphql/__generated__/first-delivery-interval';

/** The service's district ids are whole numbers; anything else (an old saved choice) has none. */
function numericId(id: string | null | undefined): number | null {
  if (!id || !/^\d+$/.test(id)) return null;
  return Number(id);
}

/**
 * The first available delivery time of a district (FirstDeliveryInterval): "Today 3:00 PM -
 * 6:00 PM" / "Tomorrow ..." in the shopper's language, `none` when no interval is open this
 * week, nothing while loading or without a district.
 */
export function useFirstDelivery(districtId: string | null | undefined) {
  const { locale } = useShell();
  const id = numericId(districtId);
  const { data, loading, error } = useQuery(FirstDeliveryIntervalDocument, {
    variables: { districtId: id ?? 0 },
    skip: id === null,
  });
  const first = data?.firstDeliveryInterval;

  const text = useMemo(() => {
    if (!first) return null;
    try {
      return firstDeliveryText(first, locale);
    } catch {
      // A malformed day or time from the service hides the line rather than breaking the header.
      return null;
    }
  }, [first, locale]);

  return {
    text,
    isLoading: loading,
    isNone: id !== null && !loading && !error && data !== undefined && first === null,
  };
}
