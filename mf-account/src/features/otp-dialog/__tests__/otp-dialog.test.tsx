import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, renderAccount } from '../../../../test/render-account';
import OtpDialog from '../../../exposes/otp-dialog';

const TOKENS = {
  token: 'tok-9',
  refreshToken: 'ref-9',
  token_expires_at: '2030-01-01T10:00:00Z',
  refresh_token_expires_at: '2030-01-31T10:00:00Z',
};
const sent = { data: { initiateOTPLogin: { status: true, message: 'sent', resend_after: 120 } } };

async function dialog(service = {}) {
  const view = await renderAccount(<OtpDialog />, {
    path: '/en/checkout/shipping',
    service: { PhoneLogin: () => sent, EnterOtp: () => ({ data: { loginByOTP: TOKENS } }), ...service },
  });
  const events = { authenticated: jest.fn(), error: jest.fn() };
  view.bus.on('otp-authenticated', events.authenticated);
  view.bus.on('otp-error', events.error);
  return { ...view, events };
}

afterEach(() => jest.useRealTimers());

describe('the one-time-code dialog', () => {
  it('opens on enter-otp for a phone once the code is sent, without a close button', async () => {
    const view = await dialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => view.bus.emit('enter-otp', { identity: '010 1234 5678', readonly: true }));
    const panel = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(view.callsOf('PhoneLogin')).toEqual([{ operation: 'PhoneLogin', variables: { phone: '01012345678' } }]);
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
    await act(() => {
      jest.advanceTimersByTime(400);
      return Promise.resolve();
    });
    expect(view.callsOf('EnterOtp')).toEqual([{ operation: 'EnterOtp', variables: { phone: '01012345678', otp: '2468' } }]);
    expect(view.login).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-9' }));
    expect(view.events.authenticated).toHaveBeenCalledWith({ identity: '01012345678', code: '2468' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('emits otp-error for a failed check other than a wrong code and keeps the screen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = await dialog({ EnterOtp: () => graphqlError('The code has expired. Please request a new code.') });
    act(() => view.bus.emit('enter-otp', { identity: '01012345678', readonly: true }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('2468');
    await act(() => {
      jest.advanceTimersByTime(400);
      return Promise.resolve();
    });
    expect(view.events.error).toHaveBeenCalledWith({
      identity: '01012345678',
      message: 'The code has expired. Please request a new code.',
    });
    expect(view.events.authenticated).not.toHaveBeenCalled();
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
    const view = await dialog({ PhoneLogin: () => graphqlError('No customer found with the phone number') });
    act(() => view.bus.emit('enter-otp', { identity: '01099999999', readonly: true }));
    await act(() => Promise.resolve());
    expect(view.events.error).toHaveBeenCalledWith({
      identity: '01099999999',
      message: 'We could not send the code, please try again.',
    });
    act(() => view.bus.emit('enter-otp', { identity: 'mona@example.com', readonly: true }));
    expect(view.events.error).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
