import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { OrderSubstitutionDocument } from '../graphql/__generated__/order-substitution';
import { SubmitOrderSubstitutionDocument } from '../graphql/__generated__/submit-order-substitution';
import { answerInput, itemsOf, minutesLeft } from '../substitution-choices';
import type { ItemChoice, NoticeAction } from '../substitution-choices';
import { useNow } from './use-now';

function isNotFound(error: ErrorLike | undefined): boolean {
  const errors = (error as { errors?: readonly { extensions?: { category?: unknown } }[] })?.errors;
  return (errors ?? []).some((entry) => entry.extensions?.category === 'graphql-no-such-entity');
}

/**
 * One order's substitution proposal (spec /substitution/{id}), from the network: its missing
 * items, their replacements and the time left (the store configuration's
 * substitution_time_interval, as the service's expires_at). The customer answers every item with
 * a replacement or a removal and may change how the store reaches them about another missing item
 * (CALL_ME, NOTIFY_ME_IN_APP). An unanswered item is stopped here; the service checks again and
 * its refusal (expired, already answered, out of stock) shows in the page language with every
 * choice kept. Another customer's order, or one without a proposal, reads as not found.
 */
export function useSubstitution(number: string) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const navigate = useNavigate();
  const now = useNow();
  const query = useQuery(OrderSubstitutionDocument, {
    variables: { number },
    fetchPolicy: 'network-only',
    skip: number === '',
  });
  const [send, { loading: sending }] = useMutation(SubmitOrderSubstitutionDocument);
  const [choices, setChoices] = useState<Record<string, ItemChoice>>({});
  const [notice, setNotice] = useState<NoticeAction | null>(null);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const substitution = query.data?.orderSubstitution ?? null;
  const items = itemsOf(substitution);
  const left = minutesLeft(substitution?.expires_at ?? null, now);
  const open = substitution?.status === 'PENDING' && left !== 0;
  const notFound =
    number === '' || (!query.loading && !substitution && (!query.error || isNotFound(query.error)));

  const choose = (itemId: string, choice: ItemChoice) => {
    setChoices((current) => ({ ...current, [itemId]: choice }));
    setMissing((current) => current.filter((id) => id !== itemId));
    setFormError(null);
  };

  const submit = async () => {
    if (!substitution || !open) return;
    const answers = answerInput(items, choices);
    if (!answers) {
      setMissing(items.filter((item) => !choices[item.id]).map((item) => item.id));
      setFormError(t('substitution.answerEvery'));
      return;
    }
    setFormError(null);
    const action = notice ?? substitution.order?.item_notice_action ?? null;
    try {
      const { data } = await send({
        variables: {
          input: {
            order_number: substitution.order_number,
            items: answers,
            ...(action ? { item_notice_action: action } : {}),
          },
        },
      });
      if (data?.submitOrderSubstitution?.status !== 'SUBMITTED')
        throw new Error(t('substitution.refused'));
      void navigate(
        localePath(`/substitution/${encodeURIComponent(substitution.order_number)}/success`),
      );
    } catch (error) {
      setFormError(describeError(error, SESSION_ERRORS, locale).message);
    }
  };

  return {
    substitution,
    items,
    minutesLeft: left,
    open,
    loading: query.loading && !substitution,
    notFound,
    loadError:
      query.error && !substitution && !notFound
        ? describeError(query.error, SESSION_ERRORS, locale).message
        : null,
    retry: () => void query.refetch(),
    choiceOf: (itemId: string): ItemChoice | null => choices[itemId] ?? null,
    choose,
    isMissing: (itemId: string) => missing.includes(itemId),
    notice: notice ?? substitution?.order?.item_notice_action ?? null,
    setNotice: (action: NoticeAction) => {
      setNotice(action);
      setFormError(null);
    },
    formError,
    sending,
    submit: () => void submit(),
  };
}
