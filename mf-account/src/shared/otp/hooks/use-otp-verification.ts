import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { OTP, SESSION_ERRORS, clientMessage, serviceMessage, useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { describeError } from '../../server-errors';
import { EnterOtpDocument } from '../graphql/__generated__/login-by-otp';
import type { EnterOtpMutation } from '../graphql/__generated__/login-by-otp';
import type { EnterEmailOtpMutation } from '../graphql/__generated__/email-otp';
import { ResendOtpDocument } from '../graphql/__generated__/resend-otp';
import { EmailOtpLoginDocument, EnterEmailOtpDocument } from '../graphql/__generated__/email-otp';
import { useResendCountdown } from './use-resend-countdown';

export interface OtpVerificationOptions {
  /** The phone number the code was sent to (normalised). */
  phone: string;
  /**
   * The e-mail the code was sent to, for an e-mail identity (shell spec section 2: phone or
   * e-mail): the code and a new one then go through the e-mail operations.
   */
  email?: string | null;
  /** Seconds before a new code may be asked for, as the service answered (120 by default). */
  resendAfter?: number | null;
  /** Runs with the tokens of an accepted code (the login page hands them to the shell). */
  onVerified: (tokens: AuthTokens, code: string) => Promise<void> | void;
  /** Told about a failure other than a wrong code (the dialog emits otp-error with it). */
  onError?: (message: string) => void;
  /**
   * Spends the code on another operation instead of signing in (account deletion re-proves the
   * owner with it); a wrong code is shown the same way. `onVerified` is then not called.
   */
  verify?: (code: string) => Promise<void>;
}

/** The session tokens of a login-by-code answer (phone or e-mail); null when it has none. */
export function tokensOf(
  answer: EnterOtpMutation['loginByOTP'] | EnterEmailOtpMutation['loginByEmailOTP'],
): AuthTokens | null {
  if (!answer?.token || !answer.refreshToken) return null;
  return {
    token: answer.token,
    refreshToken: answer.refreshToken,
    tokenExpiresAt: answer.token_expires_at ?? '',
    refreshTokenExpiresAt: answer.refresh_token_expires_at ?? '',
  };
}

/**
 * The one-time-code screen's data and behaviour (shell spec sections 4, 7 and 8): EnterOtp with
 * the code; a wrong code marks the inputs invalid and shows "Make sure you typed a valid OTP";
 * other failures show their message in an error alert. ResendOtp shows a success alert and
 * restarts the 120 s countdown, or an error alert titled resendError with the server's message
 * and clears the countdown. An accepted code the caller has signed in with is a GA4 `login`
 * (method phone), whichever page asked for it (login, registration, the checkout dialog).
 */
export function useOtpVerification({
  phone,
  email = null,
  resendAfter,
  onVerified,
  onError,
  verify,
}: OtpVerificationOptions) {
  const { locale, alerts, analytics } = useShell();
  const [enterOtp] = useMutation(EnterOtpDocument);
  const [resendOtp, { loading: isResendingPhone }] = useMutation(ResendOtpDocument);
  const [enterEmailOtp] = useMutation(EnterEmailOtpDocument);
  const [resendEmailOtp, { loading: isResendingEmail }] = useMutation(EmailOtpLoginDocument);
  const isResending = isResendingPhone || isResendingEmail;
  const countdown = useResendCountdown(resendAfter ?? OTP.resendCountdownSeconds);
  const [isInvalid, setInvalid] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const submit = useCallback(
    async (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setInvalid(false);
      try {
        if (verify) {
          await verify(code);
          return;
        }
        const tokens = email
          ? tokensOf(
              (await enterEmailOtp({ variables: { email, otp: code } })).data?.loginByEmailOTP ??
                null,
            )
          : tokensOf(
              (await enterOtp({ variables: { phone, otp: code } })).data?.loginByOTP ?? null,
            );
        if (!tokens) throw new Error(clientMessage('noTokenGenerated', 'en'));
        await onVerified(tokens, code);
        analytics.track('login', { method: email ? 'email' : 'phone' });
      } catch (error) {
        const described = describeError(error, SESSION_ERRORS, locale);
        if (described.key === 'invalidOtp') {
          setInvalid(true);
          alerts.push({ type: 'danger', message: described.message });
        } else {
          alerts.push({
            type: 'danger',
            title: clientMessage('otpError', locale),
            message: described.message,
          });
          onError?.(described.message);
        }
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [alerts, analytics, email, enterEmailOtp, enterOtp, locale, onError, onVerified, phone, verify],
  );

  const resend = useCallback(async () => {
    if (countdown.isRunning || isResending) return;
    try {
      const answer = email
        ? (await resendEmailOtp({ variables: { email } })).data?.initiateEmailOTPLogin
        : (await resendOtp({ variables: { phone } })).data?.resendOTP;
      if (!answer?.status)
        throw new Error(answer?.message ?? clientMessage('otp.unableToSend', locale));
      alerts.push({ type: 'success', message: clientMessage('resendSuccess', locale) });
      countdown.start(answer.resend_after ?? OTP.resendCountdownSeconds);
    } catch (error) {
      alerts.push({
        type: 'danger',
        title: clientMessage('resendError', locale),
        message: serviceMessage(error, locale) ?? clientMessage('otp.unableToSend', locale),
      });
      countdown.clear();
    }
  }, [alerts, countdown, email, isResending, locale, phone, resendEmailOtp, resendOtp]);

  /** A new edit of the code takes the wrong-code state away. */
  const clearInvalid = useCallback(() => setInvalid(false), []);

  return {
    phone,
    /** Where the code was sent: the e-mail for an e-mail identity, else the phone. */
    identity: email ?? phone,
    isInvalid,
    isSubmitting,
    isResending,
    secondsLeft: countdown.secondsLeft,
    canResend: !countdown.isRunning && !isResending,
    submit,
    resend,
    clearInvalid,
  };
}

export type OtpVerification = ReturnType<typeof useOtpVerification>;
