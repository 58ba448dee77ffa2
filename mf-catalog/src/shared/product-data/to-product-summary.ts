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

/** Maps a list answer, dropping null entries the service may return. */
export function toProductSummaries(
  items: ReadonlyArray<ProductCardFieldsFragment | null> | null | undefined,
  now: Date = new Date(),
): ProductSummary[] {
  return (items ?? []).flatMap((item) => (item ? [toProductSummary(item, now)] : []));
}
