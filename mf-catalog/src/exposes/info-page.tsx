import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { InfoView } from '../features/info/components/info-view';

/** Information pages: about, contact, faqs, stores, return, terms, privacy and
 * loyalty-points-system, told apart by `routeId`. */
export default function InfoPage({ routeId }: RoutePageProps) {
  return <InfoView key={routeId} routeId={routeId} />;
}
