import { signInTexts } from '../locales/parts/sign-in';
import { RegisterPage } from '../features/register/components/register-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `register`: customer registration (`?phone=` prefills the phone). */
export default RegisterPage;
