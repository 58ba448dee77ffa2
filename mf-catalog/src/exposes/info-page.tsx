import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** Information pages: about, contact, faqs, stores, return, terms, privacy and
 * loyalty-points-system, told apart by `routeId`. */
export default function InfoPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
