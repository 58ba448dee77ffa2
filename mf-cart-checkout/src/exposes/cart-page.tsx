import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { CartPageView } from '../features/cart-page/components/cart-page';

/** `cart`: the shopping cart. */
export default function CartPage(_props: RoutePageProps) {
  return <CartPageView />;
}
