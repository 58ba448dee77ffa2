import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from '../chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('chunk-load failure reload guard', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk search-page failed. (error: /remotes/search/x/12.js)'),
    new TypeError('Failed to fetch dynamically imported module: /x.js'),
  ])('recognises %p as a chunk-load failure', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    'Loading chunk 1 failed',
    null,
    // A remote entry that cannot be loaded is retried against the registry, not reloaded.
    new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'),
  ])('does not treat %p as a chunk-load failure', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('reloads the page once, then not again within 60 s, then again after 60 s', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const start = Date.UTC(2026, 0, 1, 10, 0, 0);
    expect(reloadAfterChunkError({ now: start, storage, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(reloadAfterChunkError({ now: start + 59_999, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ now: start + 60_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('uses the clock and sessionStorage by default', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    window.sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadAfterChunkError({ reload })).toBe(true);
    jest.advanceTimersByTime(30_000);
    expect(reloadAfterChunkError({ reload })).toBe(false);
    jest.advanceTimersByTime(30_000);
    expect(reloadAfterChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
