import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { MenuCategory } from './category-links';
import { barCategories, menuCategories } from './category-links';
import { CategoryListDocument } from './__generated__/category-list';

/**
 * The menu's category tree: the 9 menu categories and the 5 of the desktop bar. Loaded once
 * and kept in the Apollo cache (per store source and language, which the request carries).
 */
export function useCategoryMenu(): {
  categories: MenuCategory[];
  barCategories: MenuCategory[];
  isLoading: boolean;
  hasError: boolean;
} {
  const { data, loading, error } = useQuery(CategoryListDocument);
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
