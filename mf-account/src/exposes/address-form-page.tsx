import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/addresses/new` and `account/addresses/{id}/edit`. */
export default function AddressFormPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
