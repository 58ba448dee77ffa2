import '../i18n';
import { OverviewPage } from '../features/overview/components/overview-page';

/** `account`: the account overview. */
export default OverviewPage;
