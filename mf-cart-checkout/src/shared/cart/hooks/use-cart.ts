import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCartStore } from '../cart-store';
import { toCartView } from '../cart-view';
import type { CartView } from '../cart-view';
import { GuestCartDocument } from '../graphql/__generated__/guest-cart';

/**
 * The cart in use as every cart view shows it, read from the Apollo cache only (the page-start
 * load and the cart's answers fill it; `cart(cart_id)` reads the `Cart` of that id, a
 * customer's too), so it follows every cart answer, a checkout step's included. Null before the
 * first cart answer and after a reset.
 */
export function useCart(): CartView | null {
  const cartId = useCartStore((s) => s.cartId);
  const { data, previousData } = useQuery(GuestCartDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-only',
  });
  // A store reset (another language) empties the cache until the cart is read again
  // (`useCartSync`): meanwhile the last answer read for this cart is still the one shown.
  const last = previousData?.cart?.id === cartId ? previousData?.cart : undefined;
  const fields = cartId ? (data?.cart ?? last) : undefined;
  return useMemo(() => (fields ? toCartView(fields) : null), [fields]);
}
