import '../i18n';
import { LoginPage } from '../features/login/components/login-page';

/** `login`: phone and one-time-code login (guest only). */
export default LoginPage;
