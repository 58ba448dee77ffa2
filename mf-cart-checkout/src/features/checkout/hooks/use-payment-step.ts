import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import {
  trackCheckoutOption,
  trackCheckoutStep,
  trackPaymentInfo,
} from '../../../shared/cart/checkout-analytics';
import { describeCheckoutError } from '../checkout-errors';
import { OFFLINE_PAYMENT_CODES, placeCartOrder, savePaymentMethod } from '../checkout-operations';
import { usePaymentCart } from './use-checkout-cart';

/** Place-order state of commerce spec section 4. */
export type PlaceOrderState = 'idle' | 'loading' | 'error';

/**
 * The payment step: the methods the service offers this cart (the first selected), and Place
 * order. Offline methods (cash or card on delivery, free) place the order here and go to the
 * success page; online ones go to the place-order page the service answers. The state returns
 * to idle when the method changes or the error is cleared; a press while placing sends nothing.
 */
export function usePaymentStep() {
  const deps = useCartDeps();
  const shell = useShell();
  const navigate = useNavigate();
  const { status, cart, cartId, isGuest, retry } = usePaymentCart();
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<PlaceOrderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const placing = useRef(false);

  useEffect(() => trackCheckoutStep(shell.analytics, 'payment'), [shell.analytics]);
  useEffect(() => {
    // A cart event of the spec (`placing-order-error`) forces the error state.
    const onError = () => setState('error');
    shell.bus.on('placing-order-error', onError);
    return () => shell.bus.off('placing-order-error', onError);
  }, [shell.bus]);

  const methods = (cart?.available_payment_methods ?? []).flatMap((m) => (m ? [m] : []));
  const offered = (c: string | null | undefined) => !!c && methods.some((m) => m.code === c);
  const chosen = offered(code)
    ? code
    : offered(cart?.selected_payment_method?.code)
      ? (cart?.selected_payment_method?.code ?? null)
      : (methods[0]?.code ?? null);

  const choose = (next: string) => {
    setCode(next);
    setState('idle');
    setError(null);
    trackCheckoutOption(shell.analytics, 'payment', next);
  };

  const placeOrder = async () => {
    if (placing.current || !cartId || !chosen) return;
    placing.current = true;
    setState('loading');
    setError(null);
    try {
      const view = useCartStore.getState().cart;
      const redirect = await savePaymentMethod(deps, cartId, chosen);
      if (view) trackPaymentInfo(shell.analytics, view, chosen);
      if (!OFFLINE_PAYMENT_CODES.includes(chosen)) {
        if (!redirect) throw new Error('cannot place order');
        // Online methods: the service's place-order page of this store places and pays.
        void navigate(shell.localePath('/place-order'));
        return;
      }
      const order = await placeCartOrder(deps, cartId, isGuest);
      const base = isGuest ? '/guest-order/success' : '/orders/success';
      void navigate(shell.localePath(`${base}?id=${encodeURIComponent(order.number)}`));
    } catch (caught) {
      const problem = describeCheckoutError(caught, shell.locale, 'order');
      setState('error');
      setError(problem.message);
      if (problem.action === 'redirectToShipping') {
        shell.alerts.push({ type: 'warning', message: problem.message, keepOnRouteChange: true });
        void navigate(shell.localePath('/checkout/shipping'));
      }
    } finally {
      placing.current = false;
    }
  };

  return {
    status,
    retry: () => void retry(),
    cart,
    methods,
    chosen,
    choose,
    state,
    error,
    clearError: () => {
      setError(null);
      setState('idle');
    },
    placeOrder,
  };
}
