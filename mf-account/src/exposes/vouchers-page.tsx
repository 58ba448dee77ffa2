import '../i18n';
import { VouchersPage } from '../features/vouchers/components/vouchers-page';

/** `account/my-vouchers`: the customer's e-vouchers. */
export default VouchersPage;
