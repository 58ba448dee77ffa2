import type { CartMessages } from './en';

/** Arabic texts of the cart and checkout remote (same keys as en.ts, checked by the type). */
export const ar: CartMessages = {
  routes: {
    cart: 'سلة التسوق',
    checkout: 'إتمام الشراء',
    'checkout-shipping': 'إتمام الشراء: الشحن',
    'checkout-guest-shipping': 'إتمام الشراء: الشحن كزائر',
    'checkout-pay': 'إتمام الشراء: الدفع',
    'place-order': 'تأكيد الطلب',
    'orders-success': 'تم استلام طلبك',
    'order-success': 'تم استلام طلبك',
    'orders-error': 'لم يتم تنفيذ الطلب',
    'guest-orders-success': 'تم استلام طلبك',
    'guest-order-success': 'تم استلام طلبك',
    fallback: 'صفحة',
  },
  params: {
    id: 'الطلب {{value}}',
    merchantRef: 'مرجع الدفع: {{value}}',
    path: 'المسار: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'هذه الصفحة لم تُبنَ بعد.',
  },
  miniCart: {
    label: 'السلة',
    labelWithCount: 'السلة، عدد المنتجات: {{count}}',
  },
};
