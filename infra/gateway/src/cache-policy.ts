// Which Cache-Control header each file gets. Kept apart from the server so the rules can be
// read (and tested) on their own.

/** A year: the longest max-age browsers honour, for files whose URL changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated on every use (ETag / Last-Modified make that a cheap 304). */
export const NO_CACHE = 'no-cache';

/** Webpack output names carry a 10-hex content hash: `main.0a1b2c3d4e.js`, `logo.0a1b2c3d4e.svg`. */
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

/**
 * The shell's service worker (`shell/src/service-worker`). Browsers check it for an update on
 * page loads; it must never be cached for long, or a broken worker would keep controlling the
 * store. Named here so that no future rule for shell files can make it immutable.
 */
export const SERVICE_WORKER_FILES = new Set(['sw.js']);

/** Files the federation runtime reads to find the rest; they must always be fresh. */
const MANIFEST_NAMES = new Set(['mf-manifest.json', 'mf-manifest-stats.json', 'mf-stats.json']);

/**
 * Cache-Control for a file of the shell build. Only content-hashed names may be cached forever;
 * `index.html`, the service worker, its offline document and anything else unhashed (favicon,
 * robots.txt) is revalidated.
 * @param filePath path of the file (absolute or relative; only the name matters)
 */
export function shellCacheControl(filePath: string): string {
  const name = baseName(filePath);
  if (SERVICE_WORKER_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Cache-Control for a file under `/remotes/`, given its path relative to that folder
 * (`search/0.1.0-0a1b2c3d4e/remoteEntry.js`). A version folder is content-addressed (its name
 * ends with a hash of every file in it) and never rewritten, so every file in it may be cached
 * forever, except the manifests: the issue asks for them to be revalidated so that a file
 * published by mistake can still be replaced.
 * @param relativePath path below the remotes folder, with `/` separators
 */
export function remoteCacheControl(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  if (parts.length < 3) return NO_CACHE; // not inside `<name>/<version>/`
  const name = baseName(relativePath);
  return MANIFEST_NAMES.has(name) ? NO_CACHE : IMMUTABLE;
}

/**
 * A build's precompressed siblings (`main.0a1b2c3d4e.js.br`, infra/build/precompress-plugin.cjs),
 * which the gateway serves in place of the file itself: they are cached as that file is.
 */
const ENCODED_SIBLING = /\.(?:br|gz)$/;

function baseName(filePath: string): string {
  const parts = filePath.replace(ENCODED_SIBLING, '').split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}
