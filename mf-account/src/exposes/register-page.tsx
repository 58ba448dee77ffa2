import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `register`: customer registration. */
export default function RegisterPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
