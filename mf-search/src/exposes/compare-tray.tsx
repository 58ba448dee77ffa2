import '../i18n';
import { CompareTray } from '../features/compare/components/compare-tray';

export default CompareTray;
