import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldFrame,
  INTL_LOCALE,
  controlStyle,
  useFieldIds,
  useShell,
} from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OrderPageFallback } from '../../../shared/order-page-fallback';
import { pageTitle } from '../../../shared/page-styles';
import { areaPage, errorText, link, muted, productCard, productList } from './review-styles';
import { useCreateReview } from '../hooks/use-create-review';
import { REVIEW_COMMENT_MAX, reviewOrderNumber } from '../review-order-number';
import { StarRating } from './star-rating';

function CommentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const hint = t('review.commentHint', {
    used: value.length.toLocaleString(INTL_LOCALE[locale]),
    max: REVIEW_COMMENT_MAX.toLocaleString(INTL_LOCALE[locale]),
  });
  const ids = useFieldIds({ hint });
  return (
    <FieldFrame ids={ids} label={label} hint={hint}>
      <textarea
        id={ids.controlId}
        css={[controlStyle, { minBlockSize: 96, resize: 'vertical' }]}
        aria-describedby={ids.describedBy}
        maxLength={REVIEW_COMMENT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/**
 * `/orders/{id}/create-review` and any path ending in `/create-review`: stars and a comment for
 * each product of a delivered order not reviewed yet, sent together; the service's answer decides.
 */
export function CreateReviewPage({ params = {} }: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const number = reviewOrderNumber(params);
  const review = useCreateReview(number);
  const order = review.order;
  const back = order ? (
    <Link css={link} to={localePath(`/account/orders/${encodeURIComponent(order.number)}`)}>
      {t('review.back', { number: order.number })}
    </Link>
  ) : (
    <Link css={link} to={localePath('/account/orders')}>
      {t('order.back')}
    </Link>
  );
  if (review.loading || !order) {
    return (
      <OrderPageFallback
        loading={review.loading}
        notFound={review.notFound}
        loadError={review.loadError}
        onRetry={review.retry}
        titleId="review-title"
        back={back}
      />
    );
  }
  const open = order.can_review === true && review.items.length > 0;
  return (
    <section css={areaPage} aria-labelledby="review-title">
      {back}
      <h1 id="review-title" css={pageTitle}>
        {t('review.title', { number: order.number })}
      </h1>
      {!open ? (
        <p role="status">
          {review.items.length === 0 && order.status === 'delivered'
            ? t('review.allDone')
            : t('review.notDelivered')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review.submit();
          }}
          css={{ display: 'grid', gap: 16 }}
        >
          <p css={muted}>{t('review.intro')}</p>
          <ul css={productList}>
            {review.items.map((item) => {
              const draft = review.draftOf(item.id);
              const name = item.product_name ?? item.product_sku ?? '';
              return (
                <li key={item.id} css={productCard}>
                  <h2>{name}</h2>
                  {(item.selected_options ?? []).map((option) =>
                    option ? (
                      <p key={`${option.label}:${option.value}`} css={muted}>
                        {option.label}: {option.value}
                      </p>
                    ) : null,
                  )}
                  <StarRating
                    legend={t('review.rating', { name })}
                    value={draft.rating}
                    onChange={(rating) => review.setRating(item.id, rating)}
                    error={review.errorOf(item.id)}
                  />
                  <CommentField
                    label={t('review.comment', { name })}
                    value={draft.comment}
                    onChange={(value) => review.setComment(item.id, value)}
                  />
                </li>
              );
            })}
          </ul>
          {review.formError && (
            <p role="alert" css={errorText}>
              {review.formError}
            </p>
          )}
          <div>
            <Button type="submit" loading={review.sending}>
              {t('review.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
