import { ordersTexts } from '../locales/parts/orders';
import { reviewsTexts } from '../locales/parts/reviews';
import { substitutionsTexts } from '../locales/parts/substitutions';
import { SubstitutionPage } from '../features/substitutions/components/substitution-page';

// Its texts, read (in parallel) as this module is evaluated; the shell renders it once they are.
ordersTexts.register();
reviewsTexts.register();
substitutionsTexts.register();

/** `substitution/{id}` and `substitution/{id}/success`. */
export default SubstitutionPage;
