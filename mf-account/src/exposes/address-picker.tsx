import '../i18n';
import { AddressPicker } from '../features/addresses/components/address-picker';

/** `account/AddressPicker`: the customer's saved addresses to choose from (checkout shipping). */
export default AddressPicker;
