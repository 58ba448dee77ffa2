import { isImmutableRemoteFile, isNavigation } from '../cache-rules';

const ORIGIN = 'https://dukkan.example';
const cached = (path: string, origin = ORIGIN) =>
  isImmutableRemoteFile(new URL(path, origin), ORIGIN);

describe('isImmutableRemoteFile', () => {
  it('caches the scripts, styles and assets of a remote version folder', () => {
    expect(cached('/remotes/search/0.1.0-0a1b2c3d4e/remoteEntry.js')).toBe(true);
    expect(cached('/remotes/catalog/0.1.0-0a1b2c3d4e/__federation_expose_Home.9f8e7d6c5b.js')).toBe(
      true,
    );
    expect(cached('/remotes/cart/0.1.0-0a1b2c3d4e-e2eabc/assets/icon.0a1b2c3d4e.svg')).toBe(true);
    expect(cached('/remotes/account/0.1.0-0a1b2c3d4e/main.css?v=1')).toBe(true);
  });

  it('never caches the registry, the manifests or the contracts', () => {
    expect(cached('/remotes.json')).toBe(false);
    expect(cached('/remotes/search/0.1.0-0a1b2c3d4e/mf-manifest.json')).toBe(false);
    expect(cached('/remotes/search/0.1.0-0a1b2c3d4e/mf-stats.json')).toBe(false);
    expect(cached('/remotes/search/0.1.0-0a1b2c3d4e/mf-contract.json')).toBe(false);
  });

  it('never caches pages, the API or anything outside a version folder', () => {
    for (const path of [
      '/',
      '/index.html',
      '/en',
      '/ar/fresh-fruits',
      '/graphql?query=%7B__typename%7D',
      '/ai-search',
      '/media/catalog/product/mango.jpg',
      '/remotes/search/remoteEntry.js',
      '/remotes/search/',
      '/remotes/search//remoteEntry.js',
    ]) {
      expect({ path, cached: cached(path) }).toEqual({ path, cached: false });
    }
  });

  it('never caches another origin', () => {
    expect(cached('/remotes/search/0.1.0-0a1b2c3d4e/remoteEntry.js', 'https://cdn.example')).toBe(
      false,
    );
  });
});

describe('isNavigation', () => {
  it('is true only for a GET page load', () => {
    expect(isNavigation({ mode: 'navigate', method: 'GET' })).toBe(true);
    expect(isNavigation({ mode: 'cors', method: 'GET' })).toBe(false);
    expect(isNavigation({ mode: 'navigate', method: 'POST' })).toBe(false);
  });
});
