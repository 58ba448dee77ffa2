import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `compare`: the comparison page (issue 6). */
export default function ComparePage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
