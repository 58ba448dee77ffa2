/** The longest comment the service takes for one product. */
export const REVIEW_COMMENT_MAX = 1000;

/**
 * The order number a review page is for: `orders/{id}/create-review` gives it as `id`; any other
 * path ending in `/create-review` (`*`) carries it as the segment before that suffix.
 */
export function reviewOrderNumber(params: Readonly<Record<string, string | undefined>>): string {
  if (params.id) return params.id;
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  const last = segments.lastIndexOf('create-review');
  const number = last > 0 ? segments[last - 1] : undefined;
  return number ? decodeURIComponent(number) : '';
}
