import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/hooks/use-route-locale';
import { buttonRow, messagePage, primaryButton } from './page-styles';

/** The catch-all page: an unknown path says the page could not be found. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const locale = useRouteLocale();
  return (
    <section css={messagePage}>
      <h1>{t('notFound.message')}</h1>
      <div css={buttonRow}>
        <Link to={`/${locale}`} css={primaryButton}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
