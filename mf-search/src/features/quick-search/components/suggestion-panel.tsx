import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, focusRing, formatPrice } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { QuickSearchModel } from '../hooks/use-quick-search';

const heading = (theme: Theme) => css`
  margin: 0;
  padding-block: ${theme.space.sm} ${theme.space.xs};
  padding-inline: ${theme.space.lg};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.muted};
  text-transform: uppercase;
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.surface};
  }
  ${focusRing(theme)};
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const thumb = (theme: Theme) => css`
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  object-fit: contain;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
`;

const status = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  color: ${theme.colors.muted};
`;

/**
 * What the search box suggests: a spinner while fetching, matching categories and products
 * (image, name, regular price, linking to /{url_key}), or the no-results message with the term.
 */
export function SuggestionPanel({ model }: { model: QuickSearchModel }) {
  const { t } = useTranslation(NS);
  const { products, categories } = model;
  return (
    <>
      {model.isLoading ? (
        <p css={status}>
          <Spinner label={t('quickSearch.loading')} />
          <span aria-hidden="true">{t('quickSearch.loading')}</span>
        </p>
      ) : null}
      {model.isEmpty ? (
        <div role="status" css={status} style={{ display: 'block' }}>
          <p css={{ margin: 0, fontWeight: 600 }}>
            {t('quickSearch.noResults', { term: model.term.trim() })}
          </p>
          <p css={{ margin: 0 }}>{t('quickSearch.advice')}</p>
        </div>
      ) : null}
      {categories.length > 0 ? (
        <section aria-label={t('quickSearch.categories')}>
          <div css={heading} aria-hidden="true">
            {t('quickSearch.categories')}
          </div>
          <ul css={list}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={model.productHref(category.urlKey)} css={row} data-suggestion="">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section aria-label={t('quickSearch.products')}>
          <div css={heading} aria-hidden="true">
            {t('quickSearch.products')}
          </div>
          <ul css={list}>
            {products.map((product, index) => (
              <li key={product.sku}>
                <Link
                  to={model.productHref(product.urlKey)}
                  onClick={() => model.selectProduct(product, index)}
                  css={row}
                  data-suggestion=""
                >
                  {product.image ? (
                    <img src={product.image} alt="" css={thumb} loading="lazy" />
                  ) : (
                    <span css={thumb} />
                  )}
                  <span css={{ flex: 1, minInlineSize: 0 }}>{product.name}</span>
                  <span css={{ flex: 'none', fontWeight: 600 }}>
                    {formatPrice(product.price, model.locale)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
