import { addressesTexts } from '../locales/parts/addresses';
import { AddressFormPage } from '../features/addresses/components/address-form-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
addressesTexts.register();

/** `account/addresses/new` and `account/addresses/{id}/edit`. */
export default AddressFormPage;
