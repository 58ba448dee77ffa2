import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `auth/recover`: asks for the e-mail to send a password reset to. */
export default function RecoverPasswordPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
