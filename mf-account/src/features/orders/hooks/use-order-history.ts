import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { CustomerOrdersDocument } from '../graphql/__generated__/customer-orders';
import { ORDERS_PAGE_SIZE, isOrderStatusFilter } from '../order-statuses';
import type { OrderStatusFilter } from '../order-statuses';

/**
 * The order history (commerce spec section 3): the signed-in customer's orders, newest first,
 * one page at a time and optionally of one status. Page and status live in the URL (`?page=`,
 * `?status=`), so the back button and a shared link keep them; a new status starts at page 1.
 */
export function useOrderHistory() {
  const { locale } = useShell();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const rawStatus = params.get('status');
  const status: OrderStatusFilter | '' = isOrderStatusFilter(rawStatus) ? rawStatus : '';
  const { data, previousData, loading, error, refetch } = useQuery(CustomerOrdersDocument, {
    variables: {
      pageSize: ORDERS_PAGE_SIZE,
      currentPage: page,
      filter: status ? { status: { eq: status } } : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (no empty flash between pages).
  const shown = (data ?? previousData)?.customerOrders;
  const orders = (shown?.items ?? []).flatMap((order) => (order ? [order] : []));
  const update = (next: { page?: number; status?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return {
    orders,
    page,
    totalPages: Math.max(1, shown?.page_info?.total_pages ?? 1),
    totalCount: shown?.total_count ?? 0,
    status,
    loading: loading && !shown,
    updating: loading && Boolean(shown),
    errorMessage: error && !shown ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
    setStatus: (value: string) => update({ status: value, page: 1 }),
    goToPage: (value: number) => update({ page: value }),
  };
}
