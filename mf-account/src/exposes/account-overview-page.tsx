import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account`: the account overview. */
export default function AccountOverviewPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
