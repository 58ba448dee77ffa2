import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `brands/{slug}`: one brand's products. */
export default function BrandPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
