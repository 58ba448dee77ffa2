import '../i18n';
import '../i18n-checkout';
import type { RoutePageProps } from '@dukkan/contracts';
import { OrderError } from '../features/order-outcome/components/order-error';

/** `orders/error?msg=...`: the order could not be placed or paid. */
export default function OrderErrorPage(_props: RoutePageProps) {
  return <OrderError />;
}
