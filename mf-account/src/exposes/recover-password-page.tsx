import '../i18n';
import { RecoverPasswordPage } from '../features/password-recovery/components/recover-password-page';

/** `auth/recover`: asks for the e-mail the reset link goes to. */
export default RecoverPasswordPage;
