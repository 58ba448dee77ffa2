import { useMutation } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { UpdateCustomerDocument } from '../graphql/__generated__/update-customer';
import { ChangeCustomerPasswordDocument } from '../graphql/__generated__/change-password';
import { ConfirmPhoneChangeDocument } from '../graphql/__generated__/confirm-phone-change';
import { detailsSchema, emailSchema, passwordSchema } from '../profile-schemas';
import { useProfileForm } from './use-profile-form';
import type { PendingChange } from './use-profile-form';

/** The change the service waits to see proven, from updateCustomer's answer. */
function pendingOf(
  answer: { pending_change?: { kind: string; to: string } | null } | null | undefined,
): PendingChange | null {
  const pending = answer?.pending_change;
  if (!pending || (pending.kind !== 'PHONE' && pending.kind !== 'EMAIL')) return null;
  return { kind: pending.kind, to: pending.to };
}

/**
 * The proof of a changed e-mail or phone: four digits are the code sent to the phone, anything
 * else the current password; nothing before the service asked for it.
 */
function proofInput(proof: string): { otp?: string; current_password?: string } {
  if (proof === '') return {};
  return /^[0-9٠-٩]{4}$/.test(proof) ? { otp: proof } : { current_password: proof };
}

/**
 * `/account/edit`: names and phone, prefilled from the session (UpdateCustomer). A new phone
 * takes effect once the code sent to it is entered (ConfirmPhoneChange).
 */
export function useProfileDetails() {
  const { session } = useShell();
  const [update] = useMutation(UpdateCustomerDocument);
  const [confirm] = useMutation(ConfirmPhoneChangeDocument);
  return useProfileForm({
    schema: detailsSchema,
    defaults: {
      firstname: session.user?.firstname ?? '',
      lastname: session.user?.lastname ?? '',
      phone: session.user?.phoneNumber ?? '',
    },
    save: async ({ firstname, lastname, phone }, proof) => {
      const { data } = await update({
        variables: { input: { firstname, lastname, phone_number: phone, ...proofInput(proof) } },
      });
      return pendingOf(data?.updateCustomer);
    },
    confirmPhone: async (phone, code) => {
      await confirm({ variables: { phone, otp: code } });
    },
    savedKey: 'profile.saved',
    fields: { phoneAlreadyUsed: 'phone', phone_number: 'phone' },
  });
}

/**
 * `/account/edit/email`: the e-mail (UpdateCustomer); a used address is shown on the field. The
 * new address takes effect once the link sent to it is opened (`/confirm-email`).
 */
export function useChangeEmail() {
  const { session } = useShell();
  const [update] = useMutation(UpdateCustomerDocument);
  return useProfileForm({
    schema: emailSchema,
    defaults: { email: session.user?.email ?? '' },
    save: async ({ email }, proof) => {
      const { data } = await update({
        variables: { input: { email: email.trim(), ...proofInput(proof) } },
      });
      return pendingOf(data?.updateCustomer);
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
