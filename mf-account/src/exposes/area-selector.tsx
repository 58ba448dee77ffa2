import '../i18n';
import { DeliveringTo } from '../features/area-selector/components/delivering-to';

export default DeliveringTo;
