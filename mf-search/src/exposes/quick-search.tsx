import '../i18n';
import { QuickSearchForm } from '../features/quick-search/components/quick-search-form';

export default QuickSearchForm;
