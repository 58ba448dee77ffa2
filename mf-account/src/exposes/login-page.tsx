import { signInTexts } from '../locales/parts/sign-in';
import type { RoutePageProps } from '@dukkan/contracts';
import { EmailLoginForm } from '../features/email-login/components/email-login-form';
import { LoginPage as PhoneLoginPage } from '../features/login/components/login-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `login`: the phone and one-time code, and beside it e-mail and password (guest only). */
export default function LoginPage(props: Partial<RoutePageProps>) {
  return <PhoneLoginPage {...props} alternative={<EmailLoginForm />} />;
}
