import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { OrderSuccess } from '../features/order-outcome/components/order-success';

/** `guest-order/success?id=..` and `guest-order/{id}/success`: the order a guest just placed. */
export default function GuestOrderSuccessPage({ params }: RoutePageProps) {
  return <OrderSuccess guest {...(params.id ? { orderId: params.id } : {})} />;
}
