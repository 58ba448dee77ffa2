import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `temp-login`: the temporary login screen. */
export default function TempLoginPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
