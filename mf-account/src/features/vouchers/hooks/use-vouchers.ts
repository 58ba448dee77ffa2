import { useQuery } from '@apollo/client/react';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { CustomerVouchersDocument } from '../graphql/__generated__/customer-vouchers';

/** The statuses the page shows, in the order it lists them; HIDDEN is never shown. */
export const VOUCHER_ORDER = ['READY', 'NOT_READY', 'REDEEMED', 'EXPIRED'] as const;
export type ShownVoucherStatus = (typeof VOUCHER_ORDER)[number];

/**
 * `/account/my-vouchers` (shell spec section 3): the customer's e-vouchers from the network,
 * ready ones first, then not yet ready, redeemed and expired; a HIDDEN voucher is left out even
 * if the service ever sent one.
 */
export function useVouchers() {
  const { locale } = useShell();
  const { data, loading, error, refetch } = useQuery(CustomerVouchersDocument, {
    fetchPolicy: 'network-only',
  });
  const vouchers = (data?.customer?.evouchers ?? [])
    .flatMap((voucher) => {
      const status = voucher?.status;
      if (!voucher || !status || status === 'HIDDEN') return [];
      return [{ ...voucher, status }];
    })
    .sort((a, b) => VOUCHER_ORDER.indexOf(a.status) - VOUCHER_ORDER.indexOf(b.status));
  return {
    vouchers,
    loading: loading && !data,
    errorMessage: error && !data ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
  };
}
