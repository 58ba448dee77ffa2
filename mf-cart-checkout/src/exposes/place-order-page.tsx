import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `place-order`: reached after choosing a card provider, installments or a mobile wallet. */
export default function PlaceOrderPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
