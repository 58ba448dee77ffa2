import { useEffect } from 'react';
import { mayPrefetch, whenIdleOnline } from '../rules/idle';

/** Where requestIdleCallback is missing (Safari): after the page's own first requests. */
const FALLBACK_DELAY_MS = 2_000;

/**
 * Preloads a deferred part once the browser is idle while `enabled` holds (a dialog that may
 * open later, e.g. the signed-in customer's account drawer; the cart's change documents on the
 * cart page), never on 2g or with data saver, and not while the browser is offline (it waits
 * for the network). A failed preload is left quiet: using the part asks again.
 */
export function useIdlePreload(preload: () => Promise<unknown>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !mayPrefetch()) return undefined;
    return whenIdleOnline(() => {
      preload().catch(() => undefined);
    }, FALLBACK_DELAY_MS);
  }, [enabled, preload]);
}
