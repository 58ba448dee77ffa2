import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { OrderSubstitutionDocument } from '../graphql/__generated__/order-substitution';
import { itemsOf } from '../substitution-choices';

function isNotFound(error: ErrorLike | undefined): boolean {
  const errors = (error as { errors?: readonly { extensions?: { category?: unknown } }[] })?.errors;
  return (errors ?? []).some((entry) => entry.extensions?.category === 'graphql-no-such-entity');
}

/**
 * The answered proposal of one order (spec /substitution/{id}/success): what replaced each
 * missing item or that it was removed, and the order's new total, read back from the service
 * (the cache after the answer, then the network).
 */
export function useSubstitutionOutcome(number: string) {
  const { locale } = useShell();
  const query = useQuery(OrderSubstitutionDocument, {
    variables: { number },
    fetchPolicy: 'cache-and-network',
    skip: number === '',
  });
  const substitution = query.data?.orderSubstitution ?? null;
  const notFound =
    number === '' || (!query.loading && !substitution && (!query.error || isNotFound(query.error)));
  return {
    substitution,
    items: itemsOf(substitution),
    loading: query.loading && !substitution,
    notFound,
    loadError:
      query.error && !substitution && !notFound
        ? describeError(query.error, SESSION_ERRORS, locale).message
        : null,
    retry: () => void query.refetch(),
  };
}
