import { COMPARISON } from '../constants';

/** One product in the comparison list: its sku and category ids (commerce spec section 3). */
export interface CompareItem {
  sku: string;
  categoryIds: readonly string[];
}

/** The comparison list and the outcome of the last change. */
export interface CompareState {
  items: readonly CompareItem[];
  /** Set when the last add mixed categories; the list was cleared. */
  error: 'invalidComparison' | null;
}

export type CompareAction =
  { type: 'add'; item: CompareItem } | { type: 'remove'; sku: string } | { type: 'clear' };

export const EMPTY_COMPARE_STATE: CompareState = { items: [], error: null };

/** Keeps the first item of each sku. */
function withoutDuplicates(items: readonly CompareItem[]): CompareItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.sku) ? false : (seen.add(item.sku), true)));
}

function sharesCategory(item: CompareItem, items: readonly CompareItem[]): boolean {
  const categories = new Set(items.flatMap((existing) => existing.categoryIds));
  return item.categoryIds.some((id) => categories.has(id));
}

/**
 * The comparison list (shell spec section 4): at most 4 items, a fifth drops the first; a
 * product is added only when the list is empty or it shares a category with the items in it,
 * otherwise the list is cleared with `invalidComparison`; duplicate skus are removed; items are
 * removed by sku or all cleared.
 */
export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  switch (action.type) {
    case 'add': {
      const items = withoutDuplicates(state.items);
      if (items.some((item) => item.sku === action.item.sku)) return { items, error: null };
      if (items.length > 0 && !sharesCategory(action.item, items))
        return { items: [], error: 'invalidComparison' };
      return { items: [...items, action.item].slice(-COMPARISON.maxItems), error: null };
    }
    case 'remove':
      return { items: state.items.filter((item) => item.sku !== action.sku), error: null };
    case 'clear':
      return EMPTY_COMPARE_STATE;
  }
}

/** Placeholder tiles offered while fewer than 4 products are compared. */
export function emptyCompareSlots(items: readonly CompareItem[]): number {
  return Math.max(0, COMPARISON.maxItems - items.length);
}

/**
 * Reads the list stored under compare_skus. Anything malformed is dropped rather than
 * thrown, since storage may hold values from older versions; the result obeys the list rules.
 */
export function parseCompareStorage(raw: string | null | undefined): CompareItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items = parsed.filter(
    (entry): entry is CompareItem =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as CompareItem).sku === 'string' &&
      Array.isArray((entry as CompareItem).categoryIds) &&
      (entry as CompareItem).categoryIds.every((id) => typeof id === 'string'),
  );
  return withoutDuplicates(
    items.map(({ sku, categoryIds }) => ({ sku, categoryIds: [...categoryIds] })),
  ).slice(-COMPARISON.maxItems);
}
