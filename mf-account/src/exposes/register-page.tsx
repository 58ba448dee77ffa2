import '../i18n';
import { RegisterPage } from '../features/register/components/register-page';

/** `register`: customer registration (`?phone=` prefills the phone). */
export default RegisterPage;
