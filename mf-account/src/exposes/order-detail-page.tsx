import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/orders/{id}`: one order. */
export default function OrderDetailPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
