import { useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, useShell, validationMessage } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { OrderCancellationReasonsDocument } from '../graphql/__generated__/cancellation-reasons';
import { CancelCustomerOrderDocument } from '../graphql/__generated__/cancel-order';

/** The longest comment the service takes. */
export const CANCEL_COMMENT_MAX = 500;

/**
 * Cancelling an order (spec CancelCustomerOrder): the reasons come from the service
 * (OrderCancellationReasons) when the dialog opens; the chosen reason and an optional comment
 * are sent; the answer's order replaces the page's (status, totals, no more cancel button) and a
 * success alert follows. A refusal (no longer cancellable, bad input) stays in the dialog in the
 * page language with the reason and comment kept.
 */
export function useCancelOrder(orderNumber: string) {
  const { t } = useTranslation(NS);
  const { locale, alerts } = useShell();
  const [open, setOpen] = useState(false);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadReasons, reasonsQuery] = useLazyQuery(OrderCancellationReasonsDocument);
  const [cancel, { loading: cancelling }] = useMutation(CancelCustomerOrderDocument);
  const reasons = (reasonsQuery.data?.orderCancellationReasons ?? []).flatMap((reason) =>
    reason?.id ? [{ value: String(reason.id), label: reason.label ?? reason.code ?? '' }] : [],
  );

  const start = () => {
    setOpen(true);
    setFailure(null);
    void loadReasons();
  };

  const submit = async () => {
    if (!reasonId) {
      setReasonMissing(true);
      return;
    }
    setFailure(null);
    try {
      const { data } = await cancel({
        variables: {
          input: {
            order_number: orderNumber,
            reason_id: Number(reasonId),
            ...(comment.trim() ? { comment: comment.trim() } : {}),
          },
        },
      });
      if (!data?.cancelCustomerOrder?.result) throw new Error(t('cancel.refused'));
      setOpen(false);
      alerts.push({ type: 'success', message: t('cancel.done') });
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  };

  return {
    open,
    start,
    close: () => setOpen(false),
    reasons,
    reasonsLoading: reasonsQuery.loading,
    reasonsError: reasonsQuery.error ? t('cancel.reasonsError') : null,
    reasonId,
    setReason: (value: string) => {
      setReasonId(value);
      setReasonMissing(false);
    },
    reasonError: reasonMissing ? validationMessage('required', locale) : null,
    comment,
    setComment: (value: string) => setComment(value.slice(0, CANCEL_COMMENT_MAX)),
    failure,
    cancelling,
    submit: () => void submit(),
  };
}
