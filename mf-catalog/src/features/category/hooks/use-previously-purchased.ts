import { useQuery } from '@apollo/client/react';
import { PAGING, useShell } from '@dukkan/contracts';
import { toProductSummaries } from '../../../shared/product-data/to-product-summary';
import type { CardProduct } from '../../../shared/product-data/to-product-summary';
import { PreviouslyPurchasedProductsDocument } from '../graphql/__generated__/previously-purchased';

/**
 * The signed-in customer's previously purchased products in a category (page 1, 12 of them),
 * read fresh from the network; nothing for a guest, who has no purchases to show, and nothing
 * while loading or after a failure.
 */
export function usePreviouslyPurchased(categoryId: number): CardProduct[] {
  const { session } = useShell();
  const { data } = useQuery(PreviouslyPurchasedProductsDocument, {
    variables: { categoryId, pageSize: PAGING.previouslyPurchasedPageSize },
    skip: !session.isLoggedIn || !(categoryId > 0),
    fetchPolicy: 'network-only',
  });
  if (!session.isLoggedIn) return [];
  return toProductSummaries(data?.previouslyPurchasedProducts?.items);
}
