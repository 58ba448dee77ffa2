import { useQuery } from '@apollo/client/react';
import type { CardProduct } from '../../../shared/product-data/to-product-summary';
import { toProductSummaries } from '../../../shared/product-data/to-product-summary';
import { ProductLinksDocument } from '../graphql/__generated__/product-links';

/** The kinds of linked products, in the order the page shows them. */
export const LINK_KINDS = ['upsell', 'related', 'crosssell'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * The products linked to the product at `urlKey` (up-sells, related, cross-sells), each as
 * product summaries; empty while loading or when the strips could not be read (the page stays
 * whole without them).
 */
export function useProductLinks(urlKey: string): Record<LinkKind, CardProduct[]> {
  const { data } = useQuery(ProductLinksDocument, {
    variables: { urlKey },
    fetchPolicy: 'cache-and-network',
  });
  const item =
    data?.products?.items?.find((candidate) => candidate?.url_key === urlKey) ??
    data?.products?.items?.[0];
  return {
    upsell: toProductSummaries(item?.upsell_products),
    related: toProductSummaries(item?.related_products),
    crosssell: toProductSummaries(item?.crosssell_products),
  };
}
