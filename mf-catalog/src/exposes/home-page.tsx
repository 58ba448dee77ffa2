import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `/` (home): the storefront home page; its content comes with the catalogue issue. */
export default function HomePage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
