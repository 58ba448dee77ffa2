import { productStock, toProductSummary } from '@dukkan/contracts';
import type { ProductCardFieldsFragment, ProductSummary } from '@dukkan/contracts';

// The mapping itself is the contracts' (the search results page uses it too).
export { toProductSummary };

/**
 * A chosen variant of a configurable product as the cart adds it: the variant's sku, price,
 * stock, image and quantity rules (falling back to the parent's where the variant has none),
 * `parentSku` naming the parent and type 'configurable'.
 */
export function toVariantSummary(
  parent: ProductCardFieldsFragment,
  variant: ProductCardFieldsFragment,
  now: Date = new Date(),
): ProductSummary {
  const parentSummary = toProductSummary(parent, now);
  const variantSummary = toProductSummary(variant, now);
  return {
    ...variantSummary,
    type: 'configurable',
    stock: productStock('simple', variant.only_x_left_in_stock),
    imageUrl: variantSummary.imageUrl ?? parentSummary.imageUrl,
    categoryIds:
      variantSummary.categoryIds.length > 0
        ? variantSummary.categoryIds
        : parentSummary.categoryIds,
    cartControl: variant.cart_control ? variantSummary.cartControl : parentSummary.cartControl,
    isNew: variantSummary.isNew || parentSummary.isNew,
    parentSku: parentSummary.sku,
  };
}

/** A product's reviews as the service sums them up: rating_summary is a percentage. */
export interface RatingValue {
  summary: number;
  count: number;
}

/**
 * A product on a card of this remote: the contracts' summary and, where the list asked for
 * them, its reviews (other teams mount the card with a plain summary, shown without rating).
 */
export interface CardProduct extends ProductSummary {
  rating?: RatingValue | null;
}

/** A list item: the card's fields and, when the document selected them, the reviews. */
type ListItem = ProductCardFieldsFragment & {
  rating_summary?: number | null;
  review_count?: number | null;
};

/** The reviews of a product, or null when it has none yet. */
export function ratingOf(item: {
  rating_summary?: number | null;
  review_count?: number | null;
}): RatingValue | null {
  const summary = item.rating_summary ?? 0;
  const count = item.review_count ?? 0;
  return summary > 0 && count > 0 ? { summary, count } : null;
}

/** Maps a list answer, dropping null entries the service may return. */
export function toProductSummaries(
  items: ReadonlyArray<ListItem | null> | null | undefined,
  now: Date = new Date(),
): CardProduct[] {
  return (items ?? []).flatMap((item) =>
    item ? [{ ...toProductSummary(item, now), rating: ratingOf(item) }] : [],
  );
}
