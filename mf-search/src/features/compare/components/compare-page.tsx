import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, buttonStyles, container } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useComparePage } from '../hooks/use-compare-page';
import { CompareTable } from './compare-table';

const page = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space.xl};
`;

const header = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-block-end: ${theme.space.lg};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }
`;

/** The comparison page (/compare): products side by side, remove each or all, or an empty state. */
export function ComparePage() {
  const { t } = useTranslation(NS);
  const model = useComparePage();
  return (
    <section css={page}>
      <div css={header}>
        <h1>{t('comparePage.title')}</h1>
        {model.count > 0 ? (
          <Button variant="ghost" onClick={model.clear}>
            {t('compare.clearAll')}
          </Button>
        ) : null}
      </div>
      {model.count === 0 ? (
        <div>
          <p>{t('comparePage.empty')}</p>
          <p css={(theme) => ({ color: theme.colors.muted })}>{t('comparePage.emptyHint')}</p>
          <Link to={model.homeHref} css={(theme) => buttonStyles(theme, { variant: 'primary' })}>
            {t('comparePage.continueShopping')}
          </Link>
        </div>
      ) : null}
      {model.count > 0 && model.isLoading ? <Spinner label={t('compare.loading')} /> : null}
      {model.count > 0 && model.hasError ? <p role="alert">{t('compare.loadError')}</p> : null}
      {model.products.length > 0 ? <CompareTable model={model} /> : null}
    </section>
  );
}
