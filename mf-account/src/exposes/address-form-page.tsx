import '../i18n';
import { AddressFormPage } from '../features/addresses/components/address-form-page';

/** `account/addresses/new` and `account/addresses/{id}/edit`. */
export default AddressFormPage;
