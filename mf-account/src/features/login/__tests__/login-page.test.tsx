import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { codeSent, noCodeSent } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import LoginPage from '../../../exposes/login-page';
import { ar } from '../../../locales/ar';
import { en } from '../../../locales/en';

const texts = { en, ar };

async function loginPage(service = {}, locale: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  const view = await renderAccount(<LoginPage />, { locale, path: `/${locale}/login`, service });
  // The e-mail sign-in sits on the same page: the phone is the field named Mobile number.
  const phone = screen.getByRole('textbox', { name: new RegExp(texts[locale].login.phone) });
  return { ...view, user, phone };
}

describe('the login page', () => {
  it('asks for the mobile number under the heading Login or register', async () => {
    const { phone } = await loginPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Login or register' }),
    ).toBeInTheDocument();
    expect(phone).toHaveAccessibleName(/Mobile number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'New customer? Create an account' })).toHaveAttribute(
      'href',
      '/en/register',
    );
  });

  it.each([
    ['', 'This field is required.'],
    ['0101234567', 'Phone number must contain 11 numbers.'],
    ['01712345678', 'Phone number must be in the correct format.'],
    ['0101234567a', 'should only consist of numbers.'],
  ])('refuses %j with "%s" and sends nothing', async (typed, message) => {
    const view = await loginPage({ PhoneLogin: () => codeSent() });
    if (typed) await view.user.type(view.phone, typed);
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.phone).toHaveAttribute('aria-invalid', 'true');
    expect(view.phone).toHaveValue(typed);
    expect(view.network.calls).toHaveLength(0);
  });

  it('accepts Arabic-Indic digits, spaces and dashes and sends the normalised number', async () => {
    const view = await loginPage({ PhoneLogin: () => codeSent() }, 'ar');
    await view.user.type(view.phone, '٠١٠ ١٢٣٤-٥٦٧٨');
    await view.user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('heading', { name: 'تحقق من رقم هاتفك' })).toBeInTheDocument();
    expect(view.variablesOf('PhoneLogin')).toEqual([{ phone: '01012345678' }]);
  });

  it('takes an unregistered phone to registration with the phone', async () => {
    const view = await loginPage({
      PhoneLogin: () => graphqlError('No customer found with the phone number'),
    });
    await view.user.type(view.phone, '01098765432');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(view.currentPath()).toBe('/en/register?phone=01098765432'));
    expect(view.alerts()).toEqual([]);
  });

  it('shows otpError with otp.unableToSend when the service sends no response', async () => {
    const view = await loginPage({ PhoneLogin: () => noCodeSent });
    await view.user.type(view.phone, '01012345678');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Verification error',
          message: 'We could not send the code, please try again.',
        }),
      ]),
    );
    expect(view.phone).toHaveValue('01012345678');
  });

  it('shows other errors in an error alert and keeps the phone', async () => {
    const view = await loginPage({
      PhoneLogin: () => graphqlError('GraphQL error: Too many requests. Try again in 60 seconds.'),
    });
    await view.user.type(view.phone, '01012345678');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          type: 'danger',
          message: 'Too many requests. Try again in 60 seconds.',
        }),
      ]),
    );
    expect(view.phone).toHaveValue('01012345678');
  });
});
