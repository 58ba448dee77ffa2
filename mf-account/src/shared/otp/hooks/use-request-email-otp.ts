import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, clientMessage, useShell } from '@dukkan/contracts';
import { describeError } from '../../server-errors';
import { EmailOtpLoginDocument } from '../graphql/__generated__/email-otp';

/** Outcome of asking for a code by e-mail: sent (with the seconds before a resend), or failed with why. */
export type RequestEmailOtpResult =
  | { status: 'sent'; email: string; resendAfter: number | null }
  | { status: 'failed'; message: string };

/**
 * initiateEmailOTPLogin: asks the service to e-mail a code (the one-time-code screen's e-mail
 * identity). The service answers alike for any e-mail; an answer without a status is
 * otp.unableToSend, other failures their message in the page language.
 */
export function useRequestEmailOtp() {
  const { locale } = useShell();
  const [initiate] = useMutation(EmailOtpLoginDocument);
  return useCallback(
    async (email: string): Promise<RequestEmailOtpResult> => {
      try {
        const { data } = await initiate({ variables: { email } });
        const answer = data?.initiateEmailOTPLogin;
        if (!answer?.status)
          return { status: 'failed', message: clientMessage('otp.unableToSend', locale) };
        return { status: 'sent', email, resendAfter: answer.resend_after ?? null };
      } catch (error) {
        return { status: 'failed', message: describeError(error, SESSION_ERRORS, locale).message };
      }
    },
    [initiate, locale],
  );
}
