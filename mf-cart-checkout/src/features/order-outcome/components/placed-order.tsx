import { useTranslation } from 'react-i18next';
import { numberFormat, deliveryIntervalLabel, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { PlacedOrderFieldsFragment } from '../graphql/__generated__/placed-order-fields';

const box = {
  display: 'grid',
  gap: 12,
  padding: 16,
  border: '1px solid #dfe5e1',
  borderRadius: 12,
} as const;

/** The order's lines: each product with its quantity and its row total. */
function OrderItems({ items }: { items: PlacedOrderFieldsFragment['items'] }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {(items ?? []).flatMap((item) =>
        item
          ? [
              <li key={item.id} css={{ display: 'flex', gap: 12, justifyContent: 'space-between' }}>
                <span>
                  {item.product_name}
                  <small css={{ display: 'block' }}>
                    {t('outcome.quantity', { value: number.format(item.quantity_ordered ?? 0) })}
                  </small>
                </span>
                <span>{formatPrice(item.row_total?.value ?? null, locale)}</span>
              </li>,
            ]
          : [],
      )}
    </ul>
  );
}

/** One placed order: number, items, totals, delivery time or pickup store, payment, points. */
export function PlacedOrder({ order }: { order: PlacedOrderFieldsFragment }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const total = order.total;
  const schedule = order.delivery_schedule;
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  return (
    <article aria-labelledby={`order-${order.number}`} css={box}>
      <h2 id={`order-${order.number}`} css={{ margin: 0, fontSize: 20 }}>
        {t('outcome.orderNumber', { number: order.number })}
      </h2>
      <h3 css={{ margin: 0, fontSize: 16 }}>{t('outcome.items')}</h3>
      <OrderItems items={order.items} />
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: '8px 16px',
          margin: 0,
          dd: { margin: 0, textAlign: 'end' },
        }}
      >
        <dt>{t('outcome.subtotal')}</dt>
        <dd>{formatPrice(total?.subtotal?.value ?? null, locale)}</dd>
        {(total?.discounts ?? []).flatMap((d, index) =>
          d
            ? [
                <div key={`${d.label ?? ''}-${index}`} css={{ display: 'contents' }}>
                  <dt>{d.label}</dt>
                  <dd>{formatPrice(-Math.abs(d.amount?.value ?? 0), locale)}</dd>
                </div>,
              ]
            : [],
        )}
        <dt>{t('outcome.shipping')}</dt>
        <dd>{formatPrice(total?.total_shipping?.value ?? 0, locale)}</dd>
        {!!total?.applied_store_credit?.value && (
          <>
            <dt>{t('outcome.storeCredit')}</dt>
            <dd>{formatPrice(-Math.abs(total.applied_store_credit.value), locale)}</dd>
          </>
        )}
        <dt css={{ fontWeight: 700 }}>{t('outcome.grandTotal')}</dt>
        <dd css={{ fontWeight: 700 }}>{formatPrice(total?.grand_total?.value ?? null, locale)}</dd>
        <dt>{t('outcome.payment')}</dt>
        <dd>
          {(order.payment_methods ?? [])
            .map((p) => p?.name)
            .filter(Boolean)
            .join(', ')}
        </dd>
        {order.is_store_pickup && order.store_location ? (
          <>
            <dt>{t('outcome.pickup')}</dt>
            <dd>
              {[order.store_location.name, order.store_location.address].filter(Boolean).join(', ')}
            </dd>
          </>
        ) : (
          schedule?.day &&
          schedule.from &&
          schedule.to && (
            <>
              <dt>{t('outcome.schedule')}</dt>
              <dd>
                {deliveryIntervalLabel(
                  schedule.day,
                  { from: schedule.from, to: schedule.to },
                  locale,
                )}
              </dd>
            </>
          )
        )}
      </dl>
      {!!order.estimated_earned_points && (
        <p css={{ margin: 0 }}>
          {t('outcome.points', { value: number.format(order.estimated_earned_points) })}
        </p>
      )}
    </article>
  );
}
