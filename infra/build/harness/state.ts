// In-memory state behind the harness's ShellContext: what the shell keeps in its session,
// store-choice, alert and dialog stores, held in one small external store for
// useSyncExternalStore.
import type { Alert, AuthTokens, DialogVariant, SessionUser, StoreChoice } from '@dukkan/contracts';

export interface HarnessState {
  user: SessionUser | null;
  tokens: AuthTokens | null;
  choice: StoreChoice | null;
  alerts: readonly Alert[];
  openDialog: string | null;
  dialogVariant: DialogVariant | null;
}

export interface HarnessStore {
  get: () => HarnessState;
  set: (patch: Partial<HarnessState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export const EMPTY_STATE: HarnessState = {
  user: null,
  tokens: null,
  choice: null,
  alerts: [],
  openDialog: null,
  dialogVariant: null,
};

/** A new store; every `set` replaces the state object so React sees the change. */
export function createHarnessStore(initial: Partial<HarnessState> = {}): HarnessStore {
  let state: HarnessState = { ...EMPTY_STATE, ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
