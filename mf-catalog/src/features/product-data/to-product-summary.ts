import {
  DEFAULT_CART_CONTROL,
  effectivePrice,
  isNewProduct,
  priceBefore,
  productStock,
  productTypeOf,
} from '@dukkan/contracts';
import type { CartControl, ProductAttribute, ProductSummary } from '@dukkan/contracts';
import type { ProductSummaryData } from './types';

function cartControlOf(data: ProductSummaryData['cart_control']): CartControl {
  const step = data?.increment_step;
  return {
    incrementStep: step && step > 0 ? step : DEFAULT_CART_CONTROL.incrementStep,
    minAmount: data?.min_amount ?? DEFAULT_CART_CONTROL.minAmount,
    maxAmount: data?.max_amount ?? DEFAULT_CART_CONTROL.maxAmount,
    unit: data?.unit?.trim() || DEFAULT_CART_CONTROL.unit,
  };
}

function attributesOf(data: ProductSummaryData): ProductAttribute[] {
  return (data.attributes ?? []).flatMap((attribute) =>
    attribute?.key ? [{ key: attribute.key, value: attribute.value }] : [],
  );
}

/**
 * The one mapping from a catalogue product (any document spreading `ProductSummaryFields`) to
 * the `ProductSummary` that cards, the cart's AddToCart and the comparison read: the special
 * price rule, the struck-out regular price, stock by type, the new badge and the quantity rules
 * of the contracts.
 */
export function toProductSummary(data: ProductSummaryData, now: Date = new Date()): ProductSummary {
  const type = productTypeOf(data.__typename);
  const maximum = data.price_range?.maximum_price;
  const price = effectivePrice(
    {
      special_price: data.special_price,
      special_from_date: data.special_from_date,
      special_to_date: data.special_to_date,
      final_price: maximum?.final_price?.value,
    },
    now,
  );
  return {
    id: String(data.id ?? data.sku ?? ''),
    sku: data.sku ?? '',
    name: data.name ?? '',
    urlKey: data.url_key ?? '',
    type,
    imageUrl: data.small_image?.url ?? null,
    price,
    priceBefore: priceBefore(maximum?.regular_price?.value, price),
    stock: productStock(type, data.only_x_left_in_stock),
    isNew: isNewProduct(
      {
        attributes: attributesOf(data),
        new_from_date: data.new_from_date,
        new_to_date: data.new_to_date,
      },
      now,
    ),
    categoryIds: (data.categories ?? []).flatMap((category) =>
      category?.id === null || category?.id === undefined ? [] : [String(category.id)],
    ),
    cartControl: cartControlOf(data.cart_control),
    parentSku: null,
  };
}

/**
 * A chosen variant of a configurable product as the cart adds it: the variant's sku, price,
 * stock, image and quantity rules (falling back to the parent's where the variant has none),
 * `parentSku` naming the parent and type 'configurable'.
 */
export function toVariantSummary(
  parent: ProductSummaryData,
  variant: ProductSummaryData,
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
  items: ReadonlyArray<ProductSummaryData | null> | null | undefined,
  now: Date = new Date(),
): ProductSummary[] {
  return (items ?? []).flatMap((item) => (item ? [toProductSummary(item, now)] : []));
}
