import { overviewTexts } from '../locales/parts/overview';
import { OverviewPage } from '../features/overview/components/overview-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
overviewTexts.register();

/** `account`: the account overview. */
export default OverviewPage;
