import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, INTL_LOCALE, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle } from '../../../shared/page-styles';
import { formatDay } from '../../../shared/format-dates';
import { OrderPageFallback } from '../../../shared/order-page-fallback';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { useOrderDetail } from '../hooks/use-order-detail';
import { useReorder } from '../hooks/use-reorder';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderFulfilment } from './order-fulfilment';
import { OrderItems } from './order-items';
import { OrderSummary } from './order-summary';
import { ReorderNotice } from './reorder-notice';
import { areaPage, detailGrid, link, muted, row } from './order-styles';

/**
 * `/account/orders/{id}`: items, totals, delivery or pickup, payment, points and status; cancel
 * while the service allows it, order again once it is over, links to the review and the
 * substitution when they are open.
 */
export function OrderDetailPage({ params = {} }: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const number = params.id ?? '';
  const detail = useOrderDetail(number);
  const cancel = useCancelOrder(number);
  const reorder = useReorder(number);
  const order = detail.order;
  const back = (
    <Link css={link} to={localePath('/account/orders')}>
      {t('order.back')}
    </Link>
  );
  if (detail.loading || !order) {
    return (
      <OrderPageFallback
        loading={detail.loading}
        notFound={detail.notFound}
        loadError={detail.errorMessage}
        onRetry={detail.retry}
        titleId="order-title"
        back={back}
      />
    );
  }
  const date = formatDay(order.order_date, locale);
  const items = (order.items ?? []).flatMap((item) => (item ? [item] : []));
  return (
    <section css={areaPage} aria-labelledby="order-title">
      {back}
      <div css={row}>
        <h1 id="order-title" css={pageTitle}>
          {t('order.title', { number: order.number })}
        </h1>
        {order.status && (
          <Badge tone="neutral" aria-label={`${t('order.statusLabel')}: ${order.status}`}>
            {order.status}
          </Badge>
        )}
      </div>
      {date && <p css={muted}>{t('order.placedOn', { date })}</p>}
      {order.cancellation_reason && (
        <p>{t('order.cancelledBecause', { reason: order.cancellation_reason })}</p>
      )}
      <div css={row}>
        {order.has_pending_substitution && (
          <Link css={link} to={localePath(`/substitution/${encodeURIComponent(order.number)}`)}>
            {t('order.substitution')}
          </Link>
        )}
        {order.can_review && (
          <Link
            css={link}
            to={localePath(`/orders/${encodeURIComponent(order.number)}/create-review`)}
          >
            {t('order.review')}
          </Link>
        )}
        {order.averageRating !== null && order.averageRating !== undefined && (
          <p>
            {t('order.rating', {
              rating: order.averageRating.toLocaleString(INTL_LOCALE[locale], {
                maximumFractionDigits: 1,
              }),
            })}
          </p>
        )}
        {order.can_reorder && (
          <Button variant="secondary" loading={reorder.reordering} onClick={reorder.reorder}>
            {t('reorder.button')}
          </Button>
        )}
        {order.can_cancel && (
          <Button variant="danger" onClick={cancel.start}>
            {t('cancel.open')}
          </Button>
        )}
      </div>
      <ReorderNotice reorder={reorder} />
      <div css={detailGrid}>
        <OrderItems items={items} />
        <div css={{ display: 'grid', gap: 16 }}>
          <OrderSummary order={order} />
          <OrderFulfilment order={order} />
        </div>
      </div>
      <CancelOrderDialog orderNumber={order.number} cancel={cancel} />
    </section>
  );
}
