import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { describePaymentError } from '../payment-errors';

/** Place-order state of commerce spec section 4. */
export type PlaceOrderState = 'idle' | 'loading' | 'error';

type PaymentErrorKind = Parameters<typeof describePaymentError>[2];

/**
 * The place-order state of the payment step (spec section 4): idle, loading while placing (a
 * press meanwhile sends nothing: `placing`), error with its message. A cart event of the spec
 * (`placing-order-error`) forces the error state; once the chosen method's form errors are all
 * fixed, an error state goes back to idle. `leaving` is set while the browser leaves for the
 * provider (the order is placed and the cart already reset).
 */
export function usePlaceOrderState(formErrors: boolean) {
  const shell = useShell();
  const navigate = useNavigate();
  const [state, setState] = useState<PlaceOrderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const placing = useRef(false);
  const hadFormErrors = useRef(false);

  useEffect(() => {
    const onError = () => setState('error');
    shell.bus.on('placing-order-error', onError);
    return () => shell.bus.off('placing-order-error', onError);
  }, [shell.bus]);

  useEffect(() => {
    if (formErrors) hadFormErrors.current = true;
    else if (hadFormErrors.current) {
      hadFormErrors.current = false;
      setState((s) => (s === 'error' && !placing.current ? 'idle' : s));
      setError(null);
    }
  }, [formErrors]);

  const fail = (message: string) => {
    setState('error');
    setError(message);
  };

  const reset = () => {
    setState('idle');
    setError(null);
  };

  /**
   * Runs a placing call: loading meanwhile (and after, as the page goes away). A refusal is the
   * error state with the catalogue's words, a wallet number refused by the service goes to
   * `onWalletNumber` instead, and a refusal that needs another shipping choice goes back to the
   * shipping step with a warning. The refusal is thrown on for the caller.
   */
  const run = async (
    work: () => Promise<void>,
    errorKind: PaymentErrorKind,
    onWalletNumber: (message: string) => void,
  ) => {
    placing.current = true;
    setState('loading');
    setError(null);
    try {
      await work();
    } catch (caught) {
      placing.current = false;
      setLeaving(false);
      const problem = describePaymentError(caught, shell.locale, errorKind);
      if (errorKind === 'wallet' && problem.key === 'walletNumberError') {
        onWalletNumber(problem.message);
        setState('error');
        return;
      }
      fail(problem.message);
      if (problem.action === 'redirectToShipping') {
        shell.alerts.push({ type: 'warning', message: problem.message, keepOnRouteChange: true });
        void navigate(shell.localePath('/checkout/shipping'));
      }
      throw caught;
    }
  };

  return { state, setState, error, setError, leaving, setLeaving, placing, fail, reset, run };
}
