import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, useShell } from '@dukkan/contracts';

export interface AddedItem {
  name: string;
  qty: number;
}

/**
 * The add-to-cart confirmation (commerce spec section 2): opens on `item-added` with the
 * product's name and closes after 5000 ms, or at once when closed.
 */
export function useItemAdded() {
  const { bus } = useShell();
  const [item, setItem] = useState<AddedItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const close = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setItem(null);
  }, []);

  useEffect(() => {
    const onAdded = ({ name, qty }: { name: string; qty: number }) => {
      if (timer.current) clearTimeout(timer.current);
      setItem({ name, qty });
      timer.current = setTimeout(() => {
        timer.current = null;
        setItem(null);
      }, TIMINGS.addToCartAlertMs);
    };
    bus.on('item-added', onAdded);
    return () => {
      bus.off('item-added', onAdded);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [bus]);

  return { item, close };
}
