import { useCallback, useEffect, useMemo } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { TIMINGS } from '@dukkan/contracts';
import type { MenuCategory } from './category-links';
import { barCategories, menuCategories } from './category-links';
import { CategoryListDocument } from './__generated__/category-list';

/**
 * The menu's category tree: the 9 menu categories and the 5 of the desktop bar. Loaded once
 * and kept in the Apollo cache (per store source and language, which the request carries).
 * `wanted` false leaves it unasked (a phone's hidden desktop bar, a closed mobile menu): a hook
 * that wants it later reads it from the cache or asks then.
 *
 * Every menu waiting for the tree shares one request (Apollo's deduplication). The spec's
 * wait-and-reset rule: a menu checks the wait every `TIMINGS.categoryWaitPollMs` (100 ms); after
 * `TIMINGS.categoryWaitTicks` (450) checks, about 45 s, without an answer it drops that request
 * and asks again, so one lost answer does not leave the menus empty until a reload.
 */
export function useCategoryMenu(wanted = true): {
  categories: MenuCategory[];
  barCategories: MenuCategory[];
  isLoading: boolean;
  hasError: boolean;
} {
  const { data, loading, error, observable } = useQuery(
    CategoryListDocument,
    wanted ? {} : skipToken,
  );
  useEffect(() => {
    if (!wanted || !loading) return undefined;
    let ticks = 0;
    const poll = setInterval(() => {
      ticks += 1;
      if (ticks < TIMINGS.categoryWaitTicks) return;
      ticks = 0;
      // A request of its own, not joined to the lost one (which this query stops waiting for).
      observable
        .reobserve({ fetchPolicy: 'network-only', context: { queryDeduplication: false } })
        .catch(() => undefined);
    }, TIMINGS.categoryWaitPollMs);
    return () => clearInterval(poll);
  }, [wanted, loading, observable]);
  return useMemo(() => {
    const categories = menuCategories(data?.categoryList);
    return {
      categories,
      barCategories: barCategories(categories),
      isLoading: loading,
      hasError: Boolean(error),
    };
  }, [data, loading, error]);
}

/**
 * Asks for the category tree ahead of a menu that is about to open (the shopper's pointer or
 * focus on its button), so the list is there, or on its way, when it opens. The answer goes to
 * the cache the menu reads; a failure is left to the menu's own request.
 */
export function usePrefetchCategoryMenu(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    client.query({ query: CategoryListDocument }).catch(() => {});
  }, [client]);
}
