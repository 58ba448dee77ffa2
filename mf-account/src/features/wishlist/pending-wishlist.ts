/**
 * A guest who presses a wishlist button is sent to login; the product waits here (this tab only)
 * until they come back to the page where they pressed it, where that product's button adds it.
 * Storage refused or a value unreadable means "nothing waiting", never an error.
 */
const KEY = 'dukkan:wishlist-pending';

interface Pending {
  sku: string;
  /** The page without its locale prefix (the shopper may switch language on the way). */
  path: string;
}

export function rememberPending(pending: Pending): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the shopper adds the product again after login.
  }
}

function read(): Pending | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object') {
      const { sku, path } = value as Record<string, unknown>;
      if (typeof sku === 'string' && typeof path === 'string') return { sku, path };
    }
  } catch {
    // Unreadable: treated as nothing waiting, and forgotten below.
  }
  return null;
}

function forget(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget without storage.
  }
}

/**
 * Called by a signed-in button on `path`: true when its product was waiting for this page (the
 * entry is then taken, so the product is added once). A shopper who landed elsewhere did not
 * come back to the product, so the entry is dropped rather than adding it on a later visit.
 */
export function takePending(sku: string, path: string): boolean {
  const pending = read();
  if (!pending) {
    forget();
    return false;
  }
  if (pending.path !== path) {
    forget();
    return false;
  }
  if (pending.sku !== sku) return false;
  forget();
  return true;
}
