import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { PlaceOrderView } from '../features/checkout/components/place-order';

/** `place-order`: reached after choosing a card provider, installments or a mobile wallet. */
export default function PlaceOrderPage(_props: RoutePageProps) {
  return <PlaceOrderView />;
}
