import { wishlistTexts } from '../locales/parts/wishlist';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
wishlistTexts.register();

/** `account/wishlist`: the customer's wishlist. */
export default WishlistPage;
