import { IMMUTABLE, NO_CACHE, remoteCacheControl, shellCacheControl } from '../src/cache-policy';

describe('cache policy', () => {
  it('caches content-hashed shell files for a year and revalidates the rest', () => {
    expect(shellCacheControl('/srv/shell/dist/main.0a1b2c3d4e.js')).toBe(IMMUTABLE);
    expect(shellCacheControl('vendors-node_modules_react-dom_index_js.0a1b2c3d4e.js')).toBe(
      IMMUTABLE,
    );
    expect(shellCacheControl('assets/logo.0a1b2c3d4e.svg')).toBe(IMMUTABLE);
    expect(shellCacheControl('main.0a1b2c3d4e.js.map')).toBe(IMMUTABLE);
    expect(shellCacheControl('index.html')).toBe(NO_CACHE);
    expect(shellCacheControl('favicon.ico')).toBe(NO_CACHE);
    expect(shellCacheControl('main.0a1b2c3.js')).toBe(NO_CACHE);
  });

  it('revalidates the service worker and its offline document on every use', () => {
    expect(shellCacheControl('/srv/shell/dist/sw.js')).toBe(NO_CACHE);
    expect(shellCacheControl('offline.html')).toBe(NO_CACHE);
  });

  it('caches every file of a remote version folder except its manifests', () => {
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/remoteEntry.js')).toBe(IMMUTABLE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/assets/x.svg')).toBe(IMMUTABLE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/mf-manifest.json')).toBe(NO_CACHE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/mf-stats.json')).toBe(NO_CACHE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/mf-manifest-stats.json')).toBe(NO_CACHE);
    expect(remoteCacheControl('search/readme.txt')).toBe(NO_CACHE);
  });

  it('caches a precompressed sibling as the file it encodes', () => {
    expect(shellCacheControl('/srv/shell/dist/main.0a1b2c3d4e.js.br')).toBe(IMMUTABLE);
    expect(shellCacheControl('main.0a1b2c3d4e.js.gz')).toBe(IMMUTABLE);
    expect(shellCacheControl('sw.js.br')).toBe(NO_CACHE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/remoteEntry.js.br')).toBe(IMMUTABLE);
    expect(remoteCacheControl('search/0.1.0-0a1b2c3d4e/mf-manifest.json.gz')).toBe(NO_CACHE);
  });
});
