import '../i18n';
import { CompareButton } from '../features/compare/components/compare-button';

export default CompareButton;
