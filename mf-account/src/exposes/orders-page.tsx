import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/orders`: order history. */
export default function OrdersPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
