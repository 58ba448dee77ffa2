// The shopper's choices on a category page, kept in the URL query so the page can be shared
// and reloaded: `category` and `brand` (comma-separated values of the facets), `price` (one
// bucket value such as `25_50`) and `sort` (`field_DIRECTION`, e.g. `price_ASC`).

export const SORT_FIELDS = ['position', 'name', 'price', 'newest', 'bestseller'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface CategoryFilters {
  categoryIds: string[];
  brands: string[];
  price: string | null;
  sort: { field: SortField; direction: SortDirection } | null;
}

/** Sort choices offered, in order: the service's fields (less relevance) each way that makes sense. */
export const SORT_CHOICES: ReadonlyArray<{ field: SortField; direction: SortDirection }> = [
  { field: 'position', direction: 'ASC' },
  { field: 'bestseller', direction: 'ASC' },
  { field: 'newest', direction: 'DESC' },
  { field: 'price', direction: 'ASC' },
  { field: 'price', direction: 'DESC' },
  { field: 'name', direction: 'ASC' },
  { field: 'name', direction: 'DESC' },
];

const PRICE_BUCKET = /^(\d{1,9}(?:\.\d+)?)_(\d{1,9}(?:\.\d+)?)$/;
const LIST_VALUE = /^[\w-]{1,100}$/;

function listOf(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((item) => item.trim()))].filter((item) =>
    LIST_VALUE.test(item),
  );
}

/** Reads the filters from the URL query, ignoring values that are not well formed. */
export function readFilters(params: URLSearchParams): CategoryFilters {
  const price = params.get('price');
  const [field, direction] = (params.get('sort') ?? '').split('_');
  const sort =
    SORT_CHOICES.find((choice) => choice.field === field && choice.direction === direction) ?? null;
  return {
    categoryIds: listOf(params.get('category')).filter((id) => /^\d+$/.test(id)),
    brands: listOf(params.get('brand')),
    price: price && PRICE_BUCKET.test(price) ? price : null,
    sort,
  };
}

/** Writes the filters into a copy of the URL query (other parameters are kept). */
export function writeFilters(params: URLSearchParams, filters: CategoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);
  set('category', filters.categoryIds.join(','));
  set('brand', filters.brands.join(','));
  set('price', filters.price);
  set('sort', filters.sort ? `${filters.sort.field}_${filters.sort.direction}` : null);
  return next;
}

/**
 * The `products` filter: the page's own filter (its category, or on_sale), the chosen categories
 * in place of the page's category, brands and price.
 */
export function productFilter(
  base: Record<string, unknown>,
  filters: CategoryFilters,
): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...base };
  if (filters.categoryIds.length > 0) filter.category_id = { in: filters.categoryIds };
  if (filters.brands.length > 0) filter.brand = { in: filters.brands };
  const bucket = filters.price ? PRICE_BUCKET.exec(filters.price) : null;
  if (bucket) filter.price = { from: bucket[1], to: bucket[2] };
  return filter;
}

export function sortValue(sort: CategoryFilters['sort']): string {
  return sort ? `${sort.field}_${sort.direction}` : '';
}

export function hasFilters(filters: CategoryFilters): boolean {
  return filters.categoryIds.length > 0 || filters.brands.length > 0 || filters.price !== null;
}
