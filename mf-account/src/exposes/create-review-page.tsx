import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `orders/{id}/create-review` and any path ending in `/create-review`. */
export default function CreateReviewPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
