import { whenIdle } from '@dukkan/contracts';
import type { IdleScheduler } from '@dukkan/contracts';

/** Where the shell's production build writes the service worker; served at the root scope. */
export const SERVICE_WORKER_URL = '/sw.js';

type IdleWindow = IdleScheduler &
  Pick<Window, 'addEventListener'> & {
    document: Pick<Document, 'readyState'>;
    location: Pick<Location, 'origin'>;
    navigator: Partial<Pick<Navigator, 'serviceWorker'>>;
    performance: Pick<Performance, 'getEntriesByType'>;
  };

/**
 * The remote files (`/remotes/...`) this page has loaded so far. On a first visit they were
 * loaded before any service worker controlled the page, so the worker never saw them.
 */
export function loadedRemoteFiles(win: Pick<IdleWindow, 'location' | 'performance'>): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, win.location.origin);
      return url.origin === win.location.origin && url.pathname.startsWith('/remotes/');
    });
}

/**
 * Registers the service worker (returning visits, issue 14) once the page has loaded and the
 * main thread is idle, so it never competes with the first load for the network or the CPU.
 * Production builds only: the caller checks `process.env.NODE_ENV`, so neither the dev server
 * nor jest ever registers one. On a first visit (no worker controls the page yet) the worker is
 * then asked to cache the remote files the page already loaded (Workbox's `CACHE_URLS` message;
 * the worker's own rules decide which it keeps), so the next visit loads no script from the
 * network. A refused registration (private mode, an old browser, a file that is not there) only
 * means no offline support: it is logged, never thrown.
 */
export function registerServiceWorkerWhenIdle(win: IdleWindow = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    const firstVisit = !container.controller;
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(async () => {
        if (!firstVisit) return;
        const registration = await container.ready;
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: loadedRemoteFiles(win) },
        });
      })
      .catch((error: unknown) => {
        console.warn('The service worker could not be registered; offline support is off.', error);
      });
  };
  const registerWhenIdle = () => {
    whenIdle(register, 1_000, win);
  };
  if (win.document.readyState === 'complete') registerWhenIdle();
  else win.addEventListener('load', registerWhenIdle, { once: true });
}
