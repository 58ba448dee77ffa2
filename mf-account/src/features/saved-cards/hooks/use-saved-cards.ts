import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { CustomerCardsDocument } from '../graphql/__generated__/customer-cards';
import type { CustomerCardsQuery } from '../graphql/__generated__/customer-cards';
import { RemoveCustomerCardDocument } from '../graphql/__generated__/remove-card';

export type SavedCard = NonNullable<NonNullable<CustomerCardsQuery['customerCards']>[number]>;

/**
 * `/account/saved-cards`: the customer's saved cards from the network; removing one asks first
 * (the `warn` dialog), then RemoveCard; the list is read again from the service, a refusal is
 * shown in the dialog in the page language.
 */
export function useSavedCards() {
  const { t } = useTranslation(NS);
  const { locale, alerts } = useShell();
  const { data, loading, error, refetch } = useQuery(CustomerCardsDocument, {
    fetchPolicy: 'network-only',
  });
  const [removeCard, { loading: removing }] = useMutation(RemoveCustomerCardDocument);
  const [pending, setPending] = useState<SavedCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cards = (data?.customerCards ?? []).flatMap((card) => (card ? [card] : []));

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      await removeCard({ variables: { cardId: pending.card_id } });
      setPending(null);
      alerts.push({ type: 'success', message: t('cards.removed') });
      await refetch();
    } catch (caught) {
      setFailure(describeError(caught, SESSION_ERRORS, locale).message);
    }
  };

  return {
    cards,
    loading: loading && !data,
    errorMessage: error && !data ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
    pending,
    ask: (card: SavedCard) => {
      setFailure(null);
      setPending(card);
    },
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    removing,
    failure,
  };
}
