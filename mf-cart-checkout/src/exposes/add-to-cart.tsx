import '../i18n';
import { AddToCart } from '../features/add-to-cart/components/add-to-cart';

export default AddToCart;
