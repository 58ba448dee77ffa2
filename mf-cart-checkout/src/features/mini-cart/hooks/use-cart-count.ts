import { useEffect, useState } from 'react';
import { useShell } from '@dukkan/contracts';

/**
 * Number of items in the cart as last announced on the bus (`cart:updated`). It is 0 until the
 * cart feature reports a count.
 */
export function useCartCount(): number {
  const { bus } = useShell();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onUpdated = ({ itemCount }: { itemCount: number }) => setCount(itemCount);
    bus.on('cart:updated', onUpdated);
    return () => bus.off('cart:updated', onUpdated);
  }, [bus]);
  return count;
}
