import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, numberFormat, Spinner, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle } from '../../../shared/page-styles';
import { useWishlistPage } from '../hooks/use-wishlist-page';
import { WishlistItem } from './wishlist-item';

/** `/account/wishlist`: the customer's wishlist, each product removable or added to the cart. */
export function WishlistPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const page = useWishlistPage();
  const number = (value: number) => numberFormat(locale).format(value);
  const empty = !page.loading && !page.errorMessage && page.entries.length === 0;
  return (
    <section
      aria-labelledby="wishlist-title"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xl,
        maxInlineSize: 1166,
        marginInline: 'auto',
        paddingBlock: theme.space.xl,
        paddingInline: theme.space.lg,
      })}
    >
      <div>
        <h1 id="wishlist-title" css={pageTitle}>
          {t('routes.account-wishlist')}
        </h1>
        {page.count > 0 && <p>{t('wishlist.count', { count: number(page.count) })}</p>}
      </div>
      {page.loading && (
        <p role="status">
          <Spinner /> {t('wishlist.loading')}
        </p>
      )}
      {page.errorMessage && (
        <div role="alert">
          <p>{t('wishlist.loadError')}</p>
          <p>{page.errorMessage}</p>
          <Button variant="secondary" onClick={page.retry}>
            {t('wishlist.retry')}
          </Button>
        </div>
      )}
      {page.failure && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
          {page.failure}
        </p>
      )}
      {empty && (
        <div>
          <p>{t('wishlist.empty')}</p>
          <p>{t('wishlist.emptyHint')}</p>
          <Link to={localePath('/')}>{t('wishlist.browse')}</Link>
        </div>
      )}
      {page.entries.length > 0 && (
        <ul css={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          {page.entries.map((entry) => (
            <li key={entry.itemId}>
              <WishlistItem
                entry={entry}
                removing={page.removing === entry.itemId}
                onRemove={() => page.remove(entry)}
              />
            </li>
          ))}
        </ul>
      )}
      {page.totalPages > 1 && (
        <nav
          aria-label={t('wishlist.pages')}
          css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}
        >
          <Button
            variant="secondary"
            disabled={page.currentPage <= 1}
            onClick={() => page.goTo(page.currentPage - 1)}
          >
            {t('wishlist.previous')}
          </Button>
          <p aria-live="polite">
            {t('wishlist.page', {
              page: number(page.currentPage),
              total: number(page.totalPages),
            })}
          </p>
          <Button
            variant="secondary"
            disabled={page.currentPage >= page.totalPages}
            onClick={() => page.goTo(page.currentPage + 1)}
          >
            {t('wishlist.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
