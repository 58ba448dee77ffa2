import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `cart`: the shopping cart. */
export default function CartPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
