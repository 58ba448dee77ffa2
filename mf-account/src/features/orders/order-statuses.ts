/** Order status codes the history can be filtered by (commerce-service CustomerOrdersFilterInput). */
export const ORDER_STATUS_FILTERS = [
  'pending_payment',
  'pending',
  'processing',
  'out_for_delivery',
  'delivered',
  'closed',
  'canceled',
  'payment_failed',
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export function isOrderStatusFilter(value: string | null): value is OrderStatusFilter {
  return (ORDER_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;
