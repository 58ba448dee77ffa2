import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `substitution/{id}` and `substitution/{id}/success`. */
export default function SubstitutionPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
