import { useMutation } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { UpdateCustomerDocument } from '../graphql/__generated__/update-customer';
import { ChangeCustomerPasswordDocument } from '../graphql/__generated__/change-password';
import { detailsSchema, emailSchema, passwordSchema } from '../profile-schemas';
import { useProfileForm } from './use-profile-form';

/**
 * The proof of a changed e-mail or phone: four digits are the code sent to the phone, anything
 * else the current password; nothing before the service asked for it.
 */
function proofInput(proof: string): { otp?: string; current_password?: string } {
  if (proof === '') return {};
  return /^[0-9٠-٩]{4}$/.test(proof) ? { otp: proof } : { current_password: proof };
}

/** `/account/edit`: names and phone, prefilled from the session (UpdateCustomer). */
export function useProfileDetails() {
  const { session } = useShell();
  const [update] = useMutation(UpdateCustomerDocument);
  return useProfileForm({
    schema: detailsSchema,
    defaults: {
      firstname: session.user?.firstname ?? '',
      lastname: session.user?.lastname ?? '',
      phone: session.user?.phoneNumber ?? '',
    },
    save: async ({ firstname, lastname, phone }, proof) => {
      await update({
        variables: { input: { firstname, lastname, phone_number: phone, ...proofInput(proof) } },
      });
    },
    savedKey: 'profile.saved',
    fields: { phoneAlreadyUsed: 'phone', phone_number: 'phone' },
  });
}

/** `/account/edit/email`: the e-mail (UpdateCustomer); a used address is shown on the field. */
export function useChangeEmail() {
  const { session } = useShell();
  const [update] = useMutation(UpdateCustomerDocument);
  return useProfileForm({
    schema: emailSchema,
    defaults: { email: session.user?.email ?? '' },
    save: async ({ email }, proof) => {
      await update({ variables: { input: { email: email.trim(), ...proofInput(proof) } } });
    },
    savedKey: 'profile.emailSaved',
    fields: { emailAlreadyUsed: 'email', email: 'email' },
  });
}

/**
 * `/account/edit/password`: the current password and a confirmed new one
 * (changeCustomerPassword). The service revokes every other session of the customer, so other
 * devices are logged out on their next request; this one stays signed in.
 */
export function useChangePassword() {
  const [change] = useMutation(ChangeCustomerPasswordDocument);
  return useProfileForm({
    schema: passwordSchema,
    defaults: { currentPassword: '', password: '', confirmation: '' },
    save: async ({ currentPassword, password }) => {
      await change({ variables: { currentPassword, newPassword: password } });
    },
    savedKey: 'profile.passwordSaved',
    fields: { currentPassword: 'currentPassword', newPassword: 'password' },
    clearOnSuccess: ['currentPassword', 'password', 'confirmation'],
  });
}
