import { TIMINGS } from '@dukkan/contracts';

/** sessionStorage key holding the time of the last reload caused by a chunk-load failure. */
export const CHUNK_RELOAD_KEY = 'dukkan:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
];

/**
 * True for errors that mean a script of the current deploy could not be downloaded (usually a
 * new deploy replaced it): webpack's ChunkLoadError and dynamic import failures. A remote entry
 * that cannot be loaded (the federation runtime's RUNTIME-008) is not one: the remote's loader
 * retries it against the registry read again (load-retry.ts), which picks up a new deploy
 * without a reload that would throw away what the shopper has typed, then shows the remote's
 * fallback with its retry button.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

export interface ChunkReloadOptions {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads the page after a chunk-load failure, at most once per 60 s (shell spec section 2), so
 * a deploy in progress gets picked up without a reload loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(options: ChunkReloadOptions = {}): boolean {
  const now = options.now ?? Date.now();
  const storage = options.storage ?? window.sessionStorage;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < TIMINGS.chunkReloadGuardMs) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  (options.reload ?? (() => window.location.reload()))();
  return true;
}
