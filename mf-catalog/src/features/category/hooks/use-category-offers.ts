import { useQuery } from '@apollo/client/react';
import { CategoryPageOfferDocument } from '../graphql/__generated__/category-page-offer';
import type { CategoryPageOfferQuery } from '../graphql/__generated__/category-page-offer';

export type CategoryOffer = NonNullable<
  NonNullable<CategoryPageOfferQuery['categoryPageOffer']>[number]
>;

/**
 * The offers of a category page by their sort order. An offer without a title is left out; a
 * failed answer leaves the page without offers (the products are what the page is for).
 */
export function useCategoryOffers(categoryId: number): CategoryOffer[] {
  const { data } = useQuery(CategoryPageOfferDocument, {
    variables: { categoryId },
    skip: !(categoryId > 0),
  });
  return (data?.categoryPageOffer ?? [])
    .flatMap((offer) => (offer?.title ? [offer] : []))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
