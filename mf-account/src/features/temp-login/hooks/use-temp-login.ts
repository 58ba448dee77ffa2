import { useEffect, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import {
  OTP,
  SESSION_ERRORS,
  clientMessage,
  isValidEmail,
  toAsciiDigits,
  useShell,
} from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { useCredentialResolver } from '../../../shared/credentials/use-credential-resolver';
import { useSessionLogin } from '../../../shared/session/use-session-login';
import {
  EmailOtpLoginDocument,
  EnterEmailOtpDocument,
} from '../../../shared/otp/graphql/__generated__/email-otp';
import { tokensOf } from '../../../shared/otp/hooks/use-otp-verification';

/** A code was sent (or would have been, for an unknown e-mail: the service answers alike). */
export interface SentCode {
  email: string;
  resendAfter: number | null;
  /** The service's own words (the code goes only to an e-mail with an account). */
  message: string | null;
}

/**
 * `/temp-login`, the temporary login: a one-time code sent to an e-mail identity. The shopper
 * gives the e-mail, gets a 4-digit code and a link by e-mail, and either types the code on the
 * code screen or opens the link (`?email=..&code=..`), which signs in at once. Signed in, the
 * shopper goes back to the page before login (the shell's navigate-back) and `login` (method
 * email) is sent. A link that no longer works says why and keeps the e-mail for a new code.
 */
export function useTempLogin() {
  const { locale, analytics } = useShell();
  const [params] = useSearchParams();
  const resolver = useCredentialResolver('recover');
  const linkEmail = params.get('email')?.trim() ?? '';
  const linkCode = toAsciiDigits(params.get('code')?.trim() ?? '');
  const fromLink = isValidEmail(linkEmail) && new RegExp(`^\\d{${OTP.length}}$`).test(linkCode);
  const form = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: linkEmail },
  });
  const [initiate] = useMutation(EmailOtpLoginDocument);
  const [enterEmailOtp] = useMutation(EnterEmailOtpDocument);
  const onLoggedIn = useSessionLogin();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkingLink, setCheckingLink] = useState(fromLink);
  const linkTried = useRef(false);

  useEffect(() => {
    if (!fromLink || linkTried.current) return;
    linkTried.current = true;
    void (async () => {
      try {
        const { data } = await enterEmailOtp({ variables: { email: linkEmail, otp: linkCode } });
        const tokens = tokensOf(data?.loginByEmailOTP ?? null);
        if (!tokens) throw new Error(clientMessage('noTokenGenerated', 'en'));
        await onLoggedIn(tokens);
        analytics.track('login', { method: 'email' });
      } catch (error) {
        const described = describeError(error, SESSION_ERRORS, locale);
        setFailure(described.message);
        setCheckingLink(false);
      }
    })();
  }, [analytics, enterEmailOtp, fromLink, linkCode, linkEmail, locale, onLoggedIn]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { data } = await initiate({ variables: { email: email.trim() } });
      const answer = data?.initiateEmailOTPLogin;
      if (!answer?.status) {
        throw new Error(answer?.message ?? clientMessage('otp.unableToSend', locale));
      }
      setSent({
        email: email.trim(),
        resendAfter: answer.resend_after ?? null,
        message: answer.message ?? null,
      });
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  });

  return {
    register: form.register,
    emailError: form.formState.errors.email?.message,
    failure,
    isSubmitting: form.formState.isSubmitting,
    checkingLink,
    sent,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
    /** Back to the e-mail field (the code screen's "use another e-mail"). */
    changeEmail: () => setSent(null),
    onVerified: onLoggedIn,
  };
}
