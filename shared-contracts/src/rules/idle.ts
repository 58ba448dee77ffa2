/** The part of the Network Information API read here (Chromium only; absent elsewhere). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether code or data the shopper has not asked for yet may be fetched ahead (commerce spec
 * section 9: prefetch is skipped on 2g or with data saver). Without connection hints it may.
 */
export function mayPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: ConnectionHints }) | undefined)
    ?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  // 'slow-2g' and '2g'.
  return !(connection.effectiveType ?? '').endsWith('2g');
}

/** The latest work scheduled by {@link whenIdle} waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 5_000;

/** The window parts {@link whenIdle} uses (tests pass their own). */
export type IdleScheduler = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `run` once the main thread is idle (at the latest after {@link IDLE_TIMEOUT_MS}); where
 * requestIdleCallback is missing (Safari), after `fallbackDelayMs`. Returns a cancel function.
 */
export function whenIdle(
  run: () => void,
  fallbackDelayMs: number,
  win: IdleScheduler = window,
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(run, fallbackDelayMs);
  return () => win.clearTimeout(id);
}

/** The window parts {@link whenIdleOnline} uses: {@link IdleScheduler}, the online state and its event. */
export type IdleOnlineScheduler = IdleScheduler &
  Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator?: Pick<Navigator, 'onLine'>;
  };

/**
 * {@link whenIdle} for work that fetches ahead (manifests, a part's chunks): while the browser
 * reports no network, it waits for the `online` event and then for the next idle moment, since a
 * request made offline only fails (and the browser logs the failure). Returns a cancel function.
 */
export function whenIdleOnline(
  run: () => void,
  fallbackDelayMs: number,
  win: IdleOnlineScheduler = window,
): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = (): void => {
    cancelIdle = whenIdle(
      () => {
        if (win.navigator?.onLine === false)
          win.addEventListener('online', schedule, { once: true });
        else run();
      },
      fallbackDelayMs,
      win,
    );
  };
  schedule();
  return () => {
    cancelIdle();
    // Removing a listener that is not waiting does nothing.
    win.removeEventListener('online', schedule);
  };
}
