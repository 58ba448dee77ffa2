import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, settle } from '@dukkan/build/testing/graphql';
import { codeSent, loggedIn } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import OtpDialog from '../../../exposes/otp-dialog';

async function dialog(service = {}) {
  const view = await renderAccount(<OtpDialog />, {
    path: '/en/checkout/shipping',
    service: {
      PhoneLogin: () => codeSent(),
      EnterOtp: () => loggedIn(9),
      ...service,
    },
  });
  const events = { authenticated: jest.fn(), error: jest.fn() };
  view.bus.on('otp-authenticated', events.authenticated);
  view.bus.on('otp-error', events.error);
  return { ...view, events };
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => jest.useRealTimers());

describe('the one-time-code dialog', () => {
  it('opens on enter-otp for a phone once the code is sent, without a close button', async () => {
    const view = await dialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => view.bus.emit('enter-otp', { identity: '010 1234 5678', readonly: true }));
    const panel = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(view.variablesOf('PhoneLogin')).toEqual([{ phone: '01012345678' }]);
    expect(panel).toHaveTextContent('We sent a 4-digit code to 01012345678');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change phone number' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 4/ })).toHaveLength(4);
  });

  it('re-identifies the customer, emits otp-authenticated with the code and closes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = await dialog();
    act(() => view.bus.emit('enter-otp', { identity: '01012345678', readonly: true }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('2468');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(view.variablesOf('EnterOtp')).toEqual([{ phone: '01012345678', otp: '2468' }]);
    await waitFor(() =>
      expect(view.login).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-9' })),
    );
    expect(view.events.authenticated).toHaveBeenCalledWith({
      identity: '01012345678',
      code: '2468',
    });
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'phone' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('emits otp-error for a failed check other than a wrong code and keeps the screen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = await dialog({
      EnterOtp: () => graphqlError('The code has expired. Please request a new code.'),
    });
    act(() => view.bus.emit('enter-otp', { identity: '01012345678', readonly: true }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('2468');
    await act(() => jest.advanceTimersByTimeAsync(400));
    await waitFor(() =>
      expect(view.events.error).toHaveBeenCalledWith({
        identity: '01012345678',
        message: 'The code has expired. Please request a new code.',
      }),
    );
    expect(view.events.authenticated).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('hands a phone change back to the caller with otp-error "Edit phone number is not supported"', async () => {
    const user = userEvent.setup();
    const view = await dialog();
    act(() => view.bus.emit('enter-otp', { identity: '01012345678', readonly: false }));
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    expect(view.events.error).toHaveBeenCalledWith({
      identity: '01012345678',
      message: 'Edit phone number is not supported',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('emits otp-error and stays closed when no code can be sent', async () => {
    const view = await dialog({
      PhoneLogin: () => graphqlError('No customer found with the phone number'),
    });
    act(() => view.bus.emit('enter-otp', { identity: '01099999999', readonly: true }));
    await settle();
    expect(view.events.error).toHaveBeenCalledWith({
      identity: '01099999999',
      message: 'We could not send the code, please try again.',
    });
    act(() => view.bus.emit('enter-otp', { identity: 'not a phone', readonly: true }));
    expect(view.events.error).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('e-mails the code to an e-mail identity and signs in with it through the e-mail operations', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = await dialog({
      EmailOtpLogin: () => ({
        initiateEmailOTPLogin: {
          __typename: 'OTPResponse',
          status: true,
          message: 'sent',
          resend_after: 120,
        },
      }),
      EnterEmailOtp: () => ({
        loginByEmailOTP: {
          __typename: 'CustomerToken',
          token: 'tok-mail',
          refreshToken: 'ref-mail',
          token_expires_at: '2030-01-01T00:00:00Z',
          refresh_token_expires_at: '2030-02-01T00:00:00Z',
        },
      }),
    });
    act(() => view.bus.emit('enter-otp', { identity: ' mona@example.com ', readonly: false }));
    const panel = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(view.variablesOf('EmailOtpLogin')).toEqual([{ email: 'mona@example.com' }]);
    expect(view.variablesOf('PhoneLogin')).toEqual([]);
    expect(panel).toHaveTextContent('mona@example.com');
    expect(screen.queryByRole('button', { name: 'Change phone number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('1357');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(view.variablesOf('EnterEmailOtp')).toEqual([{ email: 'mona@example.com', otp: '1357' }]);
    await waitFor(() =>
      expect(view.login).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-mail' })),
    );
    expect(view.events.authenticated).toHaveBeenCalledWith({
      identity: ' mona@example.com ',
      code: '1357',
    });
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('emits otp-error in the page language when no code can be e-mailed', async () => {
    const view = await dialog({ EmailOtpLogin: () => ({ initiateEmailOTPLogin: null }) });
    act(() => view.bus.emit('enter-otp', { identity: 'mona@example.com', readonly: true }));
    await settle();
    expect(view.events.error).toHaveBeenCalledWith({
      identity: 'mona@example.com',
      message: 'We could not send the code, please try again.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
