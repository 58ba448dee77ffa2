import { useState } from 'react';
import { useShell } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { useCartStore } from '../../../shared/cart/cart-store';

/**
 * One discount control's call state: busy while a call runs (a second press sends nothing), the
 * translated error of the last refusal, and a notice of what the last call did.
 */
export function useDiscountAction<Notice extends string>(
  describe: (error: unknown, locale: Locale) => string,
) {
  const { locale } = useShell();
  const cartId = useCartStore((s) => s.cartId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (work: (cartId: string) => Promise<void>, done: Notice) => {
    if (!cartId || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work(cartId);
      setNotice(done);
    } catch (caught) {
      setError(describe(caught, locale));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, notice, run, clearError: () => setError(null) };
}
