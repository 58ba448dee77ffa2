import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `featured/{categorySlug?}`: a top category that has children. */
export default function FeaturedPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
