import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../../../../test/render-account';
import LoginPage from '../../../exposes/login-page';
import RegisterPage from '../../../exposes/register-page';

type Answer = { status: number; body: unknown };

/**
 * The service's /auth/social routes, answered in turn per path; any other request fails. jsdom
 * has no fetch: the test puts one in place and takes it away again.
 */
function socialService(answers: Record<string, Answer[]>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetchMock = jest.fn((input: unknown, init?: { body?: string }) => {
    const path = String(input);
    calls.push({ path, body: init?.body ? (JSON.parse(init.body) as unknown) : null });
    const next = answers[path]?.shift();
    if (!next) return Promise.reject(new Error(`unexpected request ${path}`));
    return Promise.resolve({
      ok: next.status < 400,
      status: next.status,
      json: () => Promise.resolve(next.body),
    });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return { calls, restore: () => Reflect.deleteProperty(globalThis, 'fetch') };
}

const offered = (...providers: string[]) => ({ status: 200, body: { providers } });
const tokens = {
  status: 'signed-in',
  token: 't1',
  refreshToken: 'r1',
  token_expires_at: '2030-01-01T00:00:00Z',
  refresh_token_expires_at: '2030-02-01T00:00:00Z',
};

describe('social sign-in on the login and registration pages', () => {
  let service: ReturnType<typeof socialService> | null = null;
  afterEach(() => service?.restore());

  it.each([
    ['en', 'Continue with Google'],
    ['ar', 'المتابعة باستخدام Google'],
  ] as const)('offers a button per provider the service offers (/%s)', async (locale, name) => {
    service = socialService({ '/auth/social/providers': [offered('GOOGLE')] });
    await renderAccount(<LoginPage />, { locale, path: `/${locale}/login` });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `/auth/social/google/start?locale=${locale}`);
    expect(screen.queryByRole('link', { name: /Apple|Facebook/ })).not.toBeInTheDocument();
  });

  it('offers none when the service offers none (registration page)', async () => {
    service = socialService({ '/auth/social/providers': [offered()] });
    await renderAccount(<RegisterPage routeId="register" params={{}} />, { path: '/en/register' });
    await waitFor(() => expect(service?.calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('signs in at once with the ticket of a linked identity', async () => {
    service = socialService({
      '/auth/social/ticket': [{ status: 200, body: tokens }],
    });
    const view = await renderAccount(<LoginPage />, { path: '/en/login?social=ticket-1' });
    await waitFor(() =>
      expect(view.login).toHaveBeenCalledWith({
        token: 't1',
        refreshToken: 'r1',
        tokenExpiresAt: '2030-01-01T00:00:00Z',
        refreshTokenExpiresAt: '2030-02-01T00:00:00Z',
      }),
    );
    expect(service.calls[0]).toEqual({
      path: '/auth/social/ticket',
      body: { ticket: 'ticket-1', locale: 'en' },
    });
  });

  it("asks a new shopper's phone, then signs in with the code sent to it", async () => {
    const user = userEvent.setup();
    service = socialService({
      '/auth/social/ticket': [{ status: 200, body: { status: 'phone-needed' } }],
      '/auth/social/phone': [{ status: 200, body: { status: 'code-sent', phone: '010*****678' } }],
      '/auth/social/code': [
        { status: 400, body: { error: "The current customer isn't authorized.", error_ar: 'x' } },
        { status: 200, body: tokens },
      ],
    });
    const view = await renderAccount(<LoginPage />, { path: '/en/login?social=ticket-2' });
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '01012345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('010*****678')).toBeInTheDocument();
    for (const [i, digit] of [...'1111'].entries())
      await user.type(screen.getByRole('textbox', { name: `Digit ${i + 1} of 4` }), digit);
    await waitFor(() => expect(view.alerts().length).toBeGreaterThan(0));
    expect(view.login).not.toHaveBeenCalled();
    for (const [i, digit] of [...'1234'].entries()) {
      const input = screen.getByRole('textbox', { name: `Digit ${i + 1} of 4` });
      await user.clear(input);
      await user.type(input, digit);
    }
    await waitFor(() => expect(view.login).toHaveBeenCalledTimes(1));
    expect(service.calls.map((c) => c.body)).toEqual([
      { ticket: 'ticket-2', locale: 'en' },
      { ticket: 'ticket-2', phone: '01012345678', locale: 'en' },
      { ticket: 'ticket-2', otp: '1111', locale: 'en' },
      { ticket: 'ticket-2', otp: '1234', locale: 'en' },
    ]);
  });

  it.each([
    ['en', 'Failed to login with social authentication, please try again later.'],
    ['ar', 'تعذر تسجيل الدخول عبر حسابات التواصل الاجتماعي، يرجى المحاولة مرة أخرى لاحقًا.'],
  ] as const)(
    'a refused ticket shows SOCIAL_ERROR and signs nobody in (/%s)',
    async (locale, message) => {
      service = socialService({
        '/auth/social/ticket': [{ status: 400, body: { code: 'SOCIAL_ERROR' } }],
        '/auth/social/providers': [offered('GOOGLE')],
      });
      const view = await renderAccount(<LoginPage />, {
        locale,
        path: `/${locale}/login?social=t3`,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(view.login).not.toHaveBeenCalled();
    },
  );
});
