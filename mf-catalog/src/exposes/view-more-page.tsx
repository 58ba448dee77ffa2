import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `view-more/{code?}`: a product list chosen by code. */
export default function ViewMorePage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
