import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { CreateOrderReviewDocument } from '../graphql/__generated__/create-order-review';
import { OrderToReviewDocument } from '../graphql/__generated__/order-to-review';
import { REVIEW_COMMENT_MAX } from '../review-order-number';

export interface ReviewDraft {
  /** 0 until the shopper picks 1 to 5 stars. */
  rating: number;
  comment: string;
}

function isNotFound(error: ErrorLike | undefined): boolean {
  const errors = (error as { errors?: readonly { extensions?: { category?: unknown } }[] })?.errors;
  return (errors ?? []).some((entry) => entry.extensions?.category === 'graphql-no-such-entity');
}

/**
 * Writing the reviews of one order (spec create-review): the order's products not reviewed yet,
 * a rating (1 to 5) and an optional comment each. Products left without stars are not sent; a
 * comment without stars, or no product rated at all, is stopped here with a translated message.
 * The service checks everything again (delivered, own order, each item once, 1,000 characters);
 * its refusal is shown in the page language and every star and word typed stays. On success the
 * shopper gets a notice and goes back to the order.
 */
export function useCreateReview(number: string) {
  const { t } = useTranslation(NS);
  const { locale, localePath, alerts } = useShell();
  const navigate = useNavigate();
  const query = useQuery(OrderToReviewDocument, {
    variables: { number },
    fetchPolicy: 'network-only',
    skip: number === '',
  });
  const [send, { loading: sending }] = useMutation(CreateOrderReviewDocument);
  const [drafts, setDrafts] = useState<Record<string, ReviewDraft>>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const order = query.data?.orderByNumber ?? null;
  const items = (order?.items ?? []).flatMap((item) => (item && !item.reviewed ? [item] : []));
  const notFound =
    number === '' || (!query.loading && !order && (!query.error || isNotFound(query.error)));

  const draftOf = (id: string): ReviewDraft => drafts[id] ?? { rating: 0, comment: '' };
  const update = (id: string, change: Partial<ReviewDraft>) => {
    setDrafts((current) => ({
      ...current,
      [id]: { rating: 0, comment: '', ...current[id], ...change },
    }));
    setInvalid(({ [id]: _dropped, ...rest }) => rest);
    setFormError(null);
  };

  const submit = async () => {
    if (!order) return;
    const errors: Record<string, string> = {};
    const reviews = items.flatMap((item) => {
      const draft = draftOf(item.id);
      const comment = draft.comment.trim();
      if (draft.rating === 0) {
        if (comment) errors[item.id] = t('review.ratingMissing');
        return [];
      }
      return [{ item_id: item.id, rating: draft.rating, ...(comment ? { comment } : {}) }];
    });
    setInvalid(errors);
    if (Object.keys(errors).length > 0) {
      setFormError(t('review.fixErrors'));
      return;
    }
    if (reviews.length === 0) {
      setFormError(t('review.nothingRated'));
      return;
    }
    setFormError(null);
    try {
      const { data } = await send({
        variables: { input: { order_number: order.number, reviews } },
      });
      if (!data?.createOrderReview?.reviews?.length) throw new Error(t('review.refused'));
      // The notice outlives the way back to the order page (alerts clear on route change).
      alerts.push({ type: 'success', message: t('review.done'), keepOnRouteChange: true });
      void navigate(localePath(`/account/orders/${encodeURIComponent(order.number)}`));
    } catch (error) {
      setFormError(describeError(error, SESSION_ERRORS, locale).message);
    }
  };

  return {
    order,
    items,
    loading: query.loading && !order,
    notFound,
    loadError:
      query.error && !order && !notFound
        ? describeError(query.error, SESSION_ERRORS, locale).message
        : null,
    retry: () => void query.refetch(),
    draftOf,
    setRating: (id: string, rating: number) => update(id, { rating }),
    setComment: (id: string, comment: string) =>
      update(id, { comment: comment.slice(0, REVIEW_COMMENT_MAX) }),
    errorOf: (id: string) => invalid[id] ?? null,
    formError,
    sending,
    submit: () => void submit(),
  };
}
