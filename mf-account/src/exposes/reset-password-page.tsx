import '../i18n';
import { ResetPasswordPage } from '../features/password-recovery/components/reset-password-page';

/** `auth/reset`: sets a new password with the e-mailed token. */
export default ResetPasswordPage;
