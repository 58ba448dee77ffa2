import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `account/wishlist`: the wishlist. */
export default function WishlistPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
