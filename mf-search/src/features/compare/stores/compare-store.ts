import { createStore } from 'zustand/vanilla';
import {
  COMPARISON,
  EMPTY_COMPARE_STATE,
  compareReducer,
  parseCompareStorage,
} from '@dukkan/contracts';
import type { CompareAction, CompareState } from '@dukkan/contracts';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the list then lives for the page only.
    return undefined;
  }
}

/**
 * The comparison list of this page, kept in localStorage under `compare_skus` (the shell reads
 * the same key to know whether to mount the tray). One store per remote container, so every
 * CompareButton and the tray see the same list. The rules are the contracts' `compareReducer`.
 */
export function createCompareStore(storage: Storage | undefined = browserStorage()) {
  const read = (): CompareState => ({
    items: parseCompareStorage(storage?.getItem(COMPARISON.storageKey)),
    error: null,
  });
  const store = createStore<CompareState>(read);

  /** Applies one change, saves the list and returns the new state (with its error, if any). */
  function dispatch(action: CompareAction): CompareState {
    const next = compareReducer(store.getState(), action);
    store.setState(next, true);
    try {
      storage?.setItem(COMPARISON.storageKey, JSON.stringify(next.items));
    } catch {
      // A full or blocked storage keeps the list in memory; nothing to tell the shopper.
    }
    return next;
  }

  /** Reads the saved list again (another tab changed it, or a test set it). */
  function reload(): void {
    store.setState(storage ? read() : EMPTY_COMPARE_STATE, true);
  }

  return { store, dispatch, reload };
}

export const compareList = createCompareStore();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARISON.storageKey || event.key === null) compareList.reload();
  });
}
