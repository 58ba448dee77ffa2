import '../i18n';
import { CreateReviewPage } from '../features/reviews/components/create-review-page';

/** `orders/{id}/create-review` and any path ending in `/create-review`. */
export default CreateReviewPage;
