// The client view of a cart (commerce spec section 3, "Cart (client view)" and "Cart item"),
// built from each cart answer; nothing here is invented: absent blocks become null.
import { DEFAULT_CART_CONTROL, isInvalidItem, priceBefore, productStock } from '@dukkan/contracts';
import type { CartControl, ProductCardFieldsFragment, ShipmentSection } from '@dukkan/contracts';
import type { CartFieldsFragment } from './graphql/__generated__/cart-fields';

/** One line of a cart answer (a simple, bundle or configurable cart item). */
export type CartItemFields = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

export interface CartItemView {
  uid: string;
  numericId: number;
  type: 'simple' | 'configurable' | 'bundle';
  /** The variant's name, sku, image and stock for configurable items. */
  name: string;
  sku: string;
  /** The configurable parent's sku, else null. */
  parentSku: string | null;
  /** Url key of the product page (the parent's for a variant). */
  urlKey: string | null;
  image: { src: string; alt: string } | null;
  quantity: number;
  unitPrice: number | null;
  /** Row total, else unit price times quantity. */
  totalPrice: number | null;
  /** Regular price, only when it exceeds the unit price (shown struck out). */
  oldPrice: number | null;
  stock: number;
  cartControl: CartControl;
  configurationOptions: { label: string; value: string }[];
  allowChangeQuantity: boolean;
  isInvalidItem: boolean;
  section: ShipmentSection;
  note: string | null;
}

export interface CartView {
  id: string;
  items: CartItemView[];
  /** Total quantity (weighed goods count their kg). */
  itemCount: number;
  subtotal: number | null;
  grandTotal: number | null;
  discounts: { label: string; amount: number }[];
  totalMoneySaved: number | null;
  /** Null while no shipping method is chosen: shown as "to be calculated". */
  shippingFees: number | null;
  groceryShippingFees: number | null;
  electronicsClothingShippingFees: number | null;
  hasInvalidItems: boolean;
  /** The coupon or e-voucher code applied to the cart, else null. */
  appliedCoupon: string | null;
  /** Reward points spent on the cart and their money value; null when none are applied. */
  appliedRewardPoints: { points: number; money: number } | null;
  /**
   * The customer's store credit on this cart: what it pays (0 when not applied) and the balance;
   * null for guests.
   */
  storeCredit: { applied: number; balance: number } | null;
  /** The store's minimum order amount while the subtotal after discounts is below it, else null. */
  minimumOrderShortfall: number | null;
}

function cartControlOf(raw: ProductCardFieldsFragment['cart_control']): CartControl {
  return {
    incrementStep:
      raw?.increment_step && raw.increment_step > 0
        ? raw.increment_step
        : DEFAULT_CART_CONTROL.incrementStep,
    minAmount: raw?.min_amount ?? DEFAULT_CART_CONTROL.minAmount,
    maxAmount: raw?.max_amount ?? DEFAULT_CART_CONTROL.maxAmount,
    unit: raw?.unit ?? DEFAULT_CART_CONTROL.unit,
  };
}

function typeOf(typename: CartItemFields['__typename']): CartItemView['type'] {
  if (typename === 'ConfigurableCartItem') return 'configurable';
  if (typename === 'BundleCartItem') return 'bundle';
  return 'simple';
}

type BundleOptions = Extract<CartItemFields, { __typename: 'BundleCartItem' }>['bundle_options'];

/** A bundle line's choices: each option's title with its chosen items ("2 × name" above one). */
function bundleChoices(options: BundleOptions): CartItemView['configurationOptions'] {
  return options.flatMap((option) => {
    const values = (option?.values ?? []).flatMap((v) =>
      v ? [v.quantity === 1 ? v.label : `${v.quantity} × ${v.label}`] : [],
    );
    return option && values.length > 0 ? [{ label: option.label, value: values.join(', ') }] : [];
  });
}

function itemView(item: CartItemFields): CartItemView {
  const type = typeOf(item.__typename);
  const parent = item.product;
  const variant = item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null;
  const shown: ProductCardFieldsFragment = variant ?? parent;
  const unitPrice = item.prices?.price.value ?? null;
  const row = item.prices?.row_total_including_tax.value ?? null;
  const regular =
    item.prices?.original_item_price?.value ??
    shown.price_range.maximum_price?.regular_price?.value ??
    null;
  const stock = item.only_x_left_in_stock ?? productStock(type, shown.only_x_left_in_stock);
  const image = shown.small_image?.url ?? parent.small_image?.url ?? null;
  const name = shown.name ?? parent.name ?? '';
  return {
    uid: item.uid,
    numericId: item.numeric_id,
    type,
    name,
    sku: shown.sku ?? parent.sku ?? '',
    parentSku: variant ? parent.sku : null,
    urlKey: parent.url_key,
    image: image ? { src: image, alt: shown.small_image?.label || name } : null,
    quantity: item.quantity,
    unitPrice,
    totalPrice: row ?? (unitPrice === null ? null : unitPrice * item.quantity),
    oldPrice: priceBefore(regular, unitPrice),
    stock,
    cartControl: cartControlOf(shown.cart_control ?? parent.cart_control),
    configurationOptions:
      item.__typename === 'BundleCartItem'
        ? bundleChoices(item.bundle_options)
        : (item.__typename === 'ConfigurableCartItem' ? item.configurable_options : []).flatMap(
            (o) => (o ? [{ label: o.option_label, value: o.value_label }] : []),
          ),
    allowChangeQuantity: item.allow_change_quantity && type !== 'bundle',
    isInvalidItem: item.is_invalid_item || isInvalidItem({ stock, quantity: item.quantity }),
    section: item.section ?? 'NON_ELECTRONICS',
    note: item.note,
  };
}

/** The client cart of one cart answer. */
export function toCartView(cart: CartFieldsFragment): CartView {
  const items = (cart.items ?? []).flatMap((item) => (item ? [itemView(item)] : []));
  const method = cart.selected_shipping_method;
  return {
    id: cart.id,
    items,
    itemCount: cart.total_quantity,
    subtotal: cart.prices?.subtotal_including_tax?.value ?? null,
    grandTotal: cart.prices?.grand_total?.value ?? null,
    discounts: (cart.prices?.discounts ?? []).flatMap((d) =>
      d ? [{ label: d.label, amount: d.amount.value ?? 0 }] : [],
    ),
    totalMoneySaved: cart.prices?.total_money_saved?.value ?? null,
    shippingFees: method?.amount.value ?? null,
    groceryShippingFees: method?.non_electronics_amount?.value ?? null,
    electronicsClothingShippingFees: method?.electronics_amount?.value ?? null,
    hasInvalidItems: cart.has_invalid_items || items.some((i) => i.isInvalidItem),
    appliedCoupon: cart.applied_coupons?.find((c) => c?.code)?.code ?? null,
    appliedRewardPoints:
      cart.applied_reward_points && (cart.applied_reward_points.points ?? 0) > 0
        ? {
            points: cart.applied_reward_points.points ?? 0,
            money: cart.applied_reward_points.money?.value ?? 0,
          }
        : null,
    storeCredit: cart.applied_store_credit
      ? {
          applied: cart.applied_store_credit.applied_balance?.value ?? 0,
          balance: cart.applied_store_credit.current_balance?.value ?? 0,
        }
      : null,
    minimumOrderShortfall:
      cart.minimum_order_amount?.is_reached === false
        ? (cart.minimum_order_amount.amount?.value ?? null)
        : null,
  };
}

/** Quantity of a sku in the cart (0 when absent). */
export function quantityOfSku(cart: CartView | null, sku: string): number {
  return cart?.items.find((item) => item.sku === sku)?.quantity ?? 0;
}
