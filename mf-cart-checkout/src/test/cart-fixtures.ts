// Cart answers as the commerce service gives them, typed by the generated documents, for the
// tests of AddToCart, MiniCart and CartPage (the network itself is `fakeGraphQL` of
// @dukkan/build). Products are the shared `productCard` fixture.
import { graphqlError } from '@dukkan/build/testing/graphql';
import { money, priceRange, productCard } from '@dukkan/build/testing/fixtures';
import type { CartItemFields } from '../shared/cart/cart-view';
import type { CartFieldsFragment } from '../shared/cart/graphql/__generated__/cart-fields';
import type { AddConfigurableProductsToCartMutation } from '../shared/cart/graphql/__generated__/add-configurable-products-to-cart';
import type { AddProductsToCartMutation } from '../shared/cart/graphql/__generated__/add-products-to-cart';
import type { CreateCartMutation } from '../shared/cart/graphql/__generated__/create-cart';
import type { CustomerCartQuery } from '../shared/cart/graphql/__generated__/customer-cart';
import type { GuestCartQuery } from '../shared/cart/graphql/__generated__/guest-cart';
import type { MergeCartsMutation } from '../shared/cart/graphql/__generated__/merge-carts';
import type { RemoveCartItemMutation } from '../shared/cart/graphql/__generated__/remove-cart-item';
import type { SetCartItemNoteMutation } from '../shared/cart/graphql/__generated__/set-cart-item-note';
import type { UpdateCartItemsMutation } from '../shared/cart/graphql/__generated__/update-cart-items';

export interface ItemSpec {
  id?: number;
  sku: string;
  name: string;
  quantity: number;
  price?: number;
  regular?: number;
  stock?: number;
  step?: number;
  min?: number;
  max?: number | null;
  unit?: string | null;
  section?: 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
  variant?: { sku: string; name: string; stock: number; options: [string, string][] };
  urlKey?: string;
}

type CartProduct = CartItemFields['product'];

function product(
  id: number,
  sku: string,
  name: string,
  spec: ItemSpec,
  stock: number,
  typename: CartProduct['__typename'],
): CartProduct {
  return productCard({
    __typename: typename,
    id,
    uid: `p-${id}`,
    sku,
    name,
    url_key: spec.urlKey ?? sku.toLowerCase(),
    only_x_left_in_stock: stock,
    small_image: { __typename: 'ProductImage', url: `/media/${sku}.jpg`, label: name },
    cart_control: {
      __typename: 'CartControl',
      increment_step: spec.step ?? 1,
      min_amount: spec.min ?? 1,
      max_amount: spec.max === undefined ? 20 : spec.max,
      unit: spec.unit ?? null,
    },
    price_range: priceRange(spec.price ?? 10, spec.regular ?? spec.price ?? 10),
  });
}

/** One cart line (a ConfigurableCartItem when `variant` is given). */
export function makeItem(spec: ItemSpec): CartItemFields {
  const id =
    spec.id ?? Math.abs([...spec.sku].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 100000);
  const price = spec.price ?? 10;
  const stock = spec.variant?.stock ?? spec.stock ?? 50;
  const line = {
    uid: `item-${id}`,
    numeric_id: id,
    quantity: spec.quantity,
    note: null,
    only_x_left_in_stock: stock,
    is_invalid_item: stock <= 0 || spec.quantity > stock,
    section: spec.section ?? 'NON_ELECTRONICS',
    allow_change_quantity: true,
    errors: [],
    prices: {
      __typename: 'CartItemPrices' as const,
      price: money(price),
      row_total_including_tax: money(Number((price * spec.quantity).toFixed(2))),
      original_item_price: money(spec.regular ?? price),
    },
  };
  const { variant } = spec;
  if (!variant) {
    return {
      __typename: 'SimpleCartItem',
      ...line,
      product: product(id, spec.sku, spec.name, spec, spec.stock ?? 50, 'SimpleProduct'),
    };
  }
  return {
    __typename: 'ConfigurableCartItem',
    ...line,
    product: product(id, spec.sku, spec.name, spec, spec.stock ?? 50, 'ConfigurableProduct'),
    configured_variant: product(
      id + 1000,
      variant.sku,
      variant.name,
      spec,
      variant.stock,
      'SimpleProduct',
    ),
    configurable_options: variant.options.map(([option_label, value_label]) => ({
      __typename: 'SelectedConfigurableOption',
      option_label,
      value_label,
    })),
  };
}

/** A cart answer (`...CartFields`) with its lines; totals are the sum of the rows. */
export function makeCart(
  id: string,
  items: ItemSpec[] = [],
  extra: Partial<CartFieldsFragment> = {},
): CartFieldsFragment {
  const built = items.map(makeItem);
  const subtotal = Number(
    built.reduce((s, i) => s + (i.prices?.row_total_including_tax.value ?? 0), 0).toFixed(2),
  );
  return {
    __typename: 'Cart',
    id,
    source_code: 'default',
    total_quantity: Number(items.reduce((s, i) => s + i.quantity, 0).toFixed(4)),
    has_invalid_items: built.some((i) => i.is_invalid_item),
    applied_coupons: [],
    applied_reward_points: null,
    applied_store_credit: null,
    minimum_order_amount: {
      __typename: 'MinimumOrderAmount',
      is_reached: true,
      amount: money(0),
    },
    prices: {
      __typename: 'CartPrices',
      subtotal_including_tax: money(subtotal),
      grand_total: money(subtotal),
      total_money_saved: money(0),
      discounts: [],
    },
    selected_shipping_method: null,
    items: built,
    ...extra,
  };
}

type AddProblem = NonNullable<
  NonNullable<AddProductsToCartMutation['addProductsToCart']>['user_errors'][number]
>;
type UpdateProblem = NonNullable<
  NonNullable<UpdateCartItemsMutation['updateCartItems']>['errors'][number]
>;

/** The `data` of each cart operation, as the service answers it. */
export const cartAnswer = {
  createCart: (id: string): CreateCartMutation => ({
    __typename: 'Mutation',
    createEmptyCart: id,
  }),
  guestCart: (cart: CartFieldsFragment | null): GuestCartQuery => ({ __typename: 'Query', cart }),
  customerCart: (cart: CartFieldsFragment): CustomerCartQuery => ({
    __typename: 'Query',
    customerCart: cart,
  }),
  addProducts: (
    cart: CartFieldsFragment,
    userErrors: Omit<AddProblem, '__typename'>[] = [],
  ): AddProductsToCartMutation => ({
    __typename: 'Mutation',
    addProductsToCart: {
      __typename: 'AddProductsToCartOutput',
      cart,
      user_errors: userErrors.map((e) => ({ __typename: 'CartUserInputError', ...e })),
    },
  }),
  addConfigurable: (cart: CartFieldsFragment): AddConfigurableProductsToCartMutation => ({
    __typename: 'Mutation',
    addConfigurableProductsToCart: { __typename: 'AddConfigurableProductsToCartOutput', cart },
  }),
  updateItems: (
    cart: CartFieldsFragment,
    errors: Omit<UpdateProblem, '__typename'>[] = [],
  ): UpdateCartItemsMutation => ({
    __typename: 'Mutation',
    updateCartItems: {
      __typename: 'UpdateCartItemsOutput',
      cart,
      errors: errors.map((e) => ({ __typename: 'CartItemError', ...e })),
    },
  }),
  removeItem: (cart: CartFieldsFragment): RemoveCartItemMutation => ({
    __typename: 'Mutation',
    removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart },
  }),
  setNote: (cart: CartFieldsFragment): SetCartItemNoteMutation => ({
    __typename: 'Mutation',
    setCartItemNote: { __typename: 'SetCartItemNoteOutput', cart },
  }),
  mergeCarts: (cart: CartFieldsFragment): MergeCartsMutation => ({
    __typename: 'Mutation',
    mergeCarts: cart,
  }),
};

/** A GraphQL error answer of an input problem, as the cart resolvers word it. */
export function inputError(message: string, code?: string) {
  return graphqlError(message, { category: 'graphql-input', ...(code ? { code } : {}) });
}

/** A chosen shipping method with its fee split by section (groceries, electronics/clothing). */
export function shippingMethod(
  fee: number,
  electronics: number | null,
  groceries: number | null,
): NonNullable<CartFieldsFragment['selected_shipping_method']> {
  return {
    __typename: 'SelectedShippingMethod',
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    amount: money(fee),
    electronics_amount: electronics === null ? null : money(electronics),
    non_electronics_amount: groceries === null ? null : money(groceries),
  };
}
