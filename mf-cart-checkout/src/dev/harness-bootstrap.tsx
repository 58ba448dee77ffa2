// The cart remote alone (`npm run dev`, http://localhost:3002/en/_harness).
import { renderHarness } from '@dukkan/build/harness';
import { loadHarnessProduct } from './harness-product';

const query = new URLSearchParams(window.location.search);
// AddToCart gets a real product of the service (`?sku=..&source=..`), as a product card would.
const product = await loadHarnessProduct(
  query.get('sku') ?? 'DK-000006',
  query.get('source') ?? 'default',
).catch(() => null);

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
  fragmentProps: { 'cart/MiniCart': {}, ...(product ? { 'cart/AddToCart': { product } } : {}) },
});
