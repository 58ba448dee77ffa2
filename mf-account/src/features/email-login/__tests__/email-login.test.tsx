import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import type { EmailLoginMutation } from '../graphql/__generated__/generate-customer-token';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import LoginPage from '../../../exposes/login-page';

const tokens: Omit<EmailLoginMutation, '__typename'> = {
  generateCustomerToken: {
    __typename: 'CustomerToken',
    token: 'tok-mail',
    refreshToken: 'ref-mail',
    token_expires_at: '2030-01-01T10:00:00Z',
    refresh_token_expires_at: '2030-01-31T10:00:00Z',
  },
};

async function loginPage(service: ServiceAnswers = {}, locale: 'en' | 'ar' = 'en') {
  window.dataLayer = [];
  const user = userEvent.setup();
  const view = await renderAccount(<LoginPage />, { locale, path: `/${locale}/login`, service });
  return { ...view, user };
}

describe('e-mail and password login on /login', () => {
  it('sits beside the phone with a link to password recovery', async () => {
    await loginPage();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login with e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/auth/recover',
    );
  });

  it('checks both fields with the section 5 messages and sends nothing', async () => {
    const view = await loginPage({ EmailLogin: () => tokens });
    await view.user.type(screen.getByLabelText(/^E-mail/), 'mona@');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field must be a valid email.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(view.network.calls).toHaveLength(0);
  });

  it('signs in, hands the tokens to the shell and sends the analytics login (e-mail)', async () => {
    const view = await loginPage({ EmailLogin: () => tokens });
    await view.user.type(screen.getByLabelText(/^E-mail/), ' mona.adel@example.com ');
    await view.user.type(screen.getByLabelText(/^Password/), 'Dukkan2025');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(view.login).toHaveBeenCalledWith({
        token: 'tok-mail',
        refreshToken: 'ref-mail',
        tokenExpiresAt: '2030-01-01T10:00:00Z',
        refreshTokenExpiresAt: '2030-01-31T10:00:00Z',
      }),
    );
    expect(view.variablesOf('EmailLogin')).toEqual([
      { email: 'mona.adel@example.com', password: 'Dukkan2025' },
    ]);
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'login', method: 'email' }),
      ),
    );
  });

  it('shows a refused sign-in in Arabic and keeps what was typed', async () => {
    const view = await loginPage(
      {
        EmailLogin: () =>
          graphqlError(
            'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
            {
              category: 'graphql-authentication',
              message_ar: 'بيانات الدخول غير صحيحة أو الحساب معطل مؤقتاً. يرجى المحاولة لاحقاً.',
            },
          ),
      },
      'ar',
    );
    await view.user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'mona.adel@example.com');
    await view.user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong-pass1');
    await view.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'بيانات الدخول غير صحيحة أو الحساب معطل مؤقتاً. يرجى المحاولة لاحقاً.',
    );
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('mona.adel@example.com');
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue('wrong-pass1');
    expect(view.login).not.toHaveBeenCalled();
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'login' }));
  });
});
