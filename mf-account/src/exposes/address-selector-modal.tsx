import '../i18n';
import { AddressSelectorModal } from '../features/addresses/components/address-selector-modal';

/** The saved-address chooser of the default layout (shell spec sections 2 and 4). */
export default AddressSelectorModal;
