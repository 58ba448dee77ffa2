import { signInTexts } from '../locales/parts/sign-in';
import { ConfirmEmailPage } from '../features/confirm-email/components/confirm-email-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `confirm-email`: opens the link that proves an e-mail (registration or a new e-mail). */
export default ConfirmEmailPage;
