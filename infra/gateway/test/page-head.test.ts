import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AFTER_PAINT_ID, REGISTRY_ELEMENT_ID } from '@dukkan/contracts/first-screen';
import { ROUTES } from '@dukkan/contracts/routes';
import { buildGateway } from '../src/app';
import { routeScripts, scriptHints } from '../src/pages/hints';
import { LAYOUT_MODULES, modulesOfPath, routeOfPath } from '../src/pages/routes';
import { shellScripts } from '../src/pages/shell-files';
import { registryElement } from '../src/registry';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function manifest(remote: string, exposes: Record<string, string[]>) {
  return JSON.stringify({
    id: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: Object.entries(exposes).map(([name, sync]) => ({
      name,
      assets: { js: { sync, async: ['later.0000000000.js'] } },
    })),
  });
}

describe('gateway page head: the route table', () => {
  it("shows each static path of the contracts' route table as its own route", () => {
    const fixed = ROUTES.filter((route) => !route.endsWith && !/[:*]/.test(route.path));
    expect(fixed.length).toBeGreaterThan(30);
    for (const route of fixed) {
      expect(routeOfPath(`/en/${route.path}`).module).toBe(route.module);
      expect(routeOfPath(`/ar/${route.path}`).layout).toBe(route.layout);
    }
  });

  it.each([
    ['/en', 'catalog/HomePage'],
    ['/ar/', 'catalog/HomePage'],
    ['/', 'catalog/HomePage'],
    ['/en/fresh-fruits', 'catalog/UrlResolverPage'],
    ['/ar/about', 'catalog/InfoPage'],
    ['/en/search', 'search/SearchPage'],
    ['/en/search/milk', 'search/SearchPage'],
    ['/en/cart', 'cart/CartPage'],
    ['/en/checkout/shipping', 'cart/CheckoutPage'],
    ['/en/featured', 'catalog/FeaturedPage'],
    ['/en/featured/fruits', 'catalog/FeaturedPage'],
    ['/en/orders/100001/success', 'cart/OrderSuccessPage'],
    ['/en/account/addresses/7/edit', 'account/AddressFormPage'],
    ['/en/orders/100001/create-review', 'account/CreateReviewPage'],
    ['/en/some/deep/path/create-review', 'account/CreateReviewPage'],
    ['/en/a/b', 'shell/NotFoundPage'],
  ])('%s shows %s', (pathname, module) => {
    expect(routeOfPath(pathname).module).toBe(module);
  });

  it('asks for the page module, its own and its layout fragments, none for a page the shell owns', () => {
    expect(modulesOfPath('/en/cart')).toEqual(['cart/CartPage', ...LAYOUT_MODULES.default]);
    expect(modulesOfPath('/ar/search')).toEqual([
      'search/SearchPage',
      'catalog/ProductGrid',
      ...LAYOUT_MODULES.default,
    ]);
    expect(modulesOfPath('/ar/checkout')).toEqual(['cart/CheckoutPage', ...LAYOUT_MODULES.minimal]);
    expect(modulesOfPath('/en/a/b')).toEqual(LAYOUT_MODULES.default);
  });
});

describe('gateway page head: registry and preload hints', () => {
  let root: string;
  let shellDir: string;
  let deployDir: string;
  const registry = (cartVersion: string) =>
    JSON.stringify({
      cart: { manifest: `/remotes/cart/${cartVersion}/mf-manifest.json`, version: cartVersion },
      account: { manifest: '/remotes/account/1-a/mf-manifest.json', version: '1-a' },
      search: { manifest: '/remotes/search/1-s/mf-manifest.json', version: '1-s' },
      catalog: { manifest: '/remotes/catalog/1-c/mf-manifest.json', version: '1-c' },
    });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'dukkan-page-head-'));
    shellDir = path.join(root, 'shell');
    deployDir = path.join(root, 'deploy');
    write(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Dukkan</title></head><body><div id=root></div><script defer src=/main.0123456789.js></script></body></html>',
    );
    const remotes = path.join(deployDir, 'remotes');
    for (const version of ['1-x', '2-y']) {
      write(
        path.join(remotes, 'cart', version, 'mf-manifest.json'),
        manifest('cart', {
          CartPage: [`shared.${version}.js`, `__federation_expose_CartPage.${version}.js`],
          MiniCart: [`shared.${version}.js`, 'mini.js'],
          CheckoutPage: ['checkout.js'],
        }),
      );
    }
    write(
      path.join(remotes, 'account', '1-a', 'mf-manifest.json'),
      manifest('account', { AccountMenu: ['menu.js'], AreaSelector: ['area.js'], OtpDialog: [] }),
    );
    write(
      path.join(remotes, 'search', '1-s', 'mf-manifest.json'),
      manifest('search', { QuickSearch: ['quick.js'] }),
    );
    write(
      path.join(remotes, 'catalog', '1-c', 'mf-manifest.json'),
      manifest('catalog', { HomePage: ['home.js'] }),
    );
    write(path.join(deployDir, 'remotes.json'), registry('1-x'));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('hints the entries and first chunks the cart page needs, each once, and no manifest', async () => {
    const scripts = await routeScripts(
      '/en/cart',
      JSON.parse(registry('1-x')),
      path.join(deployDir, 'remotes'),
    );
    expect(scripts).toEqual([
      '/remotes/cart/1-x/remoteEntry.js',
      '/remotes/cart/1-x/shared.1-x.js',
      '/remotes/cart/1-x/__federation_expose_CartPage.1-x.js',
      '/remotes/cart/1-x/mini.js',
      '/remotes/search/1-s/remoteEntry.js',
      '/remotes/search/1-s/quick.js',
      '/remotes/account/1-a/remoteEntry.js',
      '/remotes/account/1-a/menu.js',
      '/remotes/account/1-a/area.js',
    ]);
  });

  it("hints a remote's texts in the page's language only, each file once", async () => {
    const texts = ['texts-en.1111111111.js', 'texts-ar.2222222222.js'];
    const checkoutTexts = ['texts-en-checkout.3333333333.js', 'texts-ar-checkout.4444444444.js'];
    write(
      path.join(deployDir, 'remotes', 'cart', '3-t', 'mf-manifest.json'),
      JSON.stringify({
        id: 'cart',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'CartPage',
            assets: { js: { sync: ['page.js'], async: [...texts, ...checkoutTexts, 'body.js'] } },
          },
          { name: 'MiniCart', assets: { js: { sync: ['mini.js'], async: texts } } },
        ],
      }),
    );
    const registry = { cart: { manifest: '/remotes/cart/3-t/mf-manifest.json' } };
    const scriptsOf = (pathname: string) =>
      routeScripts(pathname, registry, path.join(deployDir, 'remotes'));
    expect(await scriptsOf('/ar/cart')).toEqual([
      '/remotes/cart/3-t/remoteEntry.js',
      '/remotes/cart/3-t/page.js',
      '/remotes/cart/3-t/texts-ar.2222222222.js',
      '/remotes/cart/3-t/texts-ar-checkout.4444444444.js',
      '/remotes/cart/3-t/mini.js',
    ]);
    expect(await scriptsOf('/en/cart')).toEqual([
      '/remotes/cart/3-t/remoteEntry.js',
      '/remotes/cart/3-t/page.js',
      '/remotes/cart/3-t/texts-en.1111111111.js',
      '/remotes/cart/3-t/texts-en-checkout.3333333333.js',
      '/remotes/cart/3-t/mini.js',
    ]);
  });

  it('hints nothing for a remote the registry does not name or whose manifest is missing', async () => {
    const scripts = await routeScripts(
      '/en/checkout',
      {
        cart: { manifest: '/remotes/cart/9-missing/mf-manifest.json' },
        account: { manifest: '/remotes/account/../../etc/mf-manifest.json' },
      },
      path.join(deployDir, 'remotes'),
    );
    expect(scripts).toEqual([]);
  });

  it('hints scripts as preload links, or, on a page with a first screen, as a list for after its paint', () => {
    const urls = ['/lib-react.0123456789.js', '/remotes/cart/1-x/remoteEntry.js'];
    expect(scriptHints(urls, false)).toEqual([
      '<link rel="preload" href="/lib-react.0123456789.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/cart/1-x/remoteEntry.js" as="script" fetchpriority="low">',
    ]);
    const [block, ...rest] = scriptHints(urls, true);
    expect(rest).toEqual([]);
    const data = new RegExp(
      `^<script type="application/json" id="${AFTER_PAINT_ID}">(.*)</script>$`,
    ).exec(block ?? '');
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(urls);
    expect(block).not.toContain('rel="preload"');
    expect(scriptHints([], true)).toEqual([]);
    expect(scriptHints(['/a".js'], false)).toEqual([
      '<link rel="preload" href="/a&quot;.js" as="script" fetchpriority="low">',
    ]);
  });

  it('escapes the registry so no value can close its element', () => {
    const element = registryElement(
      JSON.stringify({ cart: { manifest: '</script><script>alert(1)</script>', version: '1' } }),
    );
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toContain('\\u003c/script>');
  });

  it('serves each page with the registry of that moment, so a deploy shows on the next load', async () => {
    const app = await buildGateway({ shellDir, deployDir, commerceUrl: 'http://127.0.0.1:9' });
    try {
      const first = await app.inject({ url: '/en/cart', headers: HTML });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const data = new RegExp(
        `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`,
      ).exec(first.body);
      expect(JSON.parse(data?.[1] ?? 'null')).toEqual(JSON.parse(registry('1-x')));
      expect(first.body).toContain('href="/remotes/cart/1-x/__federation_expose_CartPage.1-x.js"');
      // After the shell's own script, so the browser asks for that first.
      expect(first.body.indexOf('/main.0123456789.js')).toBeLessThan(
        first.body.indexOf('rel="preload"'),
      );

      write(path.join(deployDir, 'remotes.json'), registry('2-y'));
      const second = await app.inject({ url: '/en/cart', headers: HTML });
      expect(second.body).toContain('"/remotes/cart/2-y/mf-manifest.json"');
      expect(second.body).toContain('href="/remotes/cart/2-y/__federation_expose_CartPage.2-y.js"');
      expect(second.body).not.toContain('1-x');

      // The gateway parses the registry once per change: a rollback to the earlier text is
      // a change too.
      write(path.join(deployDir, 'remotes.json'), registry('1-x'));
      const third = await app.inject({ url: '/en/cart', headers: HTML });
      expect(third.body).toContain('"/remotes/cart/1-x/mf-manifest.json"');
      expect(third.body).not.toContain('2-y');
    } finally {
      write(path.join(deployDir, 'remotes.json'), registry('1-x'));
      await app.close();
    }
  });

  it("hints the shell's first-load scripts its build listed, and its texts in the page's language, before the remotes' files", async () => {
    expect(await shellScripts(shellDir, 'en')).toEqual([]);
    write(
      path.join(shellDir, 'first-load.json'),
      JSON.stringify({
        scripts: ['2599.abcdef0123.js', '../evil.js', 42, '870.0123456789.js'],
        texts: { ar: 'texts-ar.aaaaaaaaaa.js', en: 'texts-en.bbbbbbbbbb.js' },
      }),
    );
    try {
      expect(await shellScripts(shellDir, 'en')).toEqual([
        '/2599.abcdef0123.js',
        '/870.0123456789.js',
        '/texts-en.bbbbbbbbbb.js',
      ]);
      expect(await shellScripts(shellDir, 'ar')).toContain('/texts-ar.aaaaaaaaaa.js');
      expect(await shellScripts(shellDir, 'ar')).not.toContain('/texts-en.bbbbbbbbbb.js');
      // `/` picks its locale in the app: no texts are hinted there.
      expect(await shellScripts(shellDir, null)).toEqual([
        '/2599.abcdef0123.js',
        '/870.0123456789.js',
      ]);
      const app = await buildGateway({ shellDir, deployDir, commerceUrl: 'http://127.0.0.1:9' });
      try {
        const page = await app.inject({ url: '/ar/cart', headers: HTML });
        const shellHint = page.body.indexOf('href="/2599.abcdef0123.js"');
        expect(shellHint).toBeGreaterThan(page.body.indexOf('/main.0123456789.js'));
        expect(shellHint).toBeLessThan(page.body.indexOf('href="/remotes/cart/'));
        expect(page.body).toContain('href="/texts-ar.aaaaaaaaaa.js"');
        expect(page.body).not.toContain('texts-en.bbbbbbbbbb.js');
      } finally {
        await app.close();
      }
    } finally {
      rmSync(path.join(shellDir, 'first-load.json'));
    }
  });

  it('serves the plain index.html with pageHints off', async () => {
    const app = await buildGateway({
      shellDir,
      deployDir,
      commerceUrl: 'http://127.0.0.1:9',
      pageHints: false,
    });
    try {
      const page = await app.inject({ url: '/en/cart', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(REGISTRY_ELEMENT_ID);
      expect(page.body).not.toContain('rel="preload"');
    } finally {
      await app.close();
    }
  });

  it('serves the plain index.html when no registry is published', async () => {
    const empty = mkdtempSync(path.join(root, 'empty-'));
    const app = await buildGateway({
      shellDir,
      deployDir: empty,
      commerceUrl: 'http://127.0.0.1:9',
    });
    try {
      const page = await app.inject({ url: '/en', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(REGISTRY_ELEMENT_ID);
      expect(page.body).not.toContain('rel="preload"');
    } finally {
      await app.close();
    }
  });
});
