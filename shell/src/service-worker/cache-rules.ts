/**
 * What the service worker caches at run time, as plain functions of a URL so the rules can be
 * tested without a worker. Everything it does not match goes to the network as if there were no
 * service worker: the registry (`/remotes.json`), pages and `index.html`, the remote manifests and
 * contracts, `/graphql`, `/ai-search`, `/media` and `/dev`.
 */

/** The document the shell build writes for offline navigations (no registry in it). */
export const OFFLINE_DOCUMENT = '/offline.html';

/** The run-time cache of files from the remotes' immutable version folders. */
export const REMOTE_FILES_CACHE = 'dukkan-remote-files';

/**
 * How many remote files the run-time cache keeps (least recently used first out). Four remotes
 * load about 60 files on the heaviest page, so this holds several deploys of each.
 */
export const REMOTE_FILES_MAX_ENTRIES = 400;

/**
 * A file of a deployed remote version, `/remotes/<name>/<version>/<file>`, on the store's own
 * origin. The folder is content-addressed and never rewritten (docs/architecture.md section 4),
 * so its scripts, styles and assets may be served from the cache for good. Its JSON files are
 * not: `mf-manifest.json` (and the stats) and `mf-contract.json` stay revalidated, as the
 * gateway's cache policy asks, so a file published by mistake can still be replaced.
 */
export function isImmutableRemoteFile(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const segments = url.pathname.split('/');
  // ['', 'remotes', name, version, ...file path]
  if (segments[1] !== 'remotes' || segments.length < 5) return false;
  if (segments.slice(2).some((segment) => segment === '' || segment === '..')) return false;
  return !url.pathname.endsWith('.json');
}

/** A page load: the only requests that get the offline document when the network fails. */
export function isNavigation(request: Pick<Request, 'mode' | 'method'>): boolean {
  return request.mode === 'navigate' && request.method === 'GET';
}
