import '../i18n';
import { TempLoginPage } from '../features/temp-login/components/temp-login-page';

/** `temp-login`: sign in with a one-time code (or its link) sent to the e-mail. */
export default TempLoginPage;
