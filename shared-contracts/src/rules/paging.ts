/**
 * Merges a fetched page into a list (product lists and points history): page 1 replaces the
 * list; later pages append, an item already present (same key) being replaced in place.
 * @throws RangeError when `page` is not a positive whole number.
 */
export function mergePage<T>(
  existing: readonly T[],
  incoming: readonly T[],
  page: number,
  keyOf: (item: T) => string | number = (item) => (item as { id: string | number }).id,
): T[] {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`mergePage: page must be a whole number from 1, got ${String(page)}`);
  }
  if (page === 1) return [...incoming];
  const positions = new Map<string | number, number>();
  const merged = [...existing];
  merged.forEach((item, index) => positions.set(keyOf(item), index));
  for (const item of incoming) {
    const key = keyOf(item);
    const at = positions.get(key);
    if (at === undefined) {
      positions.set(key, merged.length);
      merged.push(item);
    } else {
      merged[at] = item;
    }
  }
  return merged;
}

/** True when another page exists after `currentPage`. */
export function hasNextPage(pageInfo: {
  current_page?: number | null;
  total_pages?: number | null;
}): boolean {
  return (pageInfo.current_page ?? 1) < (pageInfo.total_pages ?? 0);
}
