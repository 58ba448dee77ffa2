import { useQuery } from '@apollo/client/react';
import { DealsTitleDocument } from '../graphql/__generated__/deals-title';

/** The store's deals page title, or null until it is known (or when the store gives none). */
export function useDealsTitle(): string | null {
  const { data } = useQuery(DealsTitleDocument);
  return data?.storeConfig?.deals_title?.trim() || null;
}
