import '../i18n';
import { AddressesPage } from '../features/addresses/components/addresses-page';

/** `account/addresses`: the address book. */
export default AddressesPage;
