import '../i18n';
import { SavedCardsPage } from '../features/saved-cards/components/saved-cards-page';

/** `account/saved-cards`: the customer's saved cards. */
export default SavedCardsPage;
