import { useTranslation } from 'react-i18next';
import { numberFormat, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { OrderDetailFieldsFragment } from '../graphql/__generated__/order-detail-fields';
import { card, cardList, muted, row } from './order-styles';

type Item = NonNullable<NonNullable<OrderDetailFieldsFragment['items']>[number]>;

/** The order's items: name, options, quantity (and what was cancelled), unit price, row total. */
export function OrderItems({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const number = (value: number) => numberFormat(locale).format(value);
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" css={{ fontSize: 20, marginBlock: '0 8px' }}>
        {t('order.items')}
      </h2>
      <ul css={cardList}>
        {items.map((item) => (
          <li key={item.id} css={card}>
            <div css={row}>
              <h3>{item.product_name}</h3>
              <strong>{formatPrice(item.row_total?.value, locale)}</strong>
            </div>
            {(item.selected_options ?? []).map((option) =>
              option ? (
                <p key={`${option.label}:${option.value}`} css={muted}>
                  {option.label}: {option.value}
                </p>
              ) : null,
            )}
            <p>
              {t('order.quantity', { quantity: number(item.quantity_ordered ?? 0) })}
              {(item.quantity_canceled ?? 0) > 0 &&
                ` · ${t('order.cancelledQuantity', { quantity: number(item.quantity_canceled ?? 0) })}`}
            </p>
            <p css={muted}>
              {t('order.unitPrice', { price: formatPrice(item.product_sale_price?.value, locale) })}
            </p>
            {item.note && <p css={muted}>{t('order.note', { note: item.note })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
