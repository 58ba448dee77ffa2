import '../i18n';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';

/** `account/wishlist`: the customer's wishlist. */
export default WishlistPage;
