import { ordersTexts } from '../locales/parts/orders';
import { VouchersPage } from '../features/vouchers/components/vouchers-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
ordersTexts.register();

/** `account/my-vouchers`: the customer's e-vouchers. */
export default VouchersPage;
