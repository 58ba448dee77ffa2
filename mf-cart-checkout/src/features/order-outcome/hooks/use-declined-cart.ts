import { useEffect, useRef } from 'react';
import { useShell } from '@dukkan/contracts';
import { readCartCookie, writeCartCookie } from '../../../shared/cart/cart-cookie';
import { loadCart } from '../../../shared/cart/cart-operations';
import { guestCartOfOrder } from '../../../shared/cart/guest-orders';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { OrdersByMerchantRefDocument } from '../graphql/__generated__/orders-by-merchant-ref';

/**
 * After a declined payment (`/orders/error?msg=PAYMENT_ERROR&merchantRef=...`) the service gives
 * the order's cart back. A customer's cart is found again by the customer's token; a guest's
 * browser forgot its cart id when the order was placed, so the guest cart this tab placed the
 * order from (kept beside the order number) becomes the cart again, unless the guest has started
 * another cart meanwhile. The service decides: a cart it did not give back is not taken.
 */
export function useDeclinedCart(msg: string | null, merchantRef: string | null): void {
  const deps = useCartDeps();
  const shell = useShell();
  const guest = !shell.session.isLoggedIn && shell.session.token === null;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || msg !== 'PAYMENT_ERROR' || !merchantRef || !guest) return;
    started.current = true;
    void (async () => {
      try {
        const { data } = await deps.client.query({
          query: OrdersByMerchantRefDocument,
          variables: { merchantReference: merchantRef },
          fetchPolicy: 'network-only',
        });
        const number = data?.ordersByMerchantRef?.[0]?.number;
        const cartId = number ? guestCartOfOrder(number) : null;
        if (!cartId || readCartCookie()) return;
        writeCartCookie(cartId);
        // Loads it as the page start does; a cart the service did not reactivate is dropped.
        await loadCart(deps);
      } catch {
        // Nothing to give back: the error page itself is what the shopper needs.
      }
    })();
  }, [deps, guest, msg, merchantRef]);
}
