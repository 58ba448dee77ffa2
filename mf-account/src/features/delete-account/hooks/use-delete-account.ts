import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useRequestOtp } from '../../../shared/otp/hooks/use-request-otp';
import { CustomerNumberDocument } from '../graphql/__generated__/customer-number';
import { DeleteUserDocument } from '../graphql/__generated__/delete-user';

/** Where the deletion stands: nothing open, the confirm step, or the code screen. */
export type DeleteAccountStep = 'closed' | 'confirm' | 'code';

/**
 * Delete account (DeleteUser, shell spec sections 7 and 8): the confirm step names the phone the
 * code goes to (CustomerNumber, read when the dialog opens); "Send code" sends a one-time code to
 * it through the login's code request; the code screen spends the code on DeleteUser. A wrong
 * code marks the inputs as on login; "Could not find a user" shows deleteUserError. Once deleted,
 * the session ends here (the shell leaves the account page) with a notice that survives the move.
 */
export function useDeleteAccount() {
  const { t } = useTranslation(NS);
  const { alerts, session } = useShell();
  const [step, setStep] = useState<DeleteAccountStep>('closed');
  const [resendAfter, setResendAfter] = useState<number | null>(null);
  const number = useQuery(CustomerNumberDocument, {
    skip: step === 'closed',
    fetchPolicy: 'network-only',
  });
  const phone = number.data?.customerNumber?.phone_number ?? null;
  const { request, isRequesting } = useRequestOtp();
  const [deleteUser] = useMutation(DeleteUserDocument);

  const sendCode = useCallback(async () => {
    if (!phone) return;
    const sent = await request(phone);
    if (sent.status !== 'sent') return;
    setResendAfter(sent.resendAfter);
    setStep('code');
  }, [phone, request]);

  const verify = useCallback(
    async (code: string) => {
      const { data } = await deleteUser({ variables: { otp: code } });
      // An answer without `true` is the service not finding the customer (deleteUserError).
      if (data?.deleteCustomer !== true) throw new Error('Could not find a user');
      alerts.push({
        type: 'success',
        message: t('deleteAccount.deleted'),
        keepOnRouteChange: true,
      });
      await session.logout('user');
    },
    [alerts, deleteUser, session, t],
  );

  return {
    step,
    phone,
    /** The phone could not be read: the dialog says so instead of offering to send a code. */
    phoneError: number.error ? t('deleteAccount.phoneError') : null,
    isLoadingPhone: number.loading,
    isRequesting,
    resendAfter,
    open: () => setStep('confirm'),
    close: () => setStep('closed'),
    sendCode,
    verify,
  };
}

export type DeleteAccount = ReturnType<typeof useDeleteAccount>;
