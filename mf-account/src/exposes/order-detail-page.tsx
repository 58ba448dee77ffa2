import '../i18n';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';

/** `account/orders/:id`: one order. */
export default OrderDetailPage;
