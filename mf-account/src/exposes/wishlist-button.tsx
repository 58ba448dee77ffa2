import '../i18n';
import { WishlistButton } from '../features/wishlist/components/wishlist-button';

/** `account/WishlistButton`: adds a product to the wishlist or removes it (guests log in first). */
export default WishlistButton;
