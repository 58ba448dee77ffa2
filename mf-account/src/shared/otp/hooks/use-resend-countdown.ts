import { useCallback, useEffect, useState } from 'react';
import { OTP } from '@dukkan/contracts';

/**
 * The resend countdown of the one-time-code screen (shell spec section 4): ticks once a second
 * and stops at 0; resend stays disabled while it runs.
 */
export function useResendCountdown(initialSeconds: number = OTP.resendCountdownSeconds) {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.round(initialSeconds)));

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const tick = setTimeout(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  /** Starts (or restarts) the countdown, 120 s unless the service said otherwise. */
  const start = useCallback((seconds: number = OTP.resendCountdownSeconds) => {
    setSecondsLeft(Math.max(0, Math.round(seconds)));
  }, []);

  /** Clears the countdown (a failed resend), so the link can be used again. */
  const clear = useCallback(() => setSecondsLeft(0), []);

  return { secondsLeft, isRunning: secondsLeft > 0, start, clear };
}
