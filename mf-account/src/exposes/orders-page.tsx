import { ordersTexts } from '../locales/parts/orders';
import { OrdersPage } from '../features/orders/components/orders-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
ordersTexts.register();

/** `account/orders`: order history. */
export default OrdersPage;
