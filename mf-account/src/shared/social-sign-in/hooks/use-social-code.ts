import { useCallback, useRef, useState } from 'react';
import { OTP, clientMessage, useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { useResendCountdown } from '../../otp/hooks/use-resend-countdown';
import type { OtpVerification } from '../../otp/hooks/use-otp-verification';
import { SocialStepError, socialStep } from '../social-api';

/**
 * The code screen's behaviour for a social ticket (the shared OtpCodeScreen draws it): the code
 * sent to the phone links the identity and signs in; a wrong code marks the inputs invalid, as on
 * /login; resend asks for a new code after the same countdown.
 */
export function useSocialCode(options: {
  ticket: string;
  phone: string;
  onSignedIn: (tokens: AuthTokens) => Promise<void>;
  onFailed: () => void;
}): OtpVerification {
  const { ticket, phone, onSignedIn, onFailed } = options;
  const { locale, alerts } = useShell();
  const countdown = useResendCountdown(OTP.resendCountdownSeconds);
  const [isInvalid, setInvalid] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);
  const busy = useRef(false);

  const report = useCallback(
    (error: unknown) => {
      if (!(error instanceof SocialStepError) || error.social) return onFailed();
      if (error.wrongCode) setInvalid(true);
      alerts.push({
        type: 'danger',
        message: error.wrongCode ? clientMessage('invalidOtp', locale) : error.message,
      });
    },
    [alerts, locale, onFailed],
  );

  const submit = useCallback(
    async (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setInvalid(false);
      try {
        const answer = await socialStep('code', { ticket, otp: code }, locale);
        if (answer.status !== 'signed-in') throw new SocialStepError(true, 'no tokens');
        await onSignedIn(answer.tokens);
      } catch (error) {
        report(error);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [locale, onSignedIn, report, ticket],
  );

  const resend = useCallback(async () => {
    if (countdown.isRunning || isResending) return;
    setResending(true);
    try {
      await socialStep('resend', { ticket }, locale);
      alerts.push({ type: 'success', message: clientMessage('resendSuccess', locale) });
      countdown.start(OTP.resendCountdownSeconds);
    } catch (error) {
      report(error);
    } finally {
      setResending(false);
    }
  }, [alerts, countdown, isResending, locale, report, ticket]);

  return {
    phone,
    identity: phone,
    isInvalid,
    isSubmitting,
    isResending,
    secondsLeft: countdown.secondsLeft,
    canResend: !countdown.isRunning && !isResending,
    submit,
    resend,
    clearInvalid: useCallback(() => setInvalid(false), []),
  };
}
