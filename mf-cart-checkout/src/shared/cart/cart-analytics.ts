// The cart's analytics (commerce spec section 4 and "Analytics events"): GA4 `add_to_cart`
// after a successful add and `remove_from_cart` when a line goes or shrinks, in EGP, with the
// quantity that actually changed. A configurable variant is its parent's item with
// `item_variant` (analyticsItem).
import { analyticsItem, ecommerceOf } from '@dukkan/contracts';
import type { AnalyticsApi, ProductSummary } from '@dukkan/contracts';
import type { CartItemView } from './cart-view';

/** Quantities are kg for weighed goods: a difference of steps is kept to the step's precision. */
function rounded(quantity: number): number {
  return Number(quantity.toFixed(6));
}

function lineItem(line: CartItemView) {
  return { sku: line.sku, name: line.name, price: line.unitPrice, parentSku: line.parentSku };
}

/** `add_to_cart` for `quantity` of a product just added. */
export function trackAdded(analytics: AnalyticsApi, product: ProductSummary, quantity: number) {
  analytics.track('add_to_cart', ecommerceOf([analyticsItem(product, { quantity })]));
}

/**
 * The event of a line's quantity change, from the line before and after the cart answer
 * (`after` undefined: the line is gone): `add_to_cart` for a raise, `remove_from_cart` for a
 * cut, nothing when the answer kept the quantity.
 */
export function trackLineChange(
  analytics: AnalyticsApi,
  before: CartItemView,
  after: CartItemView | undefined,
) {
  const change = rounded((after?.quantity ?? 0) - before.quantity);
  if (change === 0) return;
  const item = analyticsItem(lineItem(after ?? before), { quantity: Math.abs(change) });
  analytics.track(change > 0 ? 'add_to_cart' : 'remove_from_cart', ecommerceOf([item]));
}
