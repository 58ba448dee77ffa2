// TextEncoder/TextDecoder come from the shared preset's DOM setup.
// jsdom has no fetch `Request`; react-router's data router builds one per navigation and reads
// only its url, method and abort signal (the shell's routes have no loaders or actions).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(
      input: string | URL | { url: string },
      init: { method?: string; signal?: AbortSignal } = {},
    ) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// jsdom does not implement scrolling; the shell scrolls to the top on each new path.
window.scrollTo = jest.fn();

// In the browser a failed remote download is tried again with backoff (load-retry.ts); tests
// about what a failure shows do not wait for it (fragment.test.tsx tests the retries).
import { loadRetry } from '../src/features/remotes/load-retry';

loadRetry.delaysMs = [];
