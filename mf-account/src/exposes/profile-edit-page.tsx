import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/edit`, `account/edit/email` and `account/edit/password`. */
export default function ProfileEditPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
