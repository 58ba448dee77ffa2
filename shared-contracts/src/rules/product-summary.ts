import { DEFAULT_CART_CONTROL } from '../constants';
import type { ProductSummary } from '../types/domain';
import type { ProductCardFieldsFragment } from '../graphql/__generated__/product-card';
import { effectivePrice, isNewProduct, priceBefore, productStock, productTypeOf } from './catalog';

/**
 * The one mapping from a product answer to the `ProductSummary` that cards, the cart's AddToCart
 * and the comparison read (the catalogue's lists and the search results page both use it): the
 * special price rule, the struck-out regular price, stock by type, the new badge and the quantity
 * rules with their defaults. It reads the contracts' `ProductCardFields` fragment, which every
 * product document spreads.
 */
export function toProductSummary(
  data: ProductCardFieldsFragment,
  now: Date = new Date(),
): ProductSummary {
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
  const control = data.cart_control;
  const step = control?.increment_step;
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
        attributes: (data.attributes ?? []).flatMap((entry) =>
          entry?.key ? [{ key: entry.key, value: entry.value }] : [],
        ),
        new_from_date: data.new_from_date,
        new_to_date: data.new_to_date,
      },
      now,
    ),
    categoryIds: (data.categories ?? []).flatMap((category) =>
      category?.id === null || category?.id === undefined ? [] : [String(category.id)],
    ),
    cartControl: {
      incrementStep: step && step > 0 ? step : DEFAULT_CART_CONTROL.incrementStep,
      minAmount: control?.min_amount ?? DEFAULT_CART_CONTROL.minAmount,
      maxAmount: control?.max_amount ?? DEFAULT_CART_CONTROL.maxAmount,
      unit: control?.unit?.trim() || DEFAULT_CART_CONTROL.unit,
    },
    parentSku: null,
  };
}
