import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { guestCartOfOrder } from '../../../shared/cart/guest-orders';
import { trackPurchase } from '../../../shared/cart/checkout-analytics';
import { OrdersByMerchantRefDocument } from '../graphql/__generated__/orders-by-merchant-ref';
import { OrdersByNumberDocument } from '../graphql/__generated__/orders-by-number';
import type { PlacedOrderFieldsFragment } from '../graphql/__generated__/placed-order-fields';

/** OrdersByNumber returns at most 5 orders (commerce spec section 9). */
const MAX_ORDERS = 5;
const TRACKED_KEY = 'dukkan:purchase-tracked';

/** `purchase` once per order and browser tab (a reload of the success page sends nothing). */
function trackOnce(
  track: (order: PlacedOrderFieldsFragment) => void,
  order: PlacedOrderFieldsFragment,
) {
  let tracked: string[];
  try {
    tracked = JSON.parse(window.sessionStorage.getItem(TRACKED_KEY) ?? '[]') as string[];
  } catch {
    tracked = [];
  }
  if (tracked.includes(order.number)) return;
  track(order);
  try {
    window.sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...tracked, order.number]));
  } catch {
    // Storage refused: the event is still sent once for this render.
  }
}

/**
 * The orders an outcome page shows: by the numbers of the path or `?id=` (up to 5), or by the
 * payment's `?merchantRef=`. A guest reads only orders placed from its own cart in this tab.
 */
export function usePlacedOrders(pathId: string | undefined, guest: boolean) {
  const shell = useShell();
  const [query] = useSearchParams();
  const numbers = useMemo(
    () =>
      [...new Set([pathId, ...query.getAll('id')].filter((n): n is string => !!n))].slice(
        0,
        MAX_ORDERS,
      ),
    [pathId, query],
  );
  const merchantRef = query.get('merchantRef');
  const guestCart = guest && numbers[0] ? guestCartOfOrder(numbers[0]) : null;
  const byRef = !!merchantRef && numbers.length === 0;
  const refused = !byRef && (numbers.length === 0 || (guest && !guestCart));
  const byNumber = useQuery(OrdersByNumberDocument, {
    variables: { numbers, cartId: guestCart },
    skip: byRef || refused,
    fetchPolicy: 'network-only',
  });
  const byMerchant = useQuery(OrdersByMerchantRefDocument, {
    variables: { merchantReference: merchantRef ?? '' },
    skip: !byRef,
    fetchPolicy: 'network-only',
  });
  const result = byRef ? byMerchant : byNumber;
  const list = byRef ? byMerchant.data?.ordersByMerchantRef : byNumber.data?.ordersByNumber;
  const orders = useMemo(() => (list ?? []).flatMap((o) => (o ? [o] : [])), [list]);

  useEffect(() => {
    for (const order of orders) {
      trackOnce(
        (o) =>
          trackPurchase(shell.analytics, {
            number: o.number,
            total: o.total?.grand_total?.value ?? 0,
            shippingFees: o.total?.total_shipping?.value ?? 0,
            items: (o.items ?? []).flatMap((i) =>
              i
                ? [
                    {
                      sku: i.product_sku ?? '',
                      name: i.product_name ?? '',
                      price: i.quantity_ordered
                        ? (i.row_total?.value ?? 0) / i.quantity_ordered
                        : null,
                      quantity: i.quantity_ordered ?? 1,
                    },
                  ]
                : [],
            ),
          }),
        order,
      );
    }
  }, [orders, shell.analytics]);

  let status: 'loading' | 'failed' | 'notFound' | 'ready' = 'ready';
  if (refused) status = 'notFound';
  else if (result.loading && orders.length === 0) status = 'loading';
  else if (result.error) status = 'failed';
  else if (orders.length === 0) status = 'notFound';
  return { status, orders, retry: () => void result.refetch() };
}
