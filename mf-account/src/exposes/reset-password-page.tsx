import { signInTexts } from '../locales/parts/sign-in';
import { ResetPasswordPage } from '../features/password-recovery/components/reset-password-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `auth/reset`: sets a new password with the e-mailed token. */
export default ResetPasswordPage;
