import '../i18n';
import { AreaSelector } from '../features/area-selector/components/area-selector';

export default AreaSelector;
