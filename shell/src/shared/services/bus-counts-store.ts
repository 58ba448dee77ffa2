import { createStore } from 'zustand/vanilla';
import type { Emitter } from 'mitt';
import type { ShellEvents } from '@dukkan/contracts';
import { COMPARISON } from '@dukkan/contracts';

export interface BusCountsState {
  /** Items in the cart as the cart team last announced (`cart:updated`); 0 before. */
  cartCount: number;
  /** Products in the comparison list (`compare:changed`, else the saved list). */
  compareCount: number;
  /** The account drawer is open (`account-menu:changed`), so the account tab shows active. */
  accountMenuOpen: boolean;
}

/** Length of the saved comparison list (`compare_skus`); 0 when missing or malformed. */
export function savedCompareCount(storage: Storage | undefined): number {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COMPARISON.storageKey) ?? '[]');
    return Array.isArray(parsed) ? Math.min(parsed.length, COMPARISON.maxItems) : 0;
  } catch {
    return 0;
  }
}

/**
 * The counts the shell shows for other teams (the mobile cart badge, whether the comparison
 * tray is mounted). The bus only tells listeners present at the time, so the shell listens from
 * the start of the page and keeps the last value for components that mount later.
 */
export function createBusCounts(
  bus: Emitter<ShellEvents>,
  storage: Storage | undefined = globalThis.localStorage,
) {
  const store = createStore<BusCountsState>(() => ({
    cartCount: 0,
    compareCount: savedCompareCount(storage),
    accountMenuOpen: false,
  }));
  bus.on('cart:updated', ({ itemCount }) => store.setState({ cartCount: Math.max(0, itemCount) }));
  bus.on('compare:changed', ({ count }) => store.setState({ compareCount: Math.max(0, count) }));
  bus.on('account-menu:changed', ({ open }) => store.setState({ accountMenuOpen: open }));
  return { store };
}

export type BusCountsService = ReturnType<typeof createBusCounts>;
