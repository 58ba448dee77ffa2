import '../i18n';
import { AddressForm } from '../features/addresses/components/address-form';

/** `account/AddressForm`: the reusable address form (checkout's guest address, address book). */
export default AddressForm;
