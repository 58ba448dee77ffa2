import { registerRemotesFromRegistry } from '../registry';
import { REGISTRY_ELEMENT_ID } from '@dukkan/contracts/first-screen';
import { moduleAssetUrls, preloadModuleAssets, readManifestsWhenIdle } from '../page-assets';
import { fakeFetch } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const FOLDER = '/remotes/account/1.2.0-abc';
const MANIFEST = {
  exposes: [
    {
      name: 'OrdersPage',
      assets: {
        js: {
          sync: ['first-load.1.js', '__federation_expose_OrdersPage.2.js'],
          async: [
            'texts-en.3.js',
            'texts-en-orders.4.js',
            'texts-ar.5.js',
            'texts-ar-orders.6.js',
            '77.7.js',
          ],
        },
      },
    },
  ],
};

/** A window whose page has loaded and whose idle callbacks run at once. */
function idleWindow(connection?: { saveData?: boolean; effectiveType?: string }) {
  return {
    document: { readyState: 'complete' },
    navigator: { connection },
    requestIdleCallback: (run: () => void) => {
      run();
      return 1;
    },
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  } as unknown as Window;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  const registry = document.createElement('script');
  registry.type = 'application/json';
  registry.id = REGISTRY_ELEMENT_ID;
  registry.textContent = JSON.stringify({
    account: {
      entry: `${FOLDER}/remoteEntry.js`,
      manifest: `${FOLDER}/mf-manifest.json`,
      version: '1.2.0-abc',
    },
    search: {
      entry: '/remotes/search/2.0.0-def/remoteEntry.js',
      manifest: '/remotes/search/2.0.0-def/mf-manifest.json',
      version: '2.0.0-def',
    },
  });
  document.body.append(registry);
  // The registry is in the page: nothing is fetched.
  await registerRemotesFromRegistry(fakeFetch({ status: 404, body: {} }).fetch);
  registry.remove();
});

describe("a module's files asked for together", () => {
  it('reads the manifests only once the page has loaded, and not with data saver or on 2g', async () => {
    expect(moduleAssetUrls('account/OrdersPage', 'en')).toEqual([]);
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      const { fetch: fetchImpl } = fakeFetch({ body: MANIFEST });
      readManifestsWhenIdle(['account'], fetchImpl, idleWindow(connection));
      expect(fetchImpl).not.toHaveBeenCalled();
    }
    const { fetch: fetchImpl, requests } = fakeFetch({ body: MANIFEST });
    readManifestsWhenIdle(['account'], fetchImpl, idleWindow({ effectiveType: '4g' }));
    await flush();
    expect(requests.map((request) => request.url)).toEqual([
      `http://localhost${FOLDER}/mf-manifest.json`,
    ]);
  });

  it('waits for the network to come back before reading the manifests', async () => {
    const win = idleWindow({ effectiveType: '4g' });
    const events = new EventTarget();
    Object.assign(win, { addEventListener: events.addEventListener.bind(events) });
    Object.assign(win.navigator, { onLine: false });
    const { fetch: fetchImpl } = fakeFetch({ body: MANIFEST });
    readManifestsWhenIdle(['search'], fetchImpl, win);
    await flush();
    expect(fetchImpl).not.toHaveBeenCalled();
    Object.assign(win.navigator, { onLine: true });
    events.dispatchEvent(new Event('online'));
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://localhost/remotes/search/2.0.0-def/mf-manifest.json',
      expect.anything(),
    );
  });

  it("lists the module's chunks and its texts in the page's language, from its version folder", () => {
    const base = `http://localhost${FOLDER}`;
    expect(moduleAssetUrls('account/OrdersPage', 'ar')).toEqual([
      `${base}/first-load.1.js`,
      `${base}/__federation_expose_OrdersPage.2.js`,
      `${base}/texts-ar.5.js`,
      `${base}/texts-ar-orders.6.js`,
    ]);
    expect(moduleAssetUrls('account/WishlistPage', 'ar')).toEqual([]);
  });

  it('preloads what the page has not asked for yet, once', () => {
    const base = `http://localhost${FOLDER}`;
    const loaded = document.createElement('script');
    loaded.src = `${base}/first-load.1.js`;
    document.head.append(loaded);
    preloadModuleAssets('account/OrdersPage', 'en');
    preloadModuleAssets('account/OrdersPage', 'en');
    const preloads = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      (link) => link.href,
    );
    expect(preloads).toEqual([
      `${base}/__federation_expose_OrdersPage.2.js`,
      `${base}/texts-en.3.js`,
      `${base}/texts-en-orders.4.js`,
    ]);
  });
});
