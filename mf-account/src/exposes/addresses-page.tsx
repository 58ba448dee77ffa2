import { addressesTexts } from '../locales/parts/addresses';
import { AddressesPage } from '../features/addresses/components/addresses-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
addressesTexts.register();

/** `account/addresses`: the address book. */
export default AddressesPage;
