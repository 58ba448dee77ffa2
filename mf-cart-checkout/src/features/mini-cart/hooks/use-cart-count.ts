import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { readCart } from '../../../shared/cart/cart-cache';
import { useCartStore } from '../../../shared/cart/cart-store';

/**
 * Number of items in the cart (total quantity): the cached cart's at mount, then as announced
 * on the bus (`cart:updated`) after every cart change.
 */
export function useCartCount(): number {
  const { bus } = useShell();
  const client = useApolloClient();
  const [count, setCount] = useState(
    () => readCart(client, useCartStore.getState().cartId)?.itemCount ?? 0,
  );
  useEffect(() => {
    const onUpdated = ({ itemCount }: { itemCount: number }) => setCount(itemCount);
    bus.on('cart:updated', onUpdated);
    return () => bus.off('cart:updated', onUpdated);
  }, [bus]);
  return count;
}
