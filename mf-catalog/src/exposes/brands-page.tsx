import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `brands`: the brand list. */
export default function BrandsPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
