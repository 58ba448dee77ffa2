import '../i18n';
import { AccountMenu } from '../features/account-menu/components/account-menu';

export default AccountMenu;
