import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeSent } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import LoginPage from '../../../exposes/login-page';

describe('a failed social sign-in coming back to the login page', () => {
  it.each([
    ['en', 'Failed to login with social authentication, please try again later.'],
    ['ar', 'تعذر تسجيل الدخول عبر حسابات التواصل الاجتماعي، يرجى المحاولة مرة أخرى لاحقًا.'],
  ] as const)(
    'shows the SOCIAL_ERROR message in /%s and keeps the other ways to sign in',
    async (locale, message) => {
      const user = userEvent.setup();
      const view = await renderAccount(<LoginPage />, {
        locale,
        path: `/${locale}/login?msg=SOCIAL_ERROR`,
        service: { PhoneLogin: () => codeSent() },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      const phone = screen.getByRole('textbox', {
        name: locale === 'en' ? /Mobile number/ : /رقم/,
      });
      await user.type(phone, '01012345678');
      await user.click(
        screen.getAllByRole('button', { name: locale === 'en' ? 'Send code' : /إرسال/ })[0]!,
      );
      expect(await screen.findByText(/01012345678/)).toBeInTheDocument();
      expect(view.variablesOf('PhoneLogin')).toEqual([{ phone: '01012345678' }]);
    },
  );

  it('says nothing without the code, or with another one', async () => {
    for (const path of ['/en/login', '/en/login?msg=PAYMENT_ERROR']) {
      const view = await renderAccount(<LoginPage />, { path });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
