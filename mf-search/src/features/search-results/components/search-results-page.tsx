import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, LAYOUT, Spinner, container, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useSearchResults } from '../hooks/use-search-results';
import { Pager } from './pager';

const page = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space.xl};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }
`;

const muted = (theme: Theme) => css`
  color: ${theme.colors.muted};
`;

/** About the height of one row of the catalogue's product cards. */
const CARD_ROW_HEIGHT = 320;

/**
 * The room the product grid takes, held while the catalogue's grid loads: its rows of cards (at
 * most a screen), so the pager under it is not pushed down in view when the cards arrive.
 */
const gridPending = (count: number) => css`
  min-block-size: min(
    100vh,
    ${Math.ceil(count / LAYOUT.productGridColumns.mobile) * CARD_ROW_HEIGHT}px
  );
`;

/**
 * Search results (`/search?q=`, `/search/{name}`): the matching products 24 a page in the
 * catalogue's product grid, with links to the other pages.
 */
export function SearchResultsPage() {
  const { t } = useTranslation(NS);
  const { Fragment } = useShell();
  // The callback ref apart from the model, so the React compiler's lint reads the rest as data.
  const { watchGrid, ...model } = useSearchResults();
  return (
    <section css={page}>
      <h1>{model.term ? t('searchPage.title', { term: model.term }) : t('routes.search')}</h1>
      {model.term === '' ? <p css={muted}>{t('searchPage.noTerm')}</p> : null}
      {model.isLoading ? <Spinner label={t('quickSearch.loading')} /> : null}
      {model.hasError ? (
        <div role="alert">
          <p>{t('searchPage.loadError')}</p>
          <Button variant="outline" onClick={model.retry}>
            {t('compare.retry')}
          </Button>
        </div>
      ) : null}
      {model.isEmpty ? (
        <div role="status">
          <p>{t('quickSearch.noResults', { term: model.term })}</p>
          <p css={muted}>{t('quickSearch.advice')}</p>
        </div>
      ) : null}
      {model.products.length > 0 ? (
        <>
          <p css={muted} role="status">
            {t('searchPage.count', { count: model.totalCount, value: model.totalCountText })}
          </p>
          {/* The catalogue's cards title products with h3; this keeps the outline h1, h2, h3. */}
          <h2 css={visuallyHidden}>{t('quickSearch.products')}</h2>
          <div ref={watchGrid}>
            <Fragment
              module="catalog/ProductGrid"
              props={{ products: model.products, leading: true }}
              loading={
                <div
                  role="progressbar"
                  aria-busy="true"
                  aria-label={t('quickSearch.loading')}
                  css={gridPending(model.products.length)}
                />
              }
            />
          </div>
          <Pager page={model.page} totalPages={model.totalPages} hrefOf={model.pageHref} />
        </>
      ) : null}
    </section>
  );
}
