import { useEffect, useMemo, useRef, useState } from 'react';
import { TIMINGS, analyticsItem, createImpressionQueue, useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';

/** The results grid as a list of the analytics events (view_item_list, select_item). */
export const SEARCH_RESULTS_LIST = {
  item_list_id: 'search-results',
  item_list_name: 'Search results',
} as const;

interface SearchAnalyticsInput {
  /** The searched term ('' when the page has none). */
  term: string;
  /** The products of the shown page, in grid order. */
  products: ProductSummary[];
  /** Position of the page's first product in the whole result (0 on page 1). */
  firstIndex: number;
}

/** The pathname a link leads to, or null for a link outside this origin. */
function pathOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? decodeURIComponent(url.pathname) : null;
}

/**
 * The analytics of the search results page: `search` with the term once per distinct term (the
 * page opened with a term from the header field or the URL; paging does not repeat it), the
 * impressions of the shown products batched into one `view_item_list` per 200 ms by the
 * contracts' queue, and `select_item` when a product link of the grid is followed. The grid is
 * the catalogue's fragment, so the clicks are read on the element around it.
 */
export function useSearchAnalytics({ term, products, firstIndex }: SearchAnalyticsInput) {
  const { analytics, localePath } = useShell();
  const [grid, setGrid] = useState<HTMLElement | null>(null);

  const trackedTerm = useRef('');
  useEffect(() => {
    if (term === '' || term === trackedTerm.current) return;
    trackedTerm.current = term;
    analytics.track('search', { search_term: term });
  }, [analytics, term]);

  // One queue per term: a product shown again for another search is a new impression.
  const queue = useMemo(
    () => createImpressionQueue(analytics, TIMINGS.productImpressionDebounceMs),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the term renews the queue
    [analytics, term],
  );
  useEffect(() => () => queue.flush(), [queue]);
  useEffect(() => {
    products.forEach((product, position) =>
      queue.add(SEARCH_RESULTS_LIST, analyticsItem(product, { index: firstIndex + position })),
    );
  }, [queue, products, firstIndex]);

  useEffect(() => {
    if (!grid) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !grid.contains(link)) return;
      const path = pathOf(link);
      const position = products.findIndex((product) => localePath(`/${product.urlKey}`) === path);
      const product = products[position];
      if (!product) return;
      analytics.track('select_item', {
        ...SEARCH_RESULTS_LIST,
        items: [analyticsItem(product, { ...SEARCH_RESULTS_LIST, index: firstIndex + position })],
      });
    };
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, [analytics, grid, localePath, products, firstIndex]);

  /** Put on the element around the grid (a callback ref: the grid shows once results arrive). */
  return { watchGrid: setGrid };
}
