import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/my-vouchers`: the customer's e-vouchers. */
export default function VouchersPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
