import '../i18n';
import { AddGroupToCart } from '../features/add-to-cart/components/add-group-to-cart';

export default AddGroupToCart;
