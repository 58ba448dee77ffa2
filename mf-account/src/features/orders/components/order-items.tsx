import { useTranslation } from 'react-i18next';
import { numberFormat, formatPrice, orderItemGroup, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { OrderDetailFieldsFragment } from '../graphql/__generated__/order-detail-fields';
import { card, cardList, muted, row } from './order-styles';

type Item = NonNullable<NonNullable<OrderDetailFieldsFragment['items']>[number]>;

/** The item groups in the order the page shows them (commerce spec section 3, order item). */
const GROUPS = ['groceries', 'electronicsAndClothing'] as const;

/** One item: name, options, quantity (and what was cancelled), unit price, row total. */
function OrderItem({ item }: { item: Item }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const number = (value: number) => numberFormat(locale).format(value);
  return (
    <li css={card}>
      <div css={row}>
        <h4 css={{ margin: 0, fontSize: 16 }}>{item.product_name}</h4>
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
  );
}

/**
 * The order's items grouped by section (commerce spec section 3: non-electronics is groceries;
 * electronics and clothing together), each group under its heading, groceries first.
 */
export function OrderItems({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation(NS);
  const groups = GROUPS.map((group) => ({
    group,
    items: items.filter((item) => orderItemGroup(item.section ?? 'NON_ELECTRONICS') === group),
  })).filter((entry) => entry.items.length > 0);
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" css={{ fontSize: 20, marginBlock: '0 8px' }}>
        {t('order.items')}
      </h2>
      {groups.map(({ group, items: grouped }) => (
        <section key={group} aria-labelledby={`order-items-${group}`}>
          <h3 id={`order-items-${group}`} css={{ fontSize: 18, marginBlock: '8px' }}>
            {t(`order.${group}`)}
          </h3>
          <ul css={cardList}>
            {grouped.map((item) => (
              <OrderItem key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
