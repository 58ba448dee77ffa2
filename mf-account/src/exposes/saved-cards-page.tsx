import { ordersTexts } from '../locales/parts/orders';
import { SavedCardsPage } from '../features/saved-cards/components/saved-cards-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
ordersTexts.register();

/** `account/saved-cards`: the customer's saved cards. */
export default SavedCardsPage;
