import type { SavedAddress } from '@dukkan/contracts';

/**
 * The delivery address the customer chose in the address selector (shell spec sections 3 and
 * 4: "a default-address entry is also stored locally"), kept with the customer's id so an
 * address of another customer on the same browser is never used.
 */
export interface StoredAddress {
  customerId: string;
  address: SavedAddress;
}

const ADDRESS_KEY = 'dukkan:delivery-address';
const CONFIRMED_KEY = 'dukkan:address-prompt-confirmed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (private mode, blocked cookies): then nothing is remembered.
    return null;
  }
}

/** The stored delivery address, or null (none, or unreadable). */
export function readStoredAddress(): StoredAddress | null {
  const raw = storage()?.getItem(ADDRESS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredAddress>;
    if (typeof parsed.customerId !== 'string' || !parsed.address) return null;
    return { customerId: parsed.customerId, address: parsed.address };
  } catch {
    return null;
  }
}

export function writeStoredAddress(customerId: string, address: SavedAddress): void {
  storage()?.setItem(ADDRESS_KEY, JSON.stringify({ customerId, address }));
}

export function clearStoredAddress(): void {
  storage()?.removeItem(ADDRESS_KEY);
}

/**
 * Upkeep after an address changed or went (section 4): the stored copy follows an update and
 * is cleared when its address is deleted.
 */
export function syncStoredAddress(change: { updated: SavedAddress } | { deletedId: number }): void {
  const stored = readStoredAddress();
  if (!stored) return;
  if ('updated' in change) {
    if (stored.address.id === change.updated.id) {
      writeStoredAddress(stored.customerId, change.updated);
    }
  } else if (stored.address.id === change.deletedId) {
    clearStoredAddress();
  }
}

/** Whether this customer has already answered the selector's automatic prompt. */
export function hasConfirmedPrompt(customerId: string): boolean {
  return storage()?.getItem(`${CONFIRMED_KEY}:${customerId}`) === '1';
}

export function rememberConfirmedPrompt(customerId: string): void {
  storage()?.setItem(`${CONFIRMED_KEY}:${customerId}`, '1');
}

/** The store choice an address implies (shared with the checkout, which sets it too). */
export { storeChoiceOf } from '@dukkan/contracts';
