/**
 * The `Cart` GraphQL object of a cart state, in the request's language. Built in one go from
 * `cartState`, so every field of one answer comes from the same computation.
 */
import type { GqlContext } from '../../graphql/context';
import { storeLocations } from '../site/resolvers';
import { bundleUid } from './item-lines';
import { cartEmail } from './checkout';
import { CURRENCY, round2, round3, type CartRow } from './model';
import type { PricedItem } from './priced-items';
import { CARRIERS, type ShippingMethodOption } from './shipping-rates';
import type { CartState, CartTotals } from './state';
import type { CartAddressJson } from './tables';

export const money = (value: number) => ({ value: round2(value), currency: CURRENCY });

type CartItemTypeName = 'SimpleCartItem' | 'ConfigurableCartItem' | 'BundleCartItem';

const TYPE_NAMES: Record<string, CartItemTypeName> = {
  simple: 'SimpleCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
};

function itemView(ctx: GqlContext, i: PricedItem) {
  const ar = ctx.locale === 'ar';
  const typename: CartItemTypeName = i.parent
    ? 'ConfigurableCartItem'
    : (TYPE_NAMES[i.product.type] ?? 'SimpleCartItem');
  return {
    __typename: typename,
    uid: i.uid,
    id: String(i.id),
    numeric_id: i.id,
    quantity: i.qty,
    product: i.shown,
    configured_variant: i.product,
    configurable_options: i.parent
      ? i.options.map((o) => ({
          option_label: ar ? o.labelAr : o.label,
          value_label: ar ? o.valueAr : o.value,
        }))
      : [],
    bundle_options: i.bundleOptions.map((o) => ({
      id: o.option_id,
      uid: Buffer.from(`bundle/${o.option_id}`).toString('base64'),
      label: ar ? o.titleAr : o.title,
      type: o.type,
      values: [
        {
          id: o.selection_id,
          uid: bundleUid(o.option_id, o.selection_id, o.qty),
          label: ar ? o.product.name_ar : o.product.name,
          quantity: o.qty,
          price: o.price,
        },
      ],
    })),
    prices: {
      price: money(i.unitPrice),
      price_including_tax: money(i.unitPrice),
      row_total: money(i.rowTotal),
      row_total_including_tax: money(i.rowTotal),
      original_item_price: money(i.regularPrice),
      original_row_total: money(i.regularPrice * i.qty),
    },
    errors: i.errors.map((e) => ({ code: e.code, message: ar ? e.ar : e.en })),
    only_x_left_in_stock: i.stock,
    is_invalid_item: i.errors.length > 0,
    note: i.note,
    section: i.section,
    allow_change_quantity: i.product.type !== 'bundle',
  };
}

function methodView(ctx: GqlContext, m: ShippingMethodOption) {
  const ar = ctx.locale === 'ar';
  return {
    available: m.available,
    amount: money(m.amount),
    carrier_code: m.carrierCode,
    carrier_title: ar ? m.carrierTitle.ar : m.carrierTitle.en,
    method_code: m.methodCode,
    method_title: ar ? m.methodTitle.ar : m.methodTitle.en,
    is_after_cutoff_time: m.isAfterCutoffTime,
    min_days: m.minDays,
    max_days: m.maxDays,
    cutoff_time: m.cutoffTime,
    min_subtotal_for_free_shipping: m.minSubtotalForFreeShipping,
    electronics_amount: money(m.electronicsAmount),
    non_electronics_amount: money(m.nonElectronicsAmount),
  };
}

function selectedView(ctx: GqlContext, m: ShippingMethodOption | null) {
  if (!m) return null;
  const ar = ctx.locale === 'ar';
  return {
    amount: money(m.electronicsAmount + m.nonElectronicsAmount),
    electronics_amount: money(m.electronicsAmount),
    non_electronics_amount: money(m.nonElectronicsAmount),
    carrier_code: m.carrierCode,
    carrier_title: ar ? m.carrierTitle.ar : m.carrierTitle.en,
    method_code: m.methodCode,
    method_title: ar ? m.methodTitle.ar : m.methodTitle.en,
  };
}

function addressView(ctx: GqlContext, a: CartAddressJson) {
  const ar = ctx.locale === 'ar';
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city ? (ar ? a.city.name_ar : a.city.name) : null,
    city_info: a.city
      ? { id: a.city.id, code: a.city.code, name: ar ? a.city.name_ar : a.city.name }
      : null,
    district: a.district
      ? {
          id: a.district.id,
          code: a.district.code,
          name: ar ? a.district.name_ar : a.district.name,
        }
      : null,
    region: { code: a.region_code, label: ar ? a.region_ar : a.region, region_id: a.region_id },
    postcode: a.postcode,
    country: { code: a.country_code, label: ar ? 'مصر' : 'Egypt' },
    telephone: a.telephone,
    building: a.building,
    floor: a.floor,
    apartment: a.apartment,
    landmark: a.landmark,
    title: a.title,
    customer_address_id: a.customer_address_id,
    is_store_pickup: a.is_store_pickup,
  };
}

/** The Cart object of a computed state. */
/** The parent `Cart` object other domains resolve fields on (the order domain: payment methods). */
export type CartView = Awaited<ReturnType<typeof cartView>>;

export async function cartView(ctx: GqlContext, state: CartState) {
  const { cart, totals } = state;
  const email = await cartEmail(ctx.db, cart);
  const schedule = await scheduleView(ctx, cart);
  const storeLocation = await storeLocationView(ctx, cart);
  const methods = methodsView(ctx, state);
  const selected = selectedView(ctx, state.selectedMethod);
  const shipping = cart.shipping_address
    ? [
        {
          ...addressView(ctx, cart.shipping_address),
          available_shipping_methods: methods,
          selected_shipping_method: selected,
        },
      ]
    : [];
  const billingJson = cart.billing_same_as_shipping ? cart.shipping_address : cart.billing_address;
  const coupon = state.coupon ? { code: state.coupon.line.code } : null;
  return {
    id: cart.masked_id,
    email,
    is_virtual: false,
    total_quantity: round3(state.items.reduce((s, i) => s + i.qty, 0)),
    items: state.items.map((i) => itemView(ctx, i)),
    prices: pricesView(ctx, totals),
    applied_coupons: coupon ? [coupon] : null,
    applied_coupon: coupon,
    shipping_addresses: shipping,
    billing_address: billingJson ? addressView(ctx, billingJson) : null,
    available_shipping_methods: methods,
    selected_shipping_method: selected,
    applied_reward_points:
      totals.points > 0 ? { points: totals.points, money: money(totals.pointsMoney) } : null,
    applied_store_credit: storeCreditView(cart, totals),
    store_location: storeLocation,
    delivery_schedule: schedule,
    order_source: cart.order_source,
    source_code: cart.source_code,
    has_invalid_items: state.items.some((i) => i.errors.length > 0),
    minimum_order_amount: {
      amount: money(state.settings.minimumOrderAmount),
      is_reached:
        totals.subtotalInclTax - totals.discountTotal + 1e-9 >= state.settings.minimumOrderAmount,
    },
  };
}

/** The chosen delivery day and interval with its times, once day, interval and district are set. */
async function scheduleView(ctx: GqlContext, cart: CartRow) {
  if (!cart.delivery_day || cart.delivery_interval_id === null) return null;
  if (cart.delivery_district_id === null) return null;
  const interval = await ctx.db
    .selectFrom('delivery_intervals')
    .select(['from_time', 'to_time'])
    .where('id', '=', cart.delivery_interval_id)
    .executeTakeFirst();
  return {
    day: cart.delivery_day,
    time: cart.delivery_interval_id,
    from: interval?.from_time ?? null,
    to: interval?.to_time ?? null,
    district_id: cart.delivery_district_id,
  };
}

/** The pickup store as the store locator shows it; null for a delivery cart. */
async function storeLocationView(ctx: GqlContext, cart: CartRow) {
  if (cart.store_pickup_id === null) return null;
  const store = await ctx.db
    .selectFrom('stores')
    .select('code')
    .where('id', '=', cart.store_pickup_id)
    .executeTakeFirst();
  if (!store) return null;
  return (await storeLocations(ctx, { codes: [store.code] }))[0] ?? null;
}

// A pickup cart offers only the pickup method; a delivery cart lists pickup too (the storefront hides it).
function methodsView(ctx: GqlContext, { cart, methods }: CartState) {
  return methods
    .filter((m) =>
      cart.store_pickup_id !== null ? m.carrierCode === CARRIERS.pickup.carrier : true,
    )
    .map((m) => methodView(ctx, m));
}

function pricesView(ctx: GqlContext, totals: CartTotals) {
  const ar = ctx.locale === 'ar';
  return {
    subtotal_including_tax: money(totals.subtotalInclTax),
    discounts: totals.discounts.map((d) => ({
      amount: money(d.amount),
      label: ar ? d.labelAr : d.label,
      code: d.code,
    })),
    shipping_including_tax: money(totals.shippingTotal),
    grand_total: money(totals.grandTotal),
    total_money_saved: money(totals.totalMoneySaved),
  };
}

/** A customer's store credit; a guest has none. */
function storeCreditView(cart: CartRow, totals: CartTotals) {
  if (cart.customer_id === null) return null;
  return {
    applied_balance: money(totals.storeCreditApplied),
    current_balance: money(totals.storeCreditBalance),
    enabled: true,
  };
}
