import '../i18n';
import { OrdersPage } from '../features/orders/components/orders-page';

/** `account/orders`: order history. */
export default OrdersPage;
