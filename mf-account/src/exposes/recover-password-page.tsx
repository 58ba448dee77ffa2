import { signInTexts } from '../locales/parts/sign-in';
import { RecoverPasswordPage } from '../features/password-recovery/components/recover-password-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `auth/recover`: asks for the e-mail the reset link goes to. */
export default RecoverPasswordPage;
