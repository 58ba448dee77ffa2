import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { formatSlot } from '../../../shared/format-dates';
import { cutoffText, deliveryDaysText } from '../delivery-expectation';
import type { OrderDetailFieldsFragment } from '../graphql/__generated__/order-detail-fields';
import { card, muted } from './order-styles';

/** Delivery (slot and address) or the pickup store, and the payment method. */
export function OrderFulfilment({ order }: { order: OrderDetailFieldsFragment }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const slot = formatSlot(order.delivery_schedule, locale);
  const expectation = order.delivery_expectation;
  const cutoff = expectation ? cutoffText(expectation, locale, t) : null;
  const address = order.shipping_address;
  const store = order.store_location;
  const street = [
    address?.street?.[0],
    address?.building,
    address?.floor,
    address?.apartment,
  ].filter(Boolean);
  const place = [address?.district?.name, address?.city?.name].filter(Boolean);
  const payments = (order.payment_methods ?? []).flatMap((method) =>
    method?.name ? [method.name] : [],
  );
  return (
    <>
      <section css={card} aria-labelledby="order-delivery">
        <h2 id="order-delivery">
          {order.is_store_pickup ? t('order.pickup') : t('order.delivery')}
        </h2>
        {order.shipping_method && <p css={muted}>{order.shipping_method}</p>}
        {expectation && <p>{deliveryDaysText(expectation, locale, t)}</p>}
        {cutoff && <p css={muted}>{cutoff}</p>}
        {slot && (
          <p>
            {t('order.schedule')}: {slot}
          </p>
        )}
        {order.is_store_pickup && store?.name && (
          <p>
            {t('order.pickupStore')}: {store.name}
            {store.address ? `, ${store.address}` : ''}
          </p>
        )}
        {!order.is_store_pickup && address && (
          <address css={{ fontStyle: 'normal' }}>
            <strong>{t('order.address')}</strong>
            <br />
            {[address.firstname, address.lastname].filter(Boolean).join(' ')}
            <br />
            {street.join(', ')}
            {place.length > 0 && (
              <>
                <br />
                {place.join(', ')}
              </>
            )}
            {address.telephone && (
              <>
                <br />
                <span dir="ltr">{address.telephone}</span>
              </>
            )}
          </address>
        )}
      </section>
      {payments.length > 0 && (
        <section css={card} aria-labelledby="order-payment">
          <h2 id="order-payment">{t('order.payment')}</h2>
          {payments.map((name) => (
            <p key={name}>{name}</p>
          ))}
        </section>
      )}
    </>
  );
}
