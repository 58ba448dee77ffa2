// Module Federation exposes of the cart remote: one entry per `cart/*` module of the
// contracts module map. src/__tests__/contract.test.ts checks this equals exposesOf('cart').
module.exports = {
  './CartPage': './src/exposes/cart-page.tsx',
  './CheckoutPage': './src/exposes/checkout-page.tsx',
  './PlaceOrderPage': './src/exposes/place-order-page.tsx',
  './OrderSuccessPage': './src/exposes/order-success-page.tsx',
  './OrderErrorPage': './src/exposes/order-error-page.tsx',
  './GuestOrderSuccessPage': './src/exposes/guest-order-success-page.tsx',
  './AddToCart': './src/exposes/add-to-cart.tsx',
  './MiniCart': './src/exposes/mini-cart.tsx',
  './AddGroupToCart': './src/exposes/add-group-to-cart.tsx',
};
