import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { emptyCompareSlots, useShell } from '@dukkan/contracts';
import { useCompareList } from './use-compare-list';
import { useCompareProducts } from './use-compare-products';

/**
 * The comparison tray: the count, whether the product panel is expanded, the compared products
 * (ProductCompare) and the list's actions. The expanded panel folds on every route change while
 * the bar stays (shell spec section 4: the panel is re-shown, the tray hidden on route change).
 */
export function useCompareTray() {
  const { items, count, remove, clear } = useCompareList();
  const { products, isLoading, hasError } = useCompareProducts(items);
  const { localePath, locale } = useShell();
  const [isExpanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    setExpanded(false);
  }, [pathname]);

  return {
    count,
    products,
    isLoading,
    hasError,
    isExpanded,
    toggle: () => setExpanded((value) => !value),
    remove,
    clear,
    /** Whether the empty placeholder tile is shown (fewer than 4 products). */
    hasEmptySlot: emptyCompareSlots(items) > 0,
    compareHref: localePath('/compare'),
    productHref: (urlKey: string) => localePath(`/${urlKey}`),
    locale,
  };
}

export type CompareTrayModel = ReturnType<typeof useCompareTray>;
