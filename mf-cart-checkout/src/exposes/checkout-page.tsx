import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { CheckoutPageView } from '../features/checkout/components/checkout-page';

/** `checkout` and its steps `shipping`, `guest-shipping` and `pay`, told apart by `routeId`. */
export default function CheckoutPage({ routeId }: RoutePageProps) {
  return <CheckoutPageView routeId={routeId} />;
}
