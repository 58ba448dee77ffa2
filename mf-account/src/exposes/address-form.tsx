import { addressesTexts } from '../locales/parts/addresses';
import { AddressForm } from '../features/addresses/components/address-form';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
addressesTexts.register();

/** `account/AddressForm`: the reusable address form (checkout's guest address, address book). */
export default AddressForm;
