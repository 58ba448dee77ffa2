import { Link } from 'react-router-dom';
import { PAGE_ERROR_MESSAGES, buttonStyles, useShell } from '@dukkan/contracts';
import type { PageErrorCode } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { usePageMeta } from '../page-meta/use-page-meta';

/**
 * The spec's not-found texts (404, CATEGORY_NOT_FOUND, PRODUCT_NOT_FOUND, BRAND_NOT_FOUND) from the contracts'
 * error page table, with the error page's Shop Now way out.
 */
export function NotFound({
  code,
}: {
  code: Extract<
    PageErrorCode,
    '404' | 'CATEGORY_NOT_FOUND' | 'PRODUCT_NOT_FOUND' | 'BRAND_NOT_FOUND'
  >;
}) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const message = PAGE_ERROR_MESSAGES[code][locale];
  usePageMeta({ title: message });
  return (
    <section css={(theme) => ({ paddingBlock: theme.space.xxxl, textAlign: 'center' })}>
      <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{message}</h1>
      <Link to={localePath('/')} css={(theme) => buttonStyles(theme, { variant: 'primary' })}>
        {t('common.shopNow')}
      </Link>
    </section>
  );
}
