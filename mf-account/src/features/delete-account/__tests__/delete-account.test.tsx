import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { codeSent } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import ProfileEditPage from '../../../exposes/profile-edit-page';

const karim = makeSessionUser({
  firstname: 'Karim',
  lastname: 'Mostafa',
  phoneNumber: '01234567890',
  email: 'karim.mostafa@example.com',
});

const number = {
  customerNumber: { __typename: 'CustomerNumber' as const, phone_number: '01234567890' },
};

function settings(service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<ProfileEditPage routeId="account-edit" params={{}} />, {
    locale,
    path: `/${locale}/account/edit`,
    user: karim,
    service,
  });
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const first = await screen.findByRole('textbox', { name: /^(Digit|الرقم) 1/ });
  await user.click(first);
  await user.keyboard(code);
}

describe('delete account', () => {
  it('confirms, sends a code to the CustomerNumber phone, deletes with it and logs out', async () => {
    const user = userEvent.setup();
    const loggedOut = jest.fn();
    const view = await settings({
      CustomerNumber: () => number,
      PhoneLogin: () => codeSent(),
      DeleteUser: () => ({ deleteCustomer: true }),
    });
    view.bus.on('session:logout', loggedOut);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/will be removed/);
    expect(await within(dialog).findByText('01234567890')).toBeInTheDocument();
    expect(view.network.callsOf('DeleteUser')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(view.variablesOf('PhoneLogin')).toEqual([{ phone: '01234567890' }]);
    await screen.findByRole('dialog', { name: 'Enter the code to delete your account' });
    await typeCode(user, '4821');
    await waitFor(() => expect(view.variablesOf('DeleteUser')).toEqual([{ otp: '4821' }]));
    await waitFor(() => expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' }));
    expect(view.alerts()).toEqual([
      expect.objectContaining({ message: 'Your account was deleted.', keepOnRouteChange: true }),
    ]);
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const user = userEvent.setup();
    const view = await settings({ CustomerNumber: () => number });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.network.callsOf('PhoneLogin')).toHaveLength(0);
    expect(view.network.callsOf('DeleteUser')).toHaveLength(0);
  });

  it('marks a wrong code in Arabic and keeps the session', async () => {
    const user = userEvent.setup();
    const loggedOut = jest.fn();
    const view = await settings(
      {
        CustomerNumber: () => number,
        PhoneLogin: () => codeSent(),
        DeleteUser: () =>
          graphqlError('Make sure you typed a valid OTP', {
            category: 'graphql-input',
            reason: 'OTP_INVALID',
            message_ar: 'تأكد من إدخال رمز التحقق الصحيح',
          }),
      },
      'ar',
    );
    view.bus.on('session:logout', loggedOut);
    await user.click(screen.getByRole('button', { name: 'احذف حسابي' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد حذف حسابك؟' });
    await within(dialog).findByText('01234567890');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الرمز' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'أدخل الرمز لحذف حسابك' });
    await typeCode(user, '1111');
    await waitFor(() =>
      expect(within(codeDialog).getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(codeDialog).getByText('رمز غير صحيح')).toBeInTheDocument();
    expect(view.alerts()).toEqual([
      expect.objectContaining({ message: 'تأكد من إدخال رمز التحقق الصحيح' }),
    ]);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('shows deleteUserError when the service cannot find the user', async () => {
    const user = userEvent.setup();
    const view = await settings({
      CustomerNumber: () => number,
      PhoneLogin: () => codeSent(),
      DeleteUser: () =>
        graphqlError('Could not find a user.', { category: 'graphql-no-such-entity' }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await within(dialog).findByText('01234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await typeCode(user, '4821');
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ message: 'We could not find this account.' }),
      ]),
    );
  });
});
