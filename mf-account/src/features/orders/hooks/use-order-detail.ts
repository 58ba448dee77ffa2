import { useQuery } from '@apollo/client/react';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import type { ErrorLike } from '@apollo/client';
import { describeError } from '../../../shared/server-errors';
import { OrderByNumberDocument } from '../graphql/__generated__/order-by-number';

/** True when the service says the order does not exist for this customer (or not at all). */
function isNotFound(error: ErrorLike | undefined): boolean {
  const errors = (error as { errors?: readonly { extensions?: { category?: unknown } }[] })?.errors;
  return (errors ?? []).some((entry) => entry.extensions?.category === 'graphql-no-such-entity');
}

/**
 * One of the signed-in customer's orders by its number (spec OrderByNumber), from the network
 * (status and totals change after cancelling or a substitution). Another customer's number is
 * refused by the service and reads as not found: the page shows nothing of that order.
 */
export function useOrderDetail(number: string) {
  const { locale } = useShell();
  const { data, loading, error, refetch } = useQuery(OrderByNumberDocument, {
    variables: { number },
    fetchPolicy: 'cache-and-network',
    skip: number === '',
  });
  const order = data?.orderByNumber ?? null;
  const notFound = number === '' || (!loading && !order && (!error || isNotFound(error)));
  return {
    order,
    loading: loading && !order,
    notFound,
    errorMessage:
      error && !order && !notFound ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
  };
}
