/**
 * The cart as the order domain places it. `placeOrder` (order domain) calls these inside its own
 * transaction:
 *
 *   const checkout = await loadCheckoutCart(trx, { cartId, customerId, now });   // locks the cart row
 *   ...check checkout.shippingMethod, payment, checkout.meetsMinimumOrderAmount, take stock...
 *   if (checkout.deliverySchedule) await reserveDeliverySlot(trx, { ...checkout.deliverySchedule, now });
 *   if (!(await deactivateCart(trx, cartId))) throw cartNotActive();
 *
 * Every amount comes from `cartState`, the same computation the `cart` query answers with, so the
 * order always equals what the shopper saw. Signatures here are kept stable for the order domain.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cartForUser } from './access';
import type { DiscountLine } from './coupon-rules';
import type { CartRow, Section } from './model';
import type { PricedItem } from './priced-items';
import { cartState, type CartState, type CartTotals } from './state';
import type { CartAddressJson } from './tables';

export { reserveDeliverySlot, releaseDeliverySlot } from './delivery';
export { cartNotActive, cartNotFound, cartNotOwned } from './errors';

export interface CheckoutItem {
  /** cart_items.id */
  itemId: number;
  /** The product whose stock is taken: the simple product, the configurable's variant, or the bundle. */
  productId: number;
  /** The configurable parent of a variant; null otherwise. */
  parentId: number | null;
  productType: 'simple' | 'configurable' | 'grouped' | 'bundle';
  /** SKU, names and url key of what the shopper chose (the variant's sku; the parent's url key for a variant). */
  sku: string;
  name: string;
  nameAr: string;
  urlKey: string;
  /** `/media/catalog/product/<sku>.svg` */
  imageUrl: string;
  qty: number;
  /** Final unit price at the cart's source, tax included. */
  unitPrice: number;
  /** Regular unit price at the cart's source (before the special price). */
  regularPrice: number;
  rowTotal: number;
  /** The first category's section of the product (default NON_ELECTRONICS). */
  section: Section;
  /** The cart's stock source: take this line's stock there. */
  sourceCode: string;
  /** Stock left at the source when loaded (a bundle: its scarcest part). */
  stockLeft: number;
  /** For bundles: the parts whose stock is taken, `qty` per one bundle. */
  bundleParts: Array<{ productId: number; sku: string; name: string; nameAr: string; qty: number }>;
  /** Variant attributes or bundle choices. */
  options: Array<{ label: string; labelAr: string; value: string; valueAr: string }>;
  /** The shopper's note on the line (item note). */
  note: string | null;
  /** INSUFFICIENT_STOCK or NOT_SALABLE when the line cannot be ordered as it is. */
  errors: Array<{ code: 'INSUFFICIENT_STOCK' | 'NOT_SALABLE'; en: string; ar: string }>;
}

export interface CheckoutCart {
  cart: {
    id: number;
    maskedId: string;
    customerId: number | null;
    sourceCode: string;
    isActive: boolean;
  };
  /** The customer's e-mail, or the guest e-mail set on the cart (null when a guest set none). */
  email: string | null;
  items: CheckoutItem[];
  totals: CartTotals;
  /** The applied coupon or e-voucher: `evoucherId` set when it is one of the customer's e-vouchers (to mark redeemed). */
  coupon: {
    code: string;
    couponId: number | null;
    evoucherId: number | null;
    discount: DiscountLine;
  } | null;
  /** Null when none is selected, or the selected one no longer applies (e.g. express after its cut-off). */
  shippingMethod: {
    carrierCode: string;
    methodCode: string;
    title: string;
    titleAr: string;
    amount: number;
    electronicsAmount: number;
    nonElectronicsAmount: number;
    /** Delivery days and cut-off time (HH:MM, null without one) the method promises. */
    minDays: number;
    maxDays: number;
    cutoffTime: string | null;
  } | null;
  shippingAddress: CartAddressJson | null;
  billingAddress: CartAddressJson | null;
  /** Chosen delivery day (local Cairo YYYY-MM-DD), interval and district; times HH:MM. */
  deliverySchedule: {
    day: string;
    intervalId: number;
    districtId: number;
    from: string;
    to: string;
  } | null;
  /** The pickup store when the cart is a store pickup. */
  storePickup: { storeId: number; code: string; name: string; nameAr: string } | null;
  /** 'Web' unless the cart was given another platform's source. */
  orderSource: string;
  minimumOrderAmount: number;
  /** Subtotal after discounts reaches the store's minimum order amount. */
  meetsMinimumOrderAmount: boolean;
}

/**
 * Loads and prices the cart `cartId` (masked id) for `customerId` (null: guest), with the same
 * checks and messages as every cart operation (not found, another's cart, inactive). With
 * `forUpdate` (default true) the cart row stays locked until the caller's transaction ends, so
 * the same cart placed twice at once is placed once.
 */
export async function loadCheckoutCart(
  db: Kysely<Database>,
  opts: { cartId: string; customerId: number | null; now: Date; forUpdate?: boolean },
): Promise<CheckoutCart> {
  const cart = await cartForUser(db, opts.cartId, opts.customerId, {
    forUpdate: opts.forUpdate ?? true,
  });
  const state = await cartState({ db, now: opts.now }, cart);
  const afterDiscount = state.totals.subtotalInclTax - state.totals.discountTotal;
  return {
    cart: {
      id: cart.id,
      maskedId: cart.masked_id,
      customerId: cart.customer_id,
      sourceCode: cart.source_code,
      isActive: cart.is_active,
    },
    email: await cartEmail(db, cart),
    items: state.items.map((item) => checkoutItem(item, cart.source_code)),
    totals: state.totals,
    coupon: checkoutCoupon(state.coupon),
    shippingMethod: checkoutShippingMethod(state.selectedMethod),
    shippingAddress: cart.shipping_address ?? null,
    billingAddress: cart.billing_same_as_shipping
      ? (cart.shipping_address ?? null)
      : (cart.billing_address ?? null),
    deliverySchedule: await deliveryScheduleOf(db, cart),
    storePickup: await storePickupOf(db, cart),
    orderSource: cart.order_source ?? 'Web',
    minimumOrderAmount: state.settings.minimumOrderAmount,
    meetsMinimumOrderAmount: afterDiscount + 1e-9 >= state.settings.minimumOrderAmount,
  };
}

/** The customer's e-mail, or the guest e-mail set on the cart (null when a guest set none). */
export async function cartEmail(db: Kysely<Database>, cart: CartRow): Promise<string | null> {
  if (cart.customer_id === null) return cart.guest_email;
  const customer = await db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', cart.customer_id)
    .executeTakeFirst();
  return customer?.email ?? null;
}

/** The chosen day, interval and district with the interval's times; null until all are chosen. */
async function deliveryScheduleOf(
  db: Kysely<Database>,
  cart: CartRow,
): Promise<CheckoutCart['deliverySchedule']> {
  if (!cart.delivery_day || cart.delivery_interval_id === null) return null;
  if (cart.delivery_district_id === null) return null;
  const interval = await db
    .selectFrom('delivery_intervals')
    .select(['from_time', 'to_time'])
    .where('id', '=', cart.delivery_interval_id)
    .executeTakeFirst();
  if (!interval) return null;
  return {
    day: cart.delivery_day,
    intervalId: cart.delivery_interval_id,
    districtId: cart.delivery_district_id,
    from: interval.from_time,
    to: interval.to_time,
  };
}

async function storePickupOf(
  db: Kysely<Database>,
  cart: CartRow,
): Promise<CheckoutCart['storePickup']> {
  if (cart.store_pickup_id === null) return null;
  const store = await db
    .selectFrom('stores')
    .select(['id', 'code', 'name', 'name_ar'])
    .where('id', '=', cart.store_pickup_id)
    .executeTakeFirst();
  if (!store) return null;
  return { storeId: store.id, code: store.code, name: store.name, nameAr: store.name_ar };
}

/** One priced line as the order copies it: a variant shows its own name under the parent's key. */
function checkoutItem(item: PricedItem, sourceCode: string): CheckoutItem {
  return {
    itemId: item.id,
    productId: item.product.id,
    parentId: item.parent?.id ?? null,
    productType: item.shown.type,
    sku: item.product.sku,
    name: item.parent ? item.product.name : item.shown.name,
    nameAr: item.parent ? item.product.name_ar : item.shown.name_ar,
    urlKey: item.shown.url_key,
    imageUrl: `/media/catalog/product/${encodeURIComponent(item.product.sku)}.svg`,
    qty: item.qty,
    unitPrice: item.unitPrice,
    regularPrice: item.regularPrice,
    rowTotal: item.rowTotal,
    section: item.section,
    sourceCode,
    stockLeft: item.stock,
    bundleParts: item.bundleOptions.map((option) => ({
      productId: option.product.id,
      sku: option.product.sku,
      name: option.product.name,
      nameAr: option.product.name_ar,
      qty: option.qty,
    })),
    options: item.options,
    note: item.note,
    errors: item.errors,
  };
}

function checkoutCoupon(coupon: CartState['coupon']): CheckoutCart['coupon'] {
  if (!coupon) return null;
  return {
    code: coupon.line.code,
    couponId: coupon.couponId,
    evoucherId: coupon.evoucherId,
    discount: coupon.line,
  };
}

function checkoutShippingMethod(
  method: CartState['selectedMethod'],
): CheckoutCart['shippingMethod'] {
  if (!method) return null;
  return {
    carrierCode: method.carrierCode,
    methodCode: method.methodCode,
    title: method.methodTitle.en,
    titleAr: method.methodTitle.ar,
    amount: method.electronicsAmount + method.nonElectronicsAmount,
    electronicsAmount: method.electronicsAmount,
    nonElectronicsAmount: method.nonElectronicsAmount,
    minDays: method.minDays,
    maxDays: method.maxDays,
    cutoffTime: method.cutoffTime,
  };
}

/**
 * Deactivates the cart `cartId` (masked id) once its order is placed. Guarded: returns false when
 * the cart was already inactive, so of two racing placements only one goes on.
 */
export async function deactivateCart(db: Kysely<Database>, cartId: string): Promise<boolean> {
  const rows = await db
    .updateTable('carts')
    .set({ is_active: false, updated_at: new Date() })
    .where('masked_id', '=', cartId)
    .where('is_active', '=', true)
    .returning('id')
    .execute();
  return rows.length > 0;
}
