import '../i18n';
import { AccountMenuLink } from '../features/account-menu/components/account-menu-link';

export default AccountMenuLink;
