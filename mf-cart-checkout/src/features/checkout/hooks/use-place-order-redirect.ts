import { useEffect, useRef, useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';
import { describeCheckoutError } from '../checkout-errors';
import { placeCartOrder } from '../checkout-operations';
import { rememberPaymentCart } from '../../../shared/cart/payment-cart-memory';
import { leaveForPaymentPage } from '../payment-navigation';

/**
 * The place-order route (commerce spec section 2): once the cart is loaded it is placed once,
 * and the browser goes to the payment link the answer returns (the payment page then returns
 * to /orders/success?merchantRef=... or /orders/error?msg=...). No link is an error shown here.
 */
export function usePlaceOrderRedirect() {
  useCartSync();
  const deps = useCartDeps();
  const shell = useShell();
  const cartId = useCartStore((s) => s.cartId);
  const loaded = useCartStore((s) => s.loaded);
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (started.current || !loaded) return;
    started.current = true;
    Promise.resolve()
      .then(() => {
        // Nothing to place (already placed, or no cart): the catalogue's inactive-cart words.
        if (!cartId) throw new Error("The cart isn't active.");
        const guest = !shell.session.isLoggedIn;
        if (guest) rememberPaymentCart(cartId);
        return placeCartOrder(deps, cartId, guest);
      })
      .then((order) => {
        if (!order.redirectUrl) throw new Error('cannot place order');
        leaveForPaymentPage(order.redirectUrl);
      })
      .catch((caught: unknown) => {
        const problem = describeCheckoutError(caught, shell.locale, 'order');
        setError(problem.message);
        shell.bus.emit('placing-order-error', { message: problem.message });
      });
  }, [loaded, cartId, deps, shell]);
  return { error };
}
