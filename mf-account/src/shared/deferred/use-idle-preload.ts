import { useEffect } from 'react';
import { mayPrefetch } from './may-prefetch';

/** The latest an idle preload waits for an idle moment. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where requestIdleCallback is missing (Safari): after the page's own first requests. */
const FALLBACK_DELAY_MS = 2_000;

/**
 * Preloads a deferred part once the browser is idle while `enabled` holds (a dialog that may
 * open later, e.g. the signed-in customer's account drawer), never on 2g or with data saver.
 * A failed preload is left quiet: opening the dialog asks again.
 */
export function useIdlePreload(preload: () => Promise<unknown>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !mayPrefetch()) return undefined;
    const run = () => {
      preload().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [enabled, preload]);
}
