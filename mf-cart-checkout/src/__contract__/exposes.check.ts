// Compile-time contract (run by `tsc -p`, the typecheck script): every module of this remote
// is listed, and each exposed default export is assignable to its props type. A missing module
// or a default export with other props fails the type check.
import type { ModuleComponent, ModuleId } from '@dukkan/contracts';
import CartPage from '../exposes/cart-page';
import CheckoutPage from '../exposes/checkout-page';
import PlaceOrderPage from '../exposes/place-order-page';
import OrderSuccessPage from '../exposes/order-success-page';
import OrderErrorPage from '../exposes/order-error-page';
import GuestOrderSuccessPage from '../exposes/guest-order-success-page';
import AddToCart from '../exposes/add-to-cart';
import MiniCart from '../exposes/mini-cart';
import AddGroupToCart from '../exposes/add-group-to-cart';

type CartModuleId = Extract<ModuleId, `cart/${string}`>;

export const exposeChecks: { [K in CartModuleId]: ModuleComponent<K> } = {
  'cart/CartPage': CartPage,
  'cart/CheckoutPage': CheckoutPage,
  'cart/PlaceOrderPage': PlaceOrderPage,
  'cart/OrderSuccessPage': OrderSuccessPage,
  'cart/OrderErrorPage': OrderErrorPage,
  'cart/GuestOrderSuccessPage': GuestOrderSuccessPage,
  'cart/AddToCart': AddToCart,
  'cart/MiniCart': MiniCart,
  'cart/AddGroupToCart': AddGroupToCart,
};
