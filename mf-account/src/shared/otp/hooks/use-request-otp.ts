import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, clientMessage, useShell } from '@dukkan/contracts';
import { describeError } from '../../server-errors';
import { PhoneLoginDocument } from '../graphql/__generated__/initiate-otp-login';

/** Outcome of asking for a code: sent (with the seconds before a resend), unregistered, or failed. */
export type RequestOtpResult =
  | { status: 'sent'; phone: string; resendAfter: number | null }
  | { status: 'unregistered'; phone: string }
  | { status: 'failed' };

/**
 * PhoneLogin (shell spec sections 4, 7 and 8): asks the service to send a code. An unregistered
 * phone is reported to the caller (the login page starts registration); an answer without a
 * response shows the otpError alert with otp.unableToSend; other failures their message.
 */
export function useRequestOtp() {
  const { locale, alerts } = useShell();
  const [phoneLogin, { loading }] = useMutation(PhoneLoginDocument);

  const request = useCallback(
    async (phone: string): Promise<RequestOtpResult> => {
      const title = clientMessage('otpError', locale);
      try {
        const { data } = await phoneLogin({ variables: { phone } });
        const answer = data?.initiateOTPLogin;
        if (!answer?.status) {
          alerts.push({
            type: 'danger',
            title,
            message: clientMessage('otp.unableToSend', locale),
          });
          return { status: 'failed' };
        }
        return { status: 'sent', phone, resendAfter: answer.resend_after };
      } catch (error) {
        const described = describeError(error, SESSION_ERRORS, locale);
        if (described.key === 'unRegisteredUser') return { status: 'unregistered', phone };
        alerts.push({ type: 'danger', title, message: described.message });
        return { status: 'failed' };
      }
    },
    [alerts, locale, phoneLogin],
  );

  return { request, isRequesting: loading };
}
