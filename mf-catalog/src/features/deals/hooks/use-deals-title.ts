import { useQuery } from '@apollo/client/react';
import { DEALS_TITLE } from '../graphql/deals-title.graphql';

/** The store's deals page title, or null until it is known (or when the store gives none). */
export function useDealsTitle(): string | null {
  const { data } = useQuery<{ storeConfig: { deals_title: string | null } | null }>(DEALS_TITLE, {
    fetchPolicy: 'no-cache',
  });
  return data?.storeConfig?.deals_title?.trim() || null;
}
