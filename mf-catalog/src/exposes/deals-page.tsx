import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `deals`: discounted products. */
export default function DealsPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
