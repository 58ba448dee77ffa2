import { useCallback, useEffect, useRef } from 'react';
import { TIMINGS, analyticsItem, createImpressionQueue, useShell } from '@dukkan/contracts';
import type { AnalyticsItem, ProductSummary } from '@dukkan/contracts';

/**
 * Names a product list in analytics (`item_list_id`, `item_list_name`). Ids are stable across
 * languages and visits: `home-deals`, `home-bestsellers`, `deals`, `category-<id>`,
 * `featured-<id>`, `brand-<url_key>`.
 */
export interface ProductListName {
  id: string;
  name: string;
}

type Queue = ReturnType<typeof createImpressionQueue>;

/**
 * Product impressions and clicks of one list. A card counts as seen when it enters the viewport
 * (IntersectionObserver; where a browser has none, when it is rendered); impressions go out as
 * one `view_item_list` per list through the contracts' queue (TIMINGS.productImpressionDebounceMs
 * after the last one, and what is pending when the list unmounts). `select` sends `select_item`
 * for a card whose link is followed. Without a list name nothing is sent: the catalogue's
 * exposed ProductGrid and ProductCard leave naming the list to the page that hosts them.
 */
export function useListAnalytics(list: ProductListName | undefined) {
  const { analytics } = useShell();
  const listId = list?.id;
  const listName = list?.name ?? '';
  /** Each card element with the item it stands for (kept current on every render). */
  const cards = useRef(new Map<Element, AnalyticsItem>());
  const observer = useRef<IntersectionObserver | null>(null);
  const queue = useRef<Queue | null>(null);
  const seen = useRef<(element: Element) => void>(() => undefined);

  useEffect(() => {
    if (listId === undefined) return undefined;
    const current: Queue = createImpressionQueue(analytics, TIMINGS.productImpressionDebounceMs);
    const named = { item_list_id: listId, item_list_name: listName };
    queue.current = current;
    seen.current = (element) => {
      const item = cards.current.get(element);
      if (item) current.add(named, item);
    };
    const watcher =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) if (entry.isIntersecting) seen.current(entry.target);
          });
    observer.current = watcher;
    for (const element of cards.current.keys()) {
      if (watcher) watcher.observe(element);
      else seen.current(element);
    }
    return () => {
      watcher?.disconnect();
      observer.current = null;
      queue.current = null;
      seen.current = () => undefined;
      current.flush();
    };
  }, [analytics, listId, listName]);

  /** A ref callback for the element of the card at `index`. */
  const card = useCallback(
    (product: ProductSummary, index: number) => (element: Element | null) => {
      if (!element || listId === undefined) return undefined;
      cards.current.set(element, analyticsItem(product, { index }));
      if (observer.current) observer.current.observe(element);
      else if (queue.current) seen.current(element);
      return () => {
        observer.current?.unobserve(element);
        cards.current.delete(element);
      };
    },
    [listId],
  );

  /** Sends `select_item` for the card at `index` (its link was followed). */
  const select = useCallback(
    (product: ProductSummary, index: number) => {
      if (listId === undefined) return;
      const named = { item_list_id: listId, item_list_name: listName };
      analytics.track('select_item', {
        ...named,
        items: [{ ...analyticsItem(product, { index }), ...named }],
      });
    },
    [analytics, listId, listName],
  );

  return { card, select };
}
