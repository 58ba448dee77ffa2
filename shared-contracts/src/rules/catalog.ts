import { STOCK_FALLBACK } from '../constants';
import type { ProductSummary } from '../types/domain';
import { isWithinWindow, parseServiceDate } from './dates';

/** Product kinds of the catalogue. */
export type ProductType = ProductSummary['type'];

/** Maps a GraphQL `__typename` (`ConfigurableProduct`) or a plain kind to the product type. */
export function productTypeOf(typename: string | null | undefined): ProductType {
  const name = (typename ?? '').toLowerCase();
  if (name.startsWith('configurable')) return 'configurable';
  if (name.startsWith('grouped')) return 'grouped';
  if (name.startsWith('bundle')) return 'bundle';
  return 'simple';
}

/** The price fields the special-price rule reads. */
export interface PricedProduct {
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  /** `price_range.maximum_price.final_price.value`. */
  final_price?: number | null;
}

/**
 * The price to show (commerce spec section 9): the special price when now is between
 * special_from_date and the end of special_to_date's day; with only one of the dates given
 * the special price applies always; otherwise the maximum final price (null when unknown).
 * The service's own window (`specialActive`) is compared with this rule in
 * infra/commerce-service/test/contract-rules.test.ts.
 */
export function effectivePrice(product: PricedProduct, now: Date = new Date()): number | null {
  const special = product.special_price;
  const finalPrice = product.final_price ?? null;
  if (special === null || special === undefined) return finalPrice;
  const from = parseServiceDate(product.special_from_date);
  const to = parseServiceDate(product.special_to_date);
  if (from && to) return isWithinWindow(from, to, now) ? special : finalPrice;
  if (from || to) return special;
  return finalPrice;
}

/**
 * The cart item's special price: only when a special price and a special end date exist and
 * now is inside the window (start optional, end inclusive of its day). Null means the unit
 * price applies.
 */
export function cartItemSpecialPrice(
  product: PricedProduct,
  now: Date = new Date(),
): number | null {
  const special = product.special_price;
  if (special === null || special === undefined) return null;
  const to = parseServiceDate(product.special_to_date);
  if (!to) return null;
  return isWithinWindow(parseServiceDate(product.special_from_date), to, now) ? special : null;
}

/**
 * Stock of a product (commerce spec section 9): configurable, bundle and grouped products
 * whose remaining stock is null count as 10000; otherwise only_x_left_in_stock, or 0.
 */
export function productStock(
  type: ProductType,
  onlyXLeftInStock: number | null | undefined,
): number {
  if (onlyXLeftInStock === null || onlyXLeftInStock === undefined) {
    return type === 'simple' ? 0 : STOCK_FALLBACK;
  }
  return onlyXLeftInStock;
}

/** A product attribute as the service returns it. */
export interface ProductAttribute {
  key: string;
  value: string | null;
}

/**
 * The new badge: attribute is_new equal to Yes, or now inside the new_from_date / new_to_date
 * window.
 */
export function isNewProduct(
  product: {
    attributes?: readonly ProductAttribute[] | null;
    new_from_date?: string | null;
    new_to_date?: string | null;
  },
  now: Date = new Date(),
): boolean {
  const flagged = (product.attributes ?? []).some(
    (attribute) => attribute.key === 'is_new' && attribute.value?.trim().toLowerCase() === 'yes',
  );
  if (flagged) return true;
  return isWithinWindow(
    parseServiceDate(product.new_from_date),
    parseServiceDate(product.new_to_date),
    now,
  );
}

/** The struck-out previous price: the regular price only when it exceeds the price. */
export function priceBefore(
  regularPrice: number | null | undefined,
  price: number | null | undefined,
): number | null {
  if (regularPrice === null || regularPrice === undefined || price === null || price === undefined)
    return null;
  return regularPrice > price ? regularPrice : null;
}

/** Shipment sections of the commerce service. */
export type ShipmentSection = 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';

/** Reads a category `section` value (`ELECTRONICS`, `non_electronics`, `groceries`, ...). */
export function sectionOf(value: string | null | undefined): ShipmentSection | null {
  const normalised = (value ?? '').trim().toUpperCase().replace(/[\s-]/g, '_');
  if (normalised === 'ELECTRONICS') return 'ELECTRONICS';
  if (normalised === 'CLOTHING') return 'CLOTHING';
  if (['NON_ELECTRONICS', 'NONELECTRONICS', 'GROCERIES', 'GROCERY'].includes(normalised))
    return 'NON_ELECTRONICS';
  return null;
}

/** Product view flags from the first category's section (all false without one). */
export function sectionFlags(
  categories: readonly { section?: string | null }[] | null | undefined,
): {
  electronics: boolean;
  groceries: boolean;
  clothing: boolean;
} {
  const section = sectionOf(categories?.[0]?.section);
  return {
    electronics: section === 'ELECTRONICS',
    groceries: section === 'NON_ELECTRONICS',
    clothing: section === 'CLOTHING',
  };
}

/** A cart item's section: the first category's, non-electronics by default. */
export function cartItemSection(
  categories: readonly { section?: string | null }[] | null | undefined,
): ShipmentSection {
  return sectionOf(categories?.[0]?.section) ?? 'NON_ELECTRONICS';
}

/** Order items are grouped as groceries (non-electronics) or electronics and clothing together. */
export function orderItemGroup(section: ShipmentSection): 'groceries' | 'electronicsAndClothing' {
  return section === 'NON_ELECTRONICS' ? 'groceries' : 'electronicsAndClothing';
}

/**
 * An item is invalid when its stock is zero or its quantity exceeds the stock left (for
 * configurable items pass the variant's stock).
 */
export function isInvalidItem(item: { stock: number; quantity: number }): boolean {
  return item.stock <= 0 || item.quantity > item.stock;
}
