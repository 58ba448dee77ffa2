import '../i18n';
import { QuickSearch } from '../features/quick-search/components/quick-search';

export default QuickSearch;
