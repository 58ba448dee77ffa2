import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/addresses`: the address book. */
export default function AddressesPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
