import { signInTexts } from '../locales/parts/sign-in';
import { TempLoginPage } from '../features/temp-login/components/temp-login-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `temp-login`: sign in with a one-time code (or its link) sent to the e-mail. */
export default TempLoginPage;
