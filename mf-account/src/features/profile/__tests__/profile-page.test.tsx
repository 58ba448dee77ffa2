import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { codeSent } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import ProfileEditPage from '../../../exposes/profile-edit-page';

const mona = makeSessionUser({
  firstname: 'Mona',
  lastname: 'Adel',
  phoneNumber: '01123456789',
  email: 'mona.adel@example.com',
});

function profilePage(
  routeId: string,
  path: string,
  service: ServiceAnswers,
  locale: 'en' | 'ar' = 'en',
) {
  return renderAccount(<ProfileEditPage routeId={routeId} params={{}} />, {
    locale,
    path: `/${locale}${path}`,
    user: mona,
    service,
  });
}

const updated = {
  updateCustomer: {
    __typename: 'CustomerOutput' as const,
    customer: {
      __typename: 'Customer' as const,
      id: 2,
      firstname: 'Mona',
      lastname: 'Samir',
      email: 'mona.adel@example.com',
      phone_number: '01123456789',
    },
    pending_change: null,
  },
};

/** The service's answer once it accepted a new phone or e-mail: nothing changed yet. */
function waitingFor(kind: 'PHONE' | 'EMAIL', to: string) {
  return {
    updateCustomer: {
      ...updated.updateCustomer,
      pending_change: { __typename: 'PendingIdentifierChange' as const, kind, to },
    },
  };
}

describe('the profile pages', () => {
  it('saves names and phone prefilled from the session and refreshes the identity', async () => {
    const user = userEvent.setup();
    const view = await profilePage('account-edit', '/account/edit', {
      UpdateCustomer: () => updated,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Mona');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01123456789');
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), 'Samir');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.refreshIdentity).toHaveBeenCalled());
    expect(view.variablesOf('UpdateCustomer')).toEqual([
      { input: { firstname: 'Mona', lastname: 'Samir', phone_number: '01123456789' } },
    ]);
    expect(view.alerts()).toEqual([
      expect.objectContaining({ message: 'Your details were saved.' }),
    ]);
  });

  it('refuses digits in a name and a bad phone with the section 5 messages', async () => {
    const user = userEvent.setup();
    const view = await profilePage('account-edit', '/account/edit', {});
    await user.type(screen.getByLabelText(/^First name/), '2');
    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '0171234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('should not contain numbers.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must contain 11 numbers.')).toBeInTheDocument();
    expect(view.network.calls).toHaveLength(0);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Mona2');
  });

  it('shows a used e-mail on its field in Arabic and keeps it', async () => {
    const user = userEvent.setup();
    await profilePage(
      'account-edit-email',
      '/account/edit/email',
      {
        UpdateCustomer: () =>
          graphqlError('A customer with the same email address already exists.', {
            category: 'graphql-already-exists',
            message_ar: 'يوجد عميل بنفس البريد الإلكتروني بالفعل.',
          }),
      },
      'ar',
    );
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    await user.clear(email);
    await user.type(email, 'ahmed.hassan@example.com');
    await user.click(screen.getByRole('button', { name: 'حفظ البريد الإلكتروني' }));
    expect(await screen.findByText('يوجد عميل بنفس البريد الإلكتروني بالفعل.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ahmed.hassan@example.com');
  });

  it('asks for proof before changing the e-mail: sends a code to the phone, then saves with it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const view = await profilePage('account-edit-email', '/account/edit/email', {
      UpdateCustomer: () => {
        attempts += 1;
        return attempts === 1
          ? graphqlError(
              'Enter your current password or a code sent to your phone to change your e-mail or phone.',
              { category: 'graphql-input', field: 'current_password', reason: 'REAUTH_REQUIRED' },
            )
          : waitingFor('EMAIL', 'mona.new@example.com');
      },
      PhoneLogin: () => codeSent(),
    });
    const email = screen.getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'mona.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save the e-mail' }));
    expect(
      await screen.findByText(
        'Enter your current password or the code we sent to your phone, then save again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.variablesOf('PhoneLogin')).toEqual([{ phone: '01123456789' }]));
    expect(email).toHaveValue('mona.new@example.com');
    await user.type(screen.getByLabelText(/^Current password, or the code/), '4321');
    await user.click(screen.getByRole('button', { name: 'Save the e-mail' }));
    // Not changed yet: the link sent to the new address finishes the change.
    expect(
      await screen.findByText(
        'We sent a link to mona.new@example.com. Your e-mail changes once you open it (within 24 hours).',
      ),
    ).toBeInTheDocument();
    expect(view.alerts()).toEqual([]);
    expect(view.variablesOf('UpdateCustomer')).toEqual([
      { input: { email: 'mona.new@example.com' } },
      { input: { email: 'mona.new@example.com', otp: '4321' } },
    ]);
  });

  it('changes the phone only with the code sent to the new phone', async () => {
    const user = userEvent.setup();
    const view = await profilePage('account-edit', '/account/edit', {
      UpdateCustomer: () => waitingFor('PHONE', '01098765432'),
      ConfirmPhoneChange: () => ({
        confirmPhoneChange: {
          __typename: 'CustomerOutput' as const,
          customer: { __typename: 'Customer' as const, id: 2, phone_number: '01098765432' },
        },
      }),
    });
    const phone = screen.getByLabelText(/^Mobile number/);
    await user.clear(phone);
    await user.type(phone, '01098765432');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const code = await screen.findByLabelText(/^Code sent to your new phone/);
    expect(
      screen.getByText(
        'Your phone changes once you enter the 4-digit code we sent to 01098765432.',
      ),
    ).toBeInTheDocument();
    expect(view.alerts()).toEqual([]);
    await user.type(code, '8642');
    await user.click(screen.getByRole('button', { name: 'Confirm the new phone' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ message: 'Your details were saved.' }),
      ]),
    );
    expect(view.variablesOf('ConfirmPhoneChange')).toEqual([{ phone: '01098765432', otp: '8642' }]);
    expect(screen.queryByLabelText(/^Code sent to your new phone/)).not.toBeInTheDocument();
  });

  it('sends a typed current password as the proof, in Arabic', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const view = await profilePage(
      'account-edit',
      '/account/edit',
      {
        UpdateCustomer: () => {
          attempts += 1;
          return attempts === 1
            ? graphqlError('Enter your current password or a code.', {
                field: 'current_password',
              })
            : updated;
        },
        PhoneLogin: () => codeSent(),
      },
      'ar',
    );
    const phone = screen.getByLabelText(/^رقم الموبايل/);
    await user.clear(phone);
    await user.type(phone, '01098765432');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(
      await screen.findByText(
        'أدخل كلمة المرور الحالية أو الرمز الذي أرسلناه إلى هاتفك، ثم احفظ مرة أخرى.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^كلمة المرور الحالية، أو الرمز/), 'Dukkan2025');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(view.refreshIdentity).toHaveBeenCalled());
    expect(view.variablesOf('UpdateCustomer')[1]).toEqual({
      input: {
        firstname: 'Mona',
        lastname: 'Adel',
        phone_number: '01098765432',
        current_password: 'Dukkan2025',
      },
    });
  });

  it('changes the password after checking the confirmation, then empties the fields', async () => {
    const user = userEvent.setup();
    const view = await profilePage('account-edit-password', '/account/edit/password', {
      ChangeCustomerPassword: () => ({
        changeCustomerPassword: { __typename: 'Customer' as const, id: 2 },
      }),
    });
    await user.type(screen.getByLabelText(/^Current password/), 'Dukkan2025');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh2026x');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh2026y');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('does not match its confirmation.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({
          message: 'Your password was changed. Other devices were logged out.',
        }),
      ]),
    );
    expect(view.variablesOf('ChangeCustomerPassword')).toEqual([
      { currentPassword: 'Dukkan2025', newPassword: 'Fresh2026x' },
    ]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password and keeps what was typed', async () => {
    const user = userEvent.setup();
    await profilePage('account-edit-password', '/account/edit/password', {
      ChangeCustomerPassword: () =>
        graphqlError("The password doesn't match this account. Verify the password and try again."),
    });
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong2025');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh2026x');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The password doesn't match this account.",
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh2026x');
  });
});
