import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `login`: phone and one-time-code login (guest only). */
export default function LoginPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
