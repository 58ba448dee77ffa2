/** The part of the Network Information API read here (Chromium only; absent elsewhere). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether code the shopper has not asked for yet may be fetched ahead (commerce spec section 9:
 * prefetch is skipped on 2g or with data saver). Without connection hints it may.
 */
export function mayPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: ConnectionHints }) | undefined)
    ?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  // 'slow-2g' and '2g'.
  return !(connection.effectiveType ?? '').endsWith('2g');
}
