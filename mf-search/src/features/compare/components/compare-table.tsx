import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, formatPrice, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { ComparePageModel } from '../hooks/use-compare-page';

/** Width of the row labels, and the least width of a product column (phones scroll sideways). */
const LABEL_WIDTH = 110;
const PRODUCT_MIN_WIDTH = 150;

const scroller = css`
  overflow-x: auto;
`;

const table = (theme: Theme) => css`
  inline-size: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & th,
  & td {
    padding: ${theme.space.md};
    border-block-end: 1px solid ${theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  & tbody th {
    inline-size: ${LABEL_WIDTH}px;
    color: ${theme.colors.muted};
    font-weight: ${theme.fontWeights.semibold};
    background: ${theme.colors.surface};
  }
`;

/** The compared products side by side: image, name, price, brand, category and attributes. */
export function CompareTable({ model }: { model: ComparePageModel }) {
  const { t } = useTranslation(NS);
  const { products } = model;
  const row = (label: string, cells: ReactNode[]) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      {cells.map((cell, index) => (
        <td key={products[index]?.sku ?? index}>{cell ?? t('comparePage.notGiven')}</td>
      ))}
    </tr>
  );
  return (
    <div css={scroller} role="region" aria-label={t('comparePage.table')} tabIndex={0}>
      <table
        css={table}
        style={{ minInlineSize: LABEL_WIDTH + products.length * PRODUCT_MIN_WIDTH }}
      >
        <caption css={visuallyHidden}>{t('comparePage.table')}</caption>
        <thead>
          <tr>
            <td css={{ inlineSize: LABEL_WIDTH }} />
            {products.map((product) => (
              <th key={product.sku} scope="col">
                {product.image.src ? (
                  <img
                    src={product.image.src}
                    alt={product.image.alt}
                    width={120}
                    height={120}
                    css={{ objectFit: 'contain', display: 'block' }}
                  />
                ) : null}
                <Link
                  to={model.productHref(product.urlKey)}
                  css={{ display: 'block', marginBlock: 8 }}
                >
                  {product.name}
                </Link>
                <Button variant="outline" size="sm" onClick={() => model.remove(product.sku)}>
                  {t('compare.removeFrom')}
                  {/* The visible words start the name (label in name), the product ends it. */}
                  <span css={visuallyHidden}>
                    {t('comparePage.removeWhich', { name: product.name })}
                  </span>
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(
            t('comparePage.price'),
            products.map((product) => (
              <>
                <strong>{formatPrice(product.price, model.locale)}</strong>
                {product.priceBefore !== null ? (
                  <s css={(theme) => ({ display: 'block', color: theme.colors.subtle })}>
                    {t('comparePage.priceBefore', {
                      price: formatPrice(product.priceBefore, model.locale),
                    })}
                  </s>
                ) : null}
              </>
            )),
          )}
          {row(
            t('comparePage.brand'),
            products.map((product) => product.brand?.name ?? null),
          )}
          {row(
            t('comparePage.category'),
            products.map((product) =>
              product.category ? (
                <Link to={model.productHref(product.category.urlKey)}>{product.category.name}</Link>
              ) : null,
            ),
          )}
          {model.attributes.map((attribute) => row(attribute.label, attribute.values))}
        </tbody>
      </table>
    </div>
  );
}
