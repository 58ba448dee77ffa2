import '../i18n';
import { SubstitutionPage } from '../features/substitutions/components/substitution-page';

/** `substitution/{id}` and `substitution/{id}/success`. */
export default SubstitutionPage;
