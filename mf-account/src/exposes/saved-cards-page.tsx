import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/saved-cards`: saved payment cards. */
export default function SavedCardsPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
