import { useSearchParams } from 'react-router-dom';
import { SORT_CHOICES, readFilters, writeFilters } from '../category-filters';
import type { CategoryFilters } from '../category-filters';

/**
 * The category page's filters and sort, read from and written to the URL query (each change
 * replaces the history entry, so Back leaves the page rather than undoing a checkbox). The
 * shell's data router navigates asynchronously; flushSync makes a checkbox show its new state
 * at once.
 */
export function useCategoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (next: CategoryFilters) =>
    setParams(writeFilters(params, next), { replace: true, flushSync: true });
  const toggle = (key: 'categoryIds' | 'brands', value: string) => {
    const current = filters[key];
    update({
      ...filters,
      [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
    });
  };
  return {
    filters,
    toggleCategory: (id: string) => toggle('categoryIds', id),
    toggleBrand: (brand: string) => toggle('brands', brand),
    setPrice: (price: string) => update({ ...filters, price: price || null }),
    setSort: (value: string) => {
      const [field, direction] = value.split('_');
      update({
        ...filters,
        sort: SORT_CHOICES.find((c) => c.field === field && c.direction === direction) ?? null,
      });
    },
    clear: () => update({ ...filters, categoryIds: [], brands: [], price: null }),
  };
}
