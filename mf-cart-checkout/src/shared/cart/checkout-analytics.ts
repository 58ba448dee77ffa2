// Checkout analytics (commerce spec "Analytics events": checkout step and option, purchase with
// the order's number, total and shipping fees), GA4 names through useShell().analytics, EGP.
import { ANALYTICS_CURRENCY, analyticsItem, ecommerceOf } from '@dukkan/contracts';
import type { AnalyticsApi, AnalyticsItem } from '@dukkan/contracts';
import type { CartView } from './cart-view';

/** The checkout steps as analytics numbers them (contracts: 1 shipping, 2 payment). */
export const CHECKOUT_STEPS = { shipping: 1, payment: 2 } as const;
export type CheckoutStepName = keyof typeof CHECKOUT_STEPS;

function cartItems(cart: CartView): AnalyticsItem[] {
  return cart.items.map((line) =>
    analyticsItem(
      { sku: line.sku, name: line.name, price: line.unitPrice, parentSku: line.parentSku },
      { quantity: line.quantity },
    ),
  );
}

/** The cart as an e-commerce payload: its items, valued at what is left to pay. */
function ecommerce(cart: CartView) {
  return { ...ecommerceOf(cartItems(cart)), value: cart.grandTotal ?? cart.subtotal ?? 0 };
}

/** `begin_checkout` when the shopper leaves the cart for the checkout. */
export function trackBeginCheckout(analytics: AnalyticsApi, cart: CartView): void {
  analytics.track('begin_checkout', ecommerce(cart));
}

/** `checkout_step` when a step is shown. */
export function trackCheckoutStep(analytics: AnalyticsApi, step: CheckoutStepName): void {
  analytics.track('checkout_step', { step: CHECKOUT_STEPS[step], step_name: step });
}

/** `checkout_option` when a shipping or payment method is chosen. */
export function trackCheckoutOption(
  analytics: AnalyticsApi,
  step: CheckoutStepName,
  option: string,
): void {
  analytics.track('checkout_option', { step: CHECKOUT_STEPS[step], option });
}

/** `add_shipping_info` once the cart has its shipping method and schedule. */
export function trackShippingInfo(analytics: AnalyticsApi, cart: CartView, tier: string): void {
  analytics.track('add_shipping_info', { ...ecommerce(cart), shipping_tier: tier });
}

/** `add_payment_info` when the order is placed with a payment method. */
export function trackPaymentInfo(analytics: AnalyticsApi, cart: CartView, type: string): void {
  analytics.track('add_payment_info', { ...ecommerce(cart), payment_type: type });
}

/** What `purchase` reports of a placed order (the order view of the shell spec). */
export interface PurchasedOrder {
  number: string;
  total: number;
  shippingFees: number;
  items: { sku: string; name: string; price: number | null; quantity: number }[];
}

/** `purchase` with the order's number, total and shipping fees. */
export function trackPurchase(analytics: AnalyticsApi, order: PurchasedOrder): void {
  analytics.track('purchase', {
    currency: ANALYTICS_CURRENCY,
    value: order.total,
    transaction_id: order.number,
    shipping: order.shippingFees,
    items: order.items.map((item) =>
      analyticsItem(
        { sku: item.sku, name: item.name, price: item.price, parentSku: null },
        { quantity: item.quantity },
      ),
    ),
  });
}
