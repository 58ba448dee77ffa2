import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import TempLoginPage from '../../../exposes/temp-login-page';

const tokens = {
  __typename: 'CustomerToken',
  token: 't',
  refreshToken: 'r',
  token_expires_at: '2030-01-01T00:00:00Z',
  refresh_token_expires_at: '2030-02-01T00:00:00Z',
};
const sent = () => ({
  initiateEmailOTPLogin: {
    __typename: 'OTPResponse',
    status: true,
    message: 'If this e-mail belongs to an account, a sign-in code was sent to it.',
    resend_after: 120,
  },
});

function page(path: string, service = {}, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<TempLoginPage routeId="temp-login" params={{}} />, {
    locale,
    path: `/${locale}${path}`,
    service,
  });
}

describe('the temporary login', () => {
  it('sends a code to the e-mail and signs in with it on the code screen', async () => {
    const user = userEvent.setup();
    const view = await page('/temp-login', {
      EmailOtpLogin: sent,
      EnterEmailOtp: () => ({ loginByEmailOTP: tokens }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Temporary login' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mona.adel@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('mona.adel@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change phone number' })).not.toBeInTheDocument();
    await user.type(screen.getAllByRole('textbox')[0]!, '4');
    await user.keyboard('321');
    await waitFor(() => expect(view.login).toHaveBeenCalled());
    expect(view.variablesOf('EmailOtpLogin')).toEqual([{ email: 'mona.adel@example.com' }]);
    expect(view.variablesOf('EnterEmailOtp')).toEqual([
      { email: 'mona.adel@example.com', otp: '4321' },
    ]);
  });

  it('refuses a malformed e-mail in Arabic and sends nothing', async () => {
    const user = userEvent.setup();
    const view = await page('/temp-login', { EmailOtpLogin: sent }, 'ar');
    await user.type(screen.getByRole('textbox'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(
      await screen.findByText('يجب أن يكون هذا الحقل بريدًا إلكترونيًا صحيحًا.'),
    ).toBeInTheDocument();
    expect(view.variablesOf('EmailOtpLogin')).toEqual([]);
    expect(screen.getByRole('textbox')).toHaveValue('not an email');
  });

  it('signs in at once with the link from the e-mail', async () => {
    const view = await page('/temp-login?email=mona.adel%40example.com&code=1234', {
      EnterEmailOtp: () => ({ loginByEmailOTP: tokens }),
    });
    await waitFor(() => expect(view.login).toHaveBeenCalledTimes(1));
    expect(view.variablesOf('EnterEmailOtp')).toEqual([
      { email: 'mona.adel@example.com', otp: '1234' },
    ]);
  });

  it('says why a used link fails and keeps the e-mail for a new code', async () => {
    await page('/temp-login?email=mona.adel%40example.com&code=1234', {
      EnterEmailOtp: () =>
        graphqlError('The code has expired. Please request a new code.', {
          message_ar: 'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
        }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code has expired. Please request a new code.',
    );
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('mona.adel@example.com');
  });
});
