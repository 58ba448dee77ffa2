/** English texts of the cart and checkout remote. The Arabic file must have exactly these keys. */
export const en = {
  routes: {
    cart: 'Shopping cart',
    checkout: 'Checkout',
    'checkout-shipping': 'Checkout: shipping',
    'checkout-guest-shipping': 'Checkout: shipping as a guest',
    'checkout-pay': 'Checkout: payment',
    'place-order': 'Place order',
    'orders-success': 'Order placed',
    'order-success': 'Order placed',
    'orders-error': 'Order not placed',
    'guest-orders-success': 'Order placed',
    'guest-order-success': 'Order placed',
    fallback: 'Page',
  },
  params: {
    id: 'Order {{value}}',
    merchantRef: 'Payment reference: {{value}}',
    path: 'Path: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'This page is not built yet.',
  },
  miniCart: {
    label: 'Cart',
    labelWithCount: 'Cart, items: {{count}}',
  },
};

export type CartMessages = typeof en;
