import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `checkout` and its steps `shipping`, `guest-shipping` and `pay`, told apart by `routeId`. */
export default function CheckoutPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
