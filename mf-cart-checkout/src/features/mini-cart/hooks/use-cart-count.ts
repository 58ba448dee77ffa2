import { useEffect, useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { useCartStore } from '../../../shared/cart/cart-store';

/**
 * Number of items in the cart (total quantity): the loaded cart's at mount, then as announced
 * on the bus (`cart:updated`) after every cart change.
 */
export function useCartCount(): number {
  const { bus } = useShell();
  const [count, setCount] = useState(() => useCartStore.getState().cart?.itemCount ?? 0);
  useEffect(() => {
    const onUpdated = ({ itemCount }: { itemCount: number }) => setCount(itemCount);
    bus.on('cart:updated', onUpdated);
    return () => bus.off('cart:updated', onUpdated);
  }, [bus]);
  return count;
}
