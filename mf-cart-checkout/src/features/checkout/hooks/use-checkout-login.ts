import { useEffect, useRef, useState } from 'react';
import { normalizePhone, useShell, validatePhone, validationMessage } from '@dukkan/contracts';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';

/**
 * Logging in by phone without leaving checkout (shell spec sections 2 and 4): the phone is
 * checked here, then `enter-otp` opens the checkout layout's one-time-code dialog (the account's
 * `OtpDialog`), which sends the code, signs the customer in and answers `otp-authenticated`; the
 * checkout then goes on as the customer. A code that cannot be sent, or a phone with no account,
 * comes back as `otp-error` and is shown by the phone, which is kept. The cart's session
 * handlers are mounted here too (this layout has no mini-cart), so the guest cart is merged
 * into the customer's at `session:login`.
 */
export function useCheckoutLogin() {
  useCartSync();
  const { bus, locale } = useShell();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const mine = (identity: string) => asked.current !== null && identity === asked.current;
    const onError = ({ identity, message }: { identity: string; message: string }) => {
      if (!mine(identity)) return;
      asked.current = null;
      setWaiting(false);
      setError(message);
    };
    const onDone = ({ identity }: { identity: string }) => {
      if (!mine(identity)) return;
      asked.current = null;
      setWaiting(false);
    };
    bus.on('otp-error', onError);
    bus.on('otp-authenticated', onDone);
    return () => {
      bus.off('otp-error', onError);
      bus.off('otp-authenticated', onDone);
    };
  }, [bus]);

  const change = (value: string) => {
    setPhone(value);
    if (error) setError(null);
  };

  const sendCode = () => {
    if (waiting) return;
    const problem = validatePhone(phone);
    if (problem) {
      setError(validationMessage(problem, locale));
      return;
    }
    const identity = normalizePhone(phone);
    asked.current = identity;
    setWaiting(true);
    setError(null);
    bus.emit('enter-otp', { identity, readonly: true });
  };

  return { phone, change, error, waiting, sendCode };
}
