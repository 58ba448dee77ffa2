import { ordersTexts } from '../locales/parts/orders';
import { reviewsTexts } from '../locales/parts/reviews';
import { CreateReviewPage } from '../features/reviews/components/create-review-page';

// Its texts, read (in parallel) as this module is evaluated; the shell renders it once they are.
ordersTexts.register();
reviewsTexts.register();

/** `orders/{id}/create-review` and any path ending in `/create-review`. */
export default CreateReviewPage;
