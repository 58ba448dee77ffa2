import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Emitter } from 'mitt';
import type { ShellEvents, StoreChoice } from '@dukkan/contracts';
import { COOKIES, STORAGE_KEYS, browserCookies } from '@dukkan/contracts';

/** localStorage key of the saved delivery area. */
export const STORE_CHOICE_KEY = STORAGE_KEYS.storeChoice;

export interface StoreChoiceState {
  /** The saved delivery area, or null before the customer picks one. */
  choice: StoreChoice | null;
  /** Stock source code of the choice; `default` without one. */
  source: string;
}

function isChoice(value: unknown): value is StoreChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const hasId = (x: unknown) =>
    typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string';
  return (
    hasId(v.city) &&
    hasId(v.region) &&
    hasId(v.district) &&
    typeof v.defaultOrderSource === 'string'
  );
}

/** Reads the saved choice; a malformed entry counts as none. */
export function readSavedChoice(storage: Storage = window.localStorage): StoreChoice | null {
  try {
    const raw = storage.getItem(STORE_CHOICE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function sourceOf(choice: StoreChoice | null): string {
  return choice?.defaultOrderSource || COOKIES.store.defaultValue;
}

/**
 * The store choice: kept in localStorage `store_choice` and mirrored in cookie `store` (the
 * source code, read by the server); a change emits `store:changed`.
 */
export function createStoreChoice(bus: Emitter<ShellEvents>) {
  const initial = readSavedChoice();
  const store: StoreApi<StoreChoiceState> = createStore<StoreChoiceState>(() => ({
    choice: initial,
    source: sourceOf(initial),
  }));

  function setChoice(choice: StoreChoice | null): void {
    if (choice) window.localStorage.setItem(STORE_CHOICE_KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(STORE_CHOICE_KEY);
    const source = sourceOf(choice);
    browserCookies.write(COOKIES.store.name, source, { path: '/' });
    store.setState({ choice, source });
    bus.emit('store:changed', { choice });
  }

  return { store, setChoice };
}

export type StoreChoiceService = ReturnType<typeof createStoreChoice>;
