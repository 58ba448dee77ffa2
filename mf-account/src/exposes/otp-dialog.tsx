import '../i18n';
import { OtpDialog } from '../features/otp-dialog/components/otp-dialog';

/** The one-time-code dialog opened by the `enter-otp` event (checkout layout). */
export default OtpDialog;
