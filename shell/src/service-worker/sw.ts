// The storefront's service worker (issue 14, returning visits), built by the shell's production
// build to /sw.js (shell/build/service-worker-plugin.cjs: compiled on its own, then workbox-build
// injects the precache list) and registered by the shell once the page has loaded. What it caches
// and what it never caches: docs/architecture.md section 5.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  OFFLINE_DOCUMENT,
  REMOTE_FILES_CACHE,
  REMOTE_FILES_MAX_ENTRIES,
  isImmutableRemoteFile,
  isNavigation,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the list of the shell's hashed files and the offline document. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The shell's own scripts, styles and fonts, and the offline document. A new shell build is a new
// list: Workbox fetches what changed when the new worker installs and drops the rest when it
// activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// No skipWaiting: a new worker waits until no tab runs the old shell, so a page in use keeps the
// precache it started with (its lazy chunks stay available). clientsClaim only matters on the
// first install: that page, uncontrolled until now, has its later remote files cached as well.
clientsClaim();

// The navigation request starts while the worker boots; the page itself is never cached.
enableNavigationPreload();

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && isImmutableRemoteFile(url, self.location.origin),
  new CacheFirst({
    cacheName: REMOTE_FILES_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: REMOTE_FILES_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

/** A failed page load gets the offline document instead of the browser's error page. */
const offlineDocument: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(OFFLINE_DOCUMENT)) ?? Response.error(),
};

registerRoute(
  ({ request }) => isNavigation(request),
  new NetworkOnly({ plugins: [offlineDocument] }),
);
