import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `orders/error`: the order could not be placed. */
export default function OrderErrorPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
