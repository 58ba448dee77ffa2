// The lists a `/view-more/{code}` link can name. The service has no list-code operation, so a
// code is one of the `products` filters the store already answers: the products in their
// new window and the products with an active special price.

/** A list the view-more page can show: its `products` filter and its analytics list. */
export interface ViewMoreList {
  code: ViewMoreCode;
  filter: Record<string, unknown>;
}

export const VIEW_MORE_CODES = ['new', 'deals'] as const;
export type ViewMoreCode = (typeof VIEW_MORE_CODES)[number];

const FILTERS: Record<ViewMoreCode, Record<string, unknown>> = {
  new: { new: { eq: '1' } },
  deals: { on_sale: { eq: '1' } },
};

/** The list a code names, or null for an unknown or missing code. */
export function viewMoreList(code: string | undefined): ViewMoreList | null {
  const known = VIEW_MORE_CODES.find((candidate) => candidate === code);
  return known ? { code: known, filter: FILTERS[known] } : null;
}
