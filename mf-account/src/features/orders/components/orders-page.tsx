import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, numberFormat, SelectField, Spinner, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle } from '../../../shared/page-styles';
import { useOrderHistory } from '../hooks/use-order-history';
import { ORDER_STATUS_FILTERS } from '../order-statuses';
import { OrderCard } from './order-card';
import { areaPage, cardList, link, pager } from './order-styles';

/** `/account/orders`: the order history with a status filter and paging. */
export function OrdersPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const history = useOrderHistory();
  const number = (value: number) => numberFormat(locale).format(value);
  return (
    <section css={areaPage} aria-labelledby="orders-title" aria-busy={history.updating}>
      <h1 id="orders-title" css={pageTitle}>
        {t('routes.account-orders')}
      </h1>
      <SelectField
        label={t('orders.filter')}
        value={history.status}
        onChange={(event) => history.setStatus(event.target.value)}
        placeholder={t('orders.all')}
        options={ORDER_STATUS_FILTERS.map((status) => ({
          value: status,
          label: t(`orders.status.${status}`),
        }))}
        css={{ maxInlineSize: 320 }}
      />
      {history.loading && (
        <p role="status">
          <Spinner /> {t('orders.loading')}
        </p>
      )}
      {history.errorMessage && (
        <div role="alert">
          <p>{t('orders.loadError')}</p>
          <p>{history.errorMessage}</p>
          <Button variant="secondary" onClick={history.retry}>
            {t('orders.retry')}
          </Button>
        </div>
      )}
      {!history.loading && !history.errorMessage && history.orders.length === 0 && (
        <p>
          {history.status ? t('orders.emptyFiltered') : t('orders.empty')}{' '}
          <Link css={link} to={localePath('/')}>
            {t('orders.startShopping')}
          </Link>
        </p>
      )}
      {history.orders.length > 0 && (
        <ul css={cardList} aria-label={t('orders.list')}>
          {history.orders.map((order) => (
            <li key={order.number}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {history.totalPages > 1 && (
        <nav css={pager} aria-label={t('orders.paging')}>
          <Button
            variant="secondary"
            disabled={history.page <= 1}
            onClick={() => history.goToPage(history.page - 1)}
          >
            {t('orders.previous')}
          </Button>
          <p aria-live="polite">
            {t('orders.pageOf', { page: number(history.page), total: number(history.totalPages) })}
          </p>
          <Button
            variant="secondary"
            disabled={history.page >= history.totalPages}
            onClick={() => history.goToPage(history.page + 1)}
          >
            {t('orders.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
