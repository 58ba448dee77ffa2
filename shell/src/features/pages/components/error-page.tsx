import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ErrorPageInput } from '../hooks/use-error-page';
import { useErrorPage } from '../hooks/use-error-page';
import { buttonRow, messagePage, primaryButton, secondaryButton } from './page-styles';

/** The error page (shell spec section 2): Ooops!, the resolved message, Shop Now, My Orders. */
export function ErrorPage(props: ErrorPageInput) {
  const { t } = useTranslation('shell');
  const { message, homePath, ordersPath } = useErrorPage(props);
  return (
    <section css={messagePage}>
      <h1>{t('errorPage.title')}</h1>
      <p>{message}</p>
      <div css={buttonRow}>
        <Link to={homePath} css={primaryButton}>
          {t('errorPage.shopNow')}
        </Link>
        <Link to={ordersPath} css={secondaryButton}>
          {t('errorPage.myOrders')}
        </Link>
      </div>
    </section>
  );
}
