import '../i18n';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../i18n';
import { PendingPage } from '../features/pending-page/pending-page';

/** `search` and `search/{name}`; the search form sends its term as query parameter q. */
export default function SearchPage(props: RoutePageProps) {
  const { t } = useTranslation(NS);
  const [query] = useSearchParams();
  const term = query.get('q')?.trim();
  return <PendingPage {...props} details={term ? [t('params.q', { value: term })] : []} />;
}
