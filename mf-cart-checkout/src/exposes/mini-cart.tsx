import '../i18n';
import { MiniCartLink } from '../features/mini-cart/components/mini-cart-link';

export default MiniCartLink;
