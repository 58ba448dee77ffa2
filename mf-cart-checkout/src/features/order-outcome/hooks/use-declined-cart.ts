import { useEffect, useRef } from 'react';
import { useShell } from '@dukkan/contracts';
import { readCartCookie, writeCartCookie } from '../../../shared/cart/cart-cookie';
import { loadCart } from '../../../shared/cart/cart-operations';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { takePaymentCart } from '../../../shared/cart/payment-cart-memory';

/**
 * After a declined payment (`/orders/error?msg=PAYMENT_ERROR`) the service gives the order's cart
 * back. A customer's cart is found again by the customer's token; a guest's browser forgot its
 * cart id when the order was placed, so the cart this tab's payment left from becomes the guest's
 * cart again at once (before the shopper can leave the page), unless the guest has started
 * another cart meanwhile. The service decides: a cart it did not give back is dropped by the
 * load, here or on the next page.
 */
export function useDeclinedCart(msg: string | null): void {
  const deps = useCartDeps();
  const shell = useShell();
  const guest = !shell.session.isLoggedIn && shell.session.token === null;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || msg !== 'PAYMENT_ERROR' || !guest) return;
    started.current = true;
    const cartId = takePaymentCart();
    if (!cartId || readCartCookie()) return;
    writeCartCookie(cartId);
    loadCart(deps).catch(() => undefined);
  }, [deps, guest, msg]);
}
