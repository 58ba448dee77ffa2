import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { codeResent, codeSent, loggedIn } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import LoginPage from '../../../exposes/login-page';
import { ar } from '../../../locales/ar';
import { en } from '../../../locales/en';

// The login page also has the e-mail sign-in: the phone is the field named Mobile number.
const texts = { en, ar };

const PHONE = '01012345678';

/** /login with a phone typed and a code sent: the one-time-code screen is showing. */
async function codeScreen(service: ServiceAnswers = {}, locale: 'en' | 'ar' = 'en') {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = await renderAccount(<LoginPage />, {
    locale,
    path: `/${locale}/login`,
    service: { PhoneLogin: () => codeSent(), ...service },
  });
  await user.type(
    screen.getByRole('textbox', { name: new RegExp(texts[locale].login.phone) }),
    PHONE,
  );
  await user.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Send code' : 'إرسال الرمز' }),
  );
  await screen.findByRole('group');
  const digits = () => screen.getAllByRole<HTMLInputElement>('textbox');
  return { ...view, user, digits };
}

/** Lets `ms` pass (the answers of the requests it started come later: wait for them). */
function advance(ms: number) {
  return act(() => jest.advanceTimersByTimeAsync(ms));
}

/** Lets `seconds` pass one second at a time, so each tick renders before the next is due. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => jest.advanceTimersByTime(1000));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the one-time-code screen', () => {
  it('has a title, says where the code was sent, a change-phone link and four labelled digit inputs', async () => {
    const { digits } = await codeScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We sent a 4-digit code to/)).toHaveTextContent(PHONE);
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(digits().map((input) => input.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 4',
      'Digit 2 of 4',
      'Digit 3 of 4',
      'Digit 4 of 4',
    ]);
    for (const input of digits()) expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts digits only (Arabic-Indic made ASCII), one per input, and blocks e, + and -', async () => {
    const { user, digits } = await codeScreen();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 4' });
    await user.type(first, 'x');
    expect(first).toHaveValue('');
    for (const key of ['e', 'E', '+', '-']) {
      const event = fireEvent.keyDown(first, { key });
      expect(event).toBe(false);
    }
    await user.type(first, '٣');
    expect(first).toHaveValue('3');
    expect(digits()[1]).toHaveFocus();
    fireEvent.change(digits()[1]!, { target: { value: '45' } });
    expect(digits()[1]).toHaveValue('5');
  });

  it('moves focus forward on each digit and back on Backspace or Delete in an empty input', async () => {
    const { user, digits } = await codeScreen();
    await user.click(digits()[0]!);
    await user.keyboard('12');
    expect(digits()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits()[1]).toHaveValue('');
    await user.keyboard('{Delete}');
    expect(digits()[0]).toHaveFocus();
  });

  it('fills all four inputs from a pasted code', async () => {
    const { user, digits } = await codeScreen();
    await user.click(digits()[2]!);
    await user.paste('٤-3 2 1');
    expect(digits().map((input) => input.value)).toEqual(['4', '3', '2', '1']);
  });

  it('auto-submits the code 400 ms after the fourth digit and hands the tokens to the shell', async () => {
    const view = await codeScreen({ EnterOtp: () => loggedIn(1) });
    const back = jest.fn();
    view.bus.on('navigate-back', back);
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('1234');
    act(() => jest.advanceTimersByTime(399));
    expect(view.network.callsOf('EnterOtp')).toHaveLength(0);
    await advance(1);
    expect(view.variablesOf('EnterOtp')).toEqual([{ phone: PHONE, otp: '1234' }]);
    await waitFor(() =>
      expect(view.login).toHaveBeenCalledWith({
        token: 'tok-1',
        refreshToken: 'ref-1',
        tokenExpiresAt: '2030-01-01T10:00:00Z',
        refreshTokenExpiresAt: '2030-01-31T10:00:00Z',
      }),
    );
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('tells analytics about the phone login once the shell has signed the customer in', async () => {
    const view = await codeScreen({ EnterOtp: () => loggedIn(1) });
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('1234');
    await advance(400);
    await waitFor(() => expect(view.login).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'login', method: 'phone' }]));
  });

  it('sends no login event when the shell could not sign the customer in', async () => {
    const view = await codeScreen({ EnterOtp: () => loggedIn(1) });
    view.login.mockRejectedValueOnce(new Error('The identity could not be loaded.'));
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('1234');
    await advance(400);
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ type: 'danger', message: 'The identity could not be loaded.' }),
      ]),
    );
    expect(window.dataLayer).toEqual([]);
  });

  it('does not submit an incomplete code', async () => {
    const view = await codeScreen();
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('123');
    act(() => jest.advanceTimersByTime(5000));
    expect(view.network.callsOf('EnterOtp')).toHaveLength(0);
  });

  it('keeps the screen on a wrong code, marks the inputs invalid and explains why', async () => {
    const view = await codeScreen({
      EnterOtp: () => graphqlError("The current customer isn't authorized."),
    });
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('9999');
    await advance(400);
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ type: 'danger', message: 'Make sure you typed a valid OTP' }),
      ]),
    );
    for (const input of view.digits()) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(view.digits()[0]).toHaveAccessibleDescription('Invalid code');
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    expect(view.login).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
    await view.user.keyboard('{Backspace}');
    expect(view.digits()[0]).not.toHaveAttribute('aria-invalid');
  });

  it('shows other verification errors in an error alert without the GraphQL prefix', async () => {
    const view = await codeScreen({
      EnterOtp: () =>
        graphqlError('GraphQL error: Too many wrong codes. Please request a new code.'),
    });
    await view.user.click(view.digits()[0]!);
    await view.user.keyboard('1111');
    await advance(400);
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Verification error',
          message: 'Too many wrong codes. Please request a new code.',
        }),
      ]),
    );
    expect(view.digits()[0]).not.toHaveAttribute('aria-invalid');
  });

  it('counts down 120 s before the code can be resent, ticking each second', async () => {
    const view = await codeScreen();
    expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
    tick(1);
    expect(screen.getByRole('button', { name: 'Resend code in 1:59' })).toBeDisabled();
    tick(118);
    expect(screen.getByRole('button', { name: 'Resend code in 0:01' })).toBeDisabled();
    tick(1);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(view.network.callsOf('ResendOtp')).toHaveLength(0);
  });

  it('resends the code: a success alert and the countdown starts again', async () => {
    const view = await codeScreen({
      ResendOtp: () => codeResent(120),
    });
    tick(120);
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(view.variablesOf('ResendOtp')).toEqual([{ phone: PHONE }]);
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ type: 'success', message: 'The code was sent successfully' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
  });

  it('shows a failed resend in an alert titled resendError with the server message and clears the countdown', async () => {
    const view = await codeScreen({
      PhoneLogin: () => codeSent(0),
      ResendOtp: () =>
        graphqlError('GraphQL error: Please wait 30 seconds before requesting a new code.'),
    });
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Could not resend the code',
          message: 'Please wait 30 seconds before requesting a new code.',
        }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('speaks Arabic and shows the service Arabic text for a failed resend', async () => {
    const view = await codeScreen(
      {
        PhoneLogin: () => codeSent(0),
        ResendOtp: () =>
          graphqlError('Please wait 30 seconds before requesting a new code.', {
            message_ar: 'يرجى الانتظار 30 ثانية قبل طلب رمز جديد.',
          }),
      },
      'ar',
    );
    expect(screen.getByRole('heading', { name: 'تحقق من رقم هاتفك' })).toBeInTheDocument();
    expect(view.digits()[0]).toHaveAccessibleName('الرقم 1 من 4');
    await view.user.click(screen.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          title: 'تعذر إعادة إرسال الرمز',
          message: 'يرجى الانتظار 30 ثانية قبل طلب رمز جديد.',
        }),
      ]),
    );
  });

  it('goes back to the phone field, keeping the phone, with the change-phone link', async () => {
    const view = await codeScreen();
    await view.user.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(screen.getByRole('textbox', { name: new RegExp(en.login.phone) })).toHaveValue(PHONE);
  });
});
