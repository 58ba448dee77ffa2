import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { formatDay, formatSlot } from '../../../shared/format-dates';
import type { CustomerOrdersQuery } from '../graphql/__generated__/customer-orders';
import { card, link, muted, row } from './order-styles';

type Order = NonNullable<NonNullable<CustomerOrdersQuery['customerOrders']>['items'][number]>;

/** One order of the history: number, date, status, total, and the delivery slot or pickup store. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const date = formatDay(order.order_date, locale);
  const slot = formatSlot(order.delivery_schedule, locale);
  const store = order.store_location?.name;
  return (
    <article css={card} aria-labelledby={`order-${order.number}`}>
      <div css={row}>
        <h2 id={`order-${order.number}`}>{t('orders.number', { number: order.number })}</h2>
        {order.status && <Badge tone="neutral">{order.status}</Badge>}
      </div>
      {date && <p css={muted}>{t('orders.placedOn', { date })}</p>}
      {order.is_store_pickup && store ? (
        <p>{t('orders.pickup', { store })}</p>
      ) : (
        slot && <p>{t('orders.delivery', { slot })}</p>
      )}
      <div css={row}>
        <p>
          {t('orders.total')}:{' '}
          <strong>{formatPrice(order.total?.grand_total?.value, locale)}</strong>
        </p>
        <Link css={link} to={localePath(`/account/orders/${encodeURIComponent(order.number)}`)}>
          {t('orders.details', { number: order.number })}
        </Link>
      </div>
    </article>
  );
}
