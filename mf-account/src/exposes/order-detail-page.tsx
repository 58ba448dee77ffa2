import { ordersTexts } from '../locales/parts/orders';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
ordersTexts.register();

/** `account/orders/:id`: one order. */
export default OrderDetailPage;
