import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { useShell } from '@dukkan/contracts';
import { OrderSuccess } from '../features/order-outcome/components/order-success';

/**
 * `orders/success?id=..[&id=..]`, `orders/success?merchantRef=..` (return from payment) and
 * `orders/{id}/success`: the order numbers come from the path or the query.
 */
export default function OrderSuccessPage({ params }: RoutePageProps) {
  const { session } = useShell();
  return (
    <OrderSuccess guest={!session.isLoggedIn} {...(params.id ? { orderId: params.id } : {})} />
  );
}
