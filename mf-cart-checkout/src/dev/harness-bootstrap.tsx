// The cart remote alone (`npm run dev`, http://localhost:3002/en/_harness).
import { renderHarness } from '@dukkan/build/harness';

renderHarness({
  remote: 'cart',
  modules: {
    'cart/CartPage': () => import('../exposes/cart-page'),
    'cart/CheckoutPage': () => import('../exposes/checkout-page'),
    'cart/PlaceOrderPage': () => import('../exposes/place-order-page'),
    'cart/OrderSuccessPage': () => import('../exposes/order-success-page'),
    'cart/OrderErrorPage': () => import('../exposes/order-error-page'),
    'cart/GuestOrderSuccessPage': () => import('../exposes/guest-order-success-page'),
    'cart/AddToCart': () => import('../exposes/add-to-cart'),
    'cart/MiniCart': () => import('../exposes/mini-cart'),
  },
  // AddToCart needs a product from the catalogue; the harness lists it without inventing one.
  fragmentProps: { 'cart/MiniCart': {} },
});
