import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import RecoverPasswordPage from '../../../exposes/recover-password-page';
import ResetPasswordPage from '../../../exposes/reset-password-page';

describe('password recovery', () => {
  it('asks for the e-mail and answers the same whether or not it belongs to a customer', async () => {
    const user = userEvent.setup();
    const view = await renderAccount(<RecoverPasswordPage />, {
      path: '/en/auth/recover',
      service: { RequestPasswordResetEmail: () => ({ requestPasswordResetEmail: true }) },
    });
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses nobody@example.com, we have sent it a link to reset the password.',
    );
    expect(view.variablesOf('RequestPasswordResetEmail')).toEqual([
      { email: 'nobody@example.com' },
    ]);
  });

  it('shows the rate limit in Arabic and keeps the address', async () => {
    const user = userEvent.setup();
    await renderAccount(<RecoverPasswordPage />, {
      locale: 'ar',
      path: '/ar/auth/recover',
      service: {
        RequestPasswordResetEmail: () =>
          graphqlError('Too many attempts. Please try again in 546 seconds.', {
            category: 'graphql-rate-limit',
            message_ar: 'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 546 ثانية.',
          }),
      },
    });
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'mona.adel@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('محاولات كثيرة جداً');
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('mona.adel@example.com');
  });

  it('resets with the e-mail and token of the link and a confirmed new password', async () => {
    const user = userEvent.setup();
    const view = await renderAccount(<ResetPasswordPage />, {
      path: '/en/auth/reset?email=mona.adel%40example.com&token=abc123',
      service: { ResetPassword: () => ({ resetPassword: true }) },
    });
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('mona.adel@example.com');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('does not match its confirmation.')).toBeInTheDocument();
    expect(view.network.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'NewPass2026');
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(view.variablesOf('ResetPassword')).toEqual([
      { email: 'mona.adel@example.com', token: 'abc123', password: 'NewPass2026' },
    ]);
  });

  it('shows a used token in the service words and keeps the passwords', async () => {
    const user = userEvent.setup();
    await renderAccount(<ResetPasswordPage />, {
      path: '/en/auth/reset?email=mona.adel%40example.com&token=used',
      service: {
        ResetPassword: () => graphqlError('The password token is mismatched. Reset and try again.'),
      },
    });
    await user.type(screen.getByLabelText(/^New password/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password token is mismatched. Reset and try again.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('NewPass2026');
  });
});
