// Shapes of the answers to this remote's cart documents (the fields CartFields asks for). The
// package has no code generator yet, so they are written down here once, beside the documents.

interface Money {
  value: number | null;
}

export interface ServerCartControl {
  increment_step: number | null;
  min_amount: number | null;
  max_amount: number | null;
  unit: string | null;
}

export interface ServerCartProduct {
  __typename?: string;
  id: number | null;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  only_x_left_in_stock: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  small_image: { url: string | null; label: string | null } | null;
  cart_control: ServerCartControl | null;
  price_range: {
    maximum_price: { regular_price: Money | null; final_price: Money | null } | null;
  };
}

export interface ServerCartItem {
  __typename?: string;
  uid: string;
  numeric_id: number;
  quantity: number;
  note: string | null;
  only_x_left_in_stock: number | null;
  is_invalid_item: boolean;
  section: 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING' | null;
  allow_change_quantity: boolean;
  errors: ({ code: string; message: string } | null)[] | null;
  prices: {
    price: Money;
    row_total_including_tax: Money;
    original_item_price: Money | null;
  } | null;
  product: ServerCartProduct;
  configured_variant?: ServerCartProduct;
  configurable_options?: ({ option_label: string; value_label: string } | null)[];
}

export interface ServerCart {
  __typename?: string;
  id: string;
  total_quantity: number;
  has_invalid_items: boolean;
  prices: {
    subtotal_including_tax: Money | null;
    grand_total: Money | null;
    total_money_saved: Money | null;
    discounts: ({ label: string; code: string | null; amount: Money } | null)[] | null;
  } | null;
  selected_shipping_method: {
    carrier_code: string;
    method_code: string;
    amount: Money;
    electronics_amount: Money | null;
    non_electronics_amount: Money | null;
  } | null;
  items: (ServerCartItem | null)[] | null;
}

export interface UserError {
  code: string;
  message: string;
}

export interface GuestCartData {
  cart: ServerCart | null;
}
export interface CustomerCartData {
  customerCart: ServerCart;
}
export interface CreateCartData {
  createEmptyCart: string | null;
}
export interface AddProductsData {
  addProductsToCart: { cart: ServerCart; user_errors: (UserError | null)[] } | null;
}
export interface AddConfigurableData {
  addConfigurableProductsToCart: { cart: ServerCart } | null;
}
export interface UpdateCartItemsData {
  updateCartItems: { cart: ServerCart; errors: (UserError | null)[] } | null;
}
export interface RemoveCartItemData {
  removeItemFromCart: { cart: ServerCart } | null;
}
export interface MergeCartsData {
  mergeCarts: ServerCart;
}
export interface SetCartItemNoteData {
  setCartItemNote: { cart: ServerCart } | null;
}
