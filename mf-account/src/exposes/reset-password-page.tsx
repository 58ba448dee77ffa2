import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `auth/reset`: sets a new password with the e-mailed token. */
export default function ResetPasswordPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
