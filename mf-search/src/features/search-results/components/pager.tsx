import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { numberFormat, focusRing, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';

/** Page numbers shown around the current one. */
const AROUND = 2;

const list = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs};
  margin: 0;
  margin-block-start: ${theme.space.xl};
  padding: 0;
  list-style: none;
`;

const item = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 40px;
  block-size: 40px;
  padding-inline: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
  }
  ${focusRing(theme)};
`;

/** Links to the previous, nearby and next pages of the results. */
export function Pager({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  if (totalPages <= 1) return null;
  // Page numbers in the page language's digits (Arabic-Indic on /ar).
  const digits = numberFormat(locale, { useGrouping: false });
  const first = Math.max(1, page - AROUND);
  const last = Math.min(totalPages, page + AROUND);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav aria-label={t('searchPage.pages')}>
      <ul css={list}>
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} css={item}>
              {t('searchPage.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((target) => (
          <li key={target}>
            <Link
              to={hrefOf(target)}
              css={item}
              aria-current={target === page ? 'page' : undefined}
              aria-label={t('searchPage.page', { page: digits.format(target) })}
            >
              {digits.format(target)}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefOf(page + 1)} css={item}>
              {t('searchPage.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
