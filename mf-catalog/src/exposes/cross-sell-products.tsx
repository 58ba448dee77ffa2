import '../i18n';
import { CartCrossSell } from '../features/cross-sell/components/cart-cross-sell';

export default CartCrossSell;
