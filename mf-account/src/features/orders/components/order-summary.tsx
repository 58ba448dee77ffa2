import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { OrderDetailFieldsFragment } from '../graphql/__generated__/order-detail-fields';
import { card, muted, totalsList } from './order-styles';

/** Totals (subtotal, shipping, tax, discounts, store credit, points, total) and the points. */
export function OrderSummary({ order }: { order: OrderDetailFieldsFragment }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const price = (value: number | null | undefined) => formatPrice(value ?? 0, locale);
  const number = (value: number) => numberFormat(locale).format(value);
  const total = order.total;
  const consumed = order.loyalty_points_consumed ?? 0;
  const earned = order.estimated_earned_points ?? 0;
  const credit = total?.applied_store_credit?.value ?? 0;
  return (
    <>
      <section css={card} aria-labelledby="order-totals">
        <h2 id="order-totals">{t('order.totals')}</h2>
        <dl css={totalsList}>
          <dt>{t('order.subtotal')}</dt>
          <dd>{price(total?.subtotal?.value)}</dd>
          <dt>{t('order.shipping')}</dt>
          <dd>{price(total?.total_shipping?.value)}</dd>
          {(total?.total_tax?.value ?? 0) > 0 && (
            <>
              <dt>{t('order.tax')}</dt>
              <dd>{price(total?.total_tax?.value)}</dd>
            </>
          )}
          {(total?.discounts ?? []).map((discount, index) =>
            discount ? (
              <Fragment key={`${discount.label}:${index}`}>
                <dt>{discount.label}</dt>
                <dd>-{price(Math.abs(discount.amount?.value ?? 0))}</dd>
              </Fragment>
            ) : null,
          )}
          {credit > 0 && (
            <>
              <dt>{t('order.storeCredit')}</dt>
              <dd>-{price(credit)}</dd>
            </>
          )}
          {consumed > 0 && (
            <>
              <dt>{t('order.pointsDiscount', { points: number(consumed) })}</dt>
              <dd>-{price(order.loyalty_currency_amount_consumed)}</dd>
            </>
          )}
          <dt>
            <strong>{t('order.grandTotal')}</strong>
          </dt>
          <dd>
            <strong>{price(total?.grand_total?.value)}</strong>
          </dd>
        </dl>
      </section>
      <section css={card} aria-labelledby="order-points">
        <h2 id="order-points">{t('order.points')}</h2>
        {earned > 0 && <p>{t('order.earned', { points: number(earned) })}</p>}
        {earned > 0 && order.status_code !== 'delivered' && (
          <p css={muted}>{t('order.earnedNote')}</p>
        )}
        {consumed > 0 && (
          <p>
            {t('order.consumed', {
              points: number(consumed),
              money: price(order.loyalty_currency_amount_consumed),
            })}
          </p>
        )}
        {earned <= 0 && consumed <= 0 && <p>{t('order.noPoints')}</p>}
      </section>
    </>
  );
}
