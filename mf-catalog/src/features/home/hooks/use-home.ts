import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import type { ProductSummary } from '@dukkan/contracts';
import { toProductSummaries } from '../../../shared/product-data/to-product-summary';
import { BestsellersDocument } from '../graphql/__generated__/bestsellers';
import { HomeDealsDocument } from '../graphql/__generated__/home-deals';
import { sectionOf } from '../../../shared/featured-categories/hooks/use-featured-categories';
import type { HomeSection } from '../../../shared/featured-categories/hooks/use-featured-categories';

/** How many discounted products the home strip shows. */
export const HOME_DEALS_COUNT = 6;

/*
 * Each home section reads its own query in its own component (home-view.tsx): a section's
 * answer re-renders that section, not the banner, the categories and the other list.
 */

/**
 * The store's bestsellers, in the order the store gives. `near` false (the list is still far
 * below the screen) asks for nothing yet and reads as loading, so the section keeps its place.
 */
export function useBestsellers(near = true): HomeSection<ProductSummary> {
  const bestsellers = useQuery(BestsellersDocument, near ? {} : skipToken);
  const list = bestsellers.data?.storeConfig?.bestsellers;
  // The same answer gives the same array, so the grid's memo keeps its cards.
  const items = useMemo(() => toProductSummaries(list), [list]);
  const section = sectionOf(bestsellers, items);
  return near ? section : { ...section, loading: true };
}

/** The first discounted products, and how many there are in all (for the "all deals" link). */
export function useHomeDeals(): HomeSection<ProductSummary> & { total: number } {
  const deals = useQuery(HomeDealsDocument, {
    variables: { pageSize: HOME_DEALS_COUNT },
    fetchPolicy: 'network-only',
  });
  const list = deals.data?.products?.items;
  const items = useMemo(() => toProductSummaries(list), [list]);
  return { ...sectionOf(deals, items), total: deals.data?.products?.total_count ?? 0 };
}
