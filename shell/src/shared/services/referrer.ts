import { createStore } from 'zustand/vanilla';

/** Auth, login and register paths (without locale) are never remembered as the referrer. */
const NOT_REMEMBERED = /^\/(auth|login|register|temp-login)(\/|$)/;

/** True when a page (path without locale) may be remembered as the referrer. */
export function isRememberedReferrer(path: string): boolean {
  return !NOT_REMEMBERED.test(path);
}

export interface ReferrerState {
  /** The previous page (full path with locale and query), or null on the first page. */
  referrer: string | null;
}

/** The referrer memory of one page session. */
export function createReferrer() {
  const store = createStore<ReferrerState>(() => ({ referrer: null }));
  return { store };
}

export type ReferrerService = ReturnType<typeof createReferrer>;
