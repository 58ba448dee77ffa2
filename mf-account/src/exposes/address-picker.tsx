import { addressesTexts } from '../locales/parts/addresses';
import { AddressPicker } from '../features/addresses/components/address-picker';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
addressesTexts.register();

/** `account/AddressPicker`: the customer's saved addresses to choose from (checkout shipping). */
export default AddressPicker;
