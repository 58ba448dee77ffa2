import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  FIRST_DATA_ID,
  FIRST_FRAGMENT_ATTRIBUTE,
  REGISTRY_ELEMENT_ID,
  STORE_MARKS,
} from '@dukkan/contracts/first-screen';
import { buildGateway } from '../src/app';
import { catalogVersionOf, commerceGraphql, sourceOfCookies } from '../src/first-screen/commerce';
import { RENDER_DEADLINE_MS, firstScreenOf } from '../src/first-screen/compose';
import { forgetDrawnPages } from '../src/first-screen/kept-pages';
import {
  STORE_CONFIG_QUERY,
  STORE_CONFIG_TTL_MS,
  forgetStoreConfigs,
} from '../src/first-screen/store-config';
import { withStoreTexts } from '../src/first-screen/store-texts';
import { matchOfPath } from '../src/pages/routes';
import { parse, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { markedShell } from '../../build/first-screen/render-page';

const VERSION = '2.0.0-abc';
const FAILING = '2.0.1-def';
const OTHER_SLOW = '2.0.2-fed';
const HTML = { accept: 'text/html' };
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id=root></div></body></html>';
const LAYOUT = '<header>header</header><main><div id="first-screen-page"></div></main>';
/** The layout as the shell's build draws it with the store's texts as marks. */
const LAYOUT_STORE = `<header><p class="promo">${STORE_MARKS.promo_banner}</p><a href="tel:${STORE_MARKS.customer_support_phone}">Call ${STORE_MARKS.customer_support_phone}</a></header><main><div id="first-screen-page"></div></main>`;
/** The static parts the catalogue publishes (UrlResolverPage's only to show the fallback). */
const STATIC = {
  UrlResolverPage: '<p>static resolver part</p>',
  HomePage: '<h1>static banner</h1>',
};
const HOSTILE = '</script><script>alert(1)</script>';

/**
 * A remote's `pages.cjs`: answers UrlResolverPage by its url key, with the request it was given
 * and the service's answer in the cache; `load` tells one load of the file from another.
 */
const PAGES = `
const load = Math.random().toString(36).slice(2);
let renders = 0;
exports.renderPage = async (module, request, graphql) => {
  if (module !== 'UrlResolverPage') return null;
  const key = request.params.urlKey;
  if (key === 'missing') return null;
  if (key === 'broken') throw new Error('broken renderer');
  if (key === 'slow') {
    await graphql({ query: '{ hang }', operationName: 'Hang' });
    return { html: '<p>too late</p>', cache: {} };
  }
  const answer = await graphql({
    query: 'query ResolveUrl($key: String!) { resolveUrl(key: $key) { id } }',
    variables: { key },
    operationName: 'ResolveUrl',
  });
  return {
    html: '<style>.g{}</style><ul data-load="' + load + '" data-render="' + (renders += 1) + '"><li>' + key + ' costs $&</li></ul>',
    cache: { ROOT_QUERY: { answer, request }, 'Product:1': { name: ${JSON.stringify(HOSTILE)} } },
    ...(key === 'partial' ? { partial: true } : {}),
  };
};
`;

let root: string;
let shellDir: string;
let deployDir: string;
let remotesDir: string;
let service: FastifyInstance;
let commerceUrl: string;
const seen: { url: string; method: string; headers: Record<string, unknown>; body: unknown }[] = [];
/** Requests the service never answered, closed by the gateway's deadline. */
const hung: { closed: boolean }[] = [];
/** What the service answers for the shell's StoreConfig (null: no configuration). */
let storeConfig: { promo_banner: string } | null = null;
/** The service leaves StoreConfig unanswered. */
let storeConfigHangs = false;
/** The page's own requests to the service, without the store configuration's. */
/** The page renderer's queries: not the store configuration's (the header's, the head's). */
function pageRequests() {
  return seen.filter((request) => {
    const { operationName } = request.body as { operationName?: string };
    return operationName !== 'StoreConfig' && operationName !== 'StoreSeo';
  });
}
/** What the service answers at /catalog-version (null: it has no such route). */
let catalogVersion: string | null = 'v1';
/** The stock quantities' version per source, appended as /catalog-version?source= does. */
let stockVersions: Record<string, number> = {};

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const registry = {
  catalog: { manifest: `/remotes/catalog/${VERSION}/mf-manifest.json`, version: VERSION },
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'first-data-'));
  shellDir = path.join(root, 'shell');
  deployDir = path.join(root, 'deploy');
  remotesDir = path.join(deployDir, 'remotes');
  write(path.join(shellDir, 'index.html'), INDEX);
  for (const locale of ['en', 'ar']) {
    write(path.join(shellDir, 'first-screen', `base.${locale}.html`), '<style>/* base */</style>');
    write(path.join(shellDir, 'first-screen', `layout.${locale}.html`), LAYOUT);
    write(path.join(shellDir, 'first-screen', `layout-store.${locale}.html`), LAYOUT_STORE);
  }
  // The failures are warned once per version: they get a version of their own.
  for (const version of [VERSION, FAILING, OTHER_SLOW]) {
    const folder = path.join(remotesDir, 'catalog', version);
    write(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    write(path.join(folder, 'first-screen', 'pages.cjs'), PAGES);
    for (const [name, html] of Object.entries(STATIC)) {
      for (const locale of ['en', 'ar']) {
        write(path.join(folder, 'first-screen', `${name}.${locale}.html`), html);
      }
    }
  }
  write(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));

  // The query left hanging has no answer to wait for on close.
  service = Fastify({ forceCloseConnections: true });
  service.post('/graphql', (request, reply) => {
    const body = request.body as { operationName?: string };
    seen.push({ url: request.url, method: request.method, headers: request.headers, body });
    if (body.operationName === 'Hang') {
      const entry = { closed: false };
      hung.push(entry);
      request.raw.on('close', () => {
        entry.closed = true;
      });
      return reply; // never answered
    }
    if (body.operationName === 'StoreConfig' && storeConfigHangs) return reply; // never answered
    if (body.operationName === 'StoreConfig') {
      const store = (request.query as { store?: string }).store;
      return reply.send({
        data: {
          storeConfig: storeConfig && {
            ...storeConfig,
            promo_banner: `${storeConfig.promo_banner} (${store})`,
          },
        },
      });
    }
    return reply.send({ data: { resolveUrl: { id: 1 } } });
  });
  service.get<{ Querystring: { source?: string } }>('/catalog-version', (request, reply) => {
    const source = request.query.source;
    if (catalogVersion === null) return reply.code(404).send({});
    if (source === undefined) return reply.send({ version: catalogVersion });
    return reply.send({ version: `${catalogVersion}~${stockVersions[source] ?? 0}` });
  });
  commerceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await service.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  catalogVersion = 'v1';
  stockVersions = {};
  storeConfig = null;
  storeConfigHangs = false;
  forgetDrawnPages();
  forgetStoreConfigs();
});

/** The parsed `first-data` block of a page, or null. */
function firstData(page: string) {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_DATA_ID}">([^<]*)</script>`,
  ).exec(page);
  return block ? (JSON.parse(block[1] ?? '') as unknown) : null;
}

describe('first data: the route and the request', () => {
  it('reads the route parameters as the shell router does, decoded', () => {
    expect(matchOfPath('/en/fresh-fruits')).toEqual({
      route: expect.objectContaining({ module: 'catalog/UrlResolverPage' }),
      params: { urlKey: 'fresh-fruits' },
    });
    expect(matchOfPath('/ar/%D9%81%D9%88%D8%A7%D9%83%D9%87').params).toEqual({ urlKey: 'فواكه' });
    expect(matchOfPath('/en/a%2Fb').params).toEqual({ urlKey: 'a/b' });
    expect(matchOfPath('/en/brands/acme/').params).toEqual({ slug: 'acme' });
    expect(matchOfPath('/en/featured')).toEqual({
      route: expect.objectContaining({ module: 'catalog/FeaturedPage' }),
      params: {},
    });
    expect(matchOfPath('/en/featured/fruits').params).toEqual({ categorySlug: 'fruits' });
    // A malformed escape is matched as it came instead of failing the page.
    expect(matchOfPath('/en/%E0%A4%A').params).toEqual({ urlKey: '%E0%A4%A' });
  });

  it('uses the store cookie as the stock source only when it is a plain code', () => {
    expect(sourceOfCookies('a=1; store=cairo-1; b=2')).toBe('cairo-1');
    expect(sourceOfCookies('store=Giza_2')).toBe('Giza_2');
    expect(sourceOfCookies(undefined)).toBe('default');
    expect(sourceOfCookies('mystore=cairo-1')).toBe('default');
    expect(sourceOfCookies('store=')).toBe('default');
    expect(sourceOfCookies('store=a%20b')).toBe('default');
    expect(sourceOfCookies('store="cairo"')).toBe('default');
    expect(sourceOfCookies(`store=${'x'.repeat(65)}`)).toBe('default');
  });

  it("asks the service as the shell's request link asks for a guest query, with no Authorization", async () => {
    const graphql = commerceGraphql({
      commerceUrl: `${commerceUrl}/`,
      locale: 'ar',
      source: 'cairo-1',
      signal: new AbortController().signal,
    });
    const body = {
      query: 'query ResolveUrl { x }',
      variables: { a: 1 },
      operationName: 'ResolveUrl',
    };
    expect(await graphql(body)).toEqual({ data: { resolveUrl: { id: 1 } } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/graphql?source=cairo-1&store=ar_EG');
    expect(request?.body).toEqual(body);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      source: 'browser',
      'x-query-type': 'query',
      'x-query-name': 'ResolveUrl',
      'content-language': 'ar',
      store: 'ar_EG',
      'x-cacheable': '1',
    });
    expect(request?.headers).not.toHaveProperty('authorization');
  });
});

describe('first data: the page', () => {
  let app: Awaited<ReturnType<typeof buildGateway>>;

  beforeAll(async () => {
    app = await buildGateway({ shellDir, deployDir, commerceUrl });
  });

  afterAll(() => app.close());

  it('puts the page drawn for this request in the slot and its cache at the end of <body>', async () => {
    const page = await app.inject({
      url: '/en/fresh-fruits?sort=price',
      headers: { ...HTML, cookie: 'store=cairo-1' },
    });
    expect(page.statusCode).toBe(200);
    const { body } = page;
    expect(body).toMatch(
      /<main><div id="first-screen-page"><style>\.g\{\}<\/style><ul data-load="\w+" data-render="\d+"><li>fresh-fruits costs \$&<\/li><\/ul><\/div><\/main>/,
    );
    expect(body).not.toContain(STATIC.UrlResolverPage);
    expect(firstData(body)).toEqual({
      locale: 'en',
      source: 'cairo-1',
      path: '/en/fresh-fruits',
      cache: {
        ROOT_QUERY: {
          answer: { data: { resolveUrl: { id: 1 } } },
          request: {
            locale: 'en',
            path: '/en/fresh-fruits',
            search: '?sort=price',
            params: { urlKey: 'fresh-fruits' },
          },
        },
        'Product:1': { name: HOSTILE },
      },
    });
    // No value closes the element: the one `</script>` after the data is its own.
    expect(body).not.toContain(HOSTILE);
    expect(body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // After the registry and the hints, which should not wait behind the data.
    const order = [`id="${REGISTRY_ELEMENT_ID}"`, 'remoteEntry.js', `id="${FIRST_DATA_ID}"`];
    const at = order.map((text) => body.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(body.indexOf(`id="${FIRST_DATA_ID}"`)).toBeLessThan(body.lastIndexOf('</body>'));
    expect(pageRequests().map((request) => request.url)).toEqual([
      '/graphql?source=cairo-1&store=default',
    ]);
  });

  it('draws an Arabic page with its store, the default source without a plain store cookie', async () => {
    const page = await app.inject({
      url: '/ar/%D9%81%D9%88%D8%A7%D9%83%D9%87',
      headers: { ...HTML, cookie: 'store=<x>' },
    });
    expect(firstData(page.body)).toMatchObject({
      locale: 'ar',
      source: 'default',
      path: '/ar/%D9%81%D9%88%D8%A7%D9%83%D9%87',
      cache: { ROOT_QUERY: { request: { params: { urlKey: 'فواكه' } } } },
    });
    expect(pageRequests().map((request) => request.url)).toEqual([
      '/graphql?source=default&store=ar_EG',
    ]);
    expect(pageRequests()[0]?.headers).toMatchObject({ 'content-language': 'ar', store: 'ar_EG' });
  });

  it('loads pages.cjs once per version folder, and does not look at the file again', async () => {
    const file = path.join(remotesDir, 'catalog', VERSION, 'first-screen', 'pages.cjs');
    const loads = new Set<string>();
    try {
      for (const key of ['one', 'two']) {
        const page = await app.inject({ url: `/en/${key}`, headers: HTML });
        loads.add(/data-load="(\w+)"/.exec(page.body)?.[1] ?? '');
        rmSync(file, { force: true });
      }
    } finally {
      write(file, PAGES);
    }
    expect([...loads]).toHaveLength(1);
    expect(loads).not.toContain('');
  });

  it.each([
    ['answers null', 'missing'],
    ['throws', 'broken'],
  ])('serves the static part without first data when the renderer %s', async (_, key) => {
    const page = await app.inject({ url: `/en/${key}`, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="first-screen-page">${STATIC.UrlResolverPage}</div>`);
    expect(firstData(page.body)).toBeNull();
  });

  it('keeps the static part of a page the renderer does not draw, without first data', async () => {
    const page = await app.inject({ url: '/en', headers: HTML });
    expect(page.body).toContain(`<div id="first-screen-page">${STATIC.HomePage}</div>`);
    expect(firstData(page.body)).toBeNull();
  });

  it('serves the plain file with PAGE_HINTS=off', async () => {
    const plain = await buildGateway({ shellDir, deployDir, commerceUrl, pageHints: false });
    try {
      const page = await plain.inject({ url: '/en/fresh-fruits', headers: HTML });
      expect(page.body).toBe(INDEX);
      expect(seen).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});

describe('first data: pages kept while the catalogue stays', () => {
  let app: Awaited<ReturnType<typeof buildGateway>>;
  const renderOf = (body: string) => /data-render="(\d+)"/.exec(body)?.[1] ?? null;
  const get = (url: string, cookie = 'store=cairo-1') =>
    app.inject({ url, headers: { ...HTML, cookie } });

  beforeAll(async () => {
    app = await buildGateway({ shellDir, deployDir, commerceUrl });
  });

  afterAll(() => app.close());

  it('reads the version the service tells, or none', async () => {
    const signal = new AbortController().signal;
    expect(await catalogVersionOf(`${commerceUrl}/`, signal)).toBe('v1');
    expect(await catalogVersionOf(commerceUrl, signal, 'cairo-1')).toBe('v1~0');
    catalogVersion = null;
    expect(await catalogVersionOf(commerceUrl, signal)).toBeNull();
    expect(await catalogVersionOf('http://127.0.0.1:1', signal)).toBeNull();
  });

  it('serves the page drawn for the first request to the next ones, with the same data', async () => {
    const first = await get('/en/fresh-fruits?sort=price');
    expect(pageRequests()).toHaveLength(1);
    const again = await get('/en/fresh-fruits?sort=price');
    expect(pageRequests()).toHaveLength(1);
    expect(renderOf(again.body)).toBe(renderOf(first.body));
    expect(firstData(again.body)).toEqual(firstData(first.body));
  });

  it('draws again for another query, language or stock source, and when the version moves', async () => {
    const first = renderOf((await get('/en/fresh-fruits')).body);
    const others = [
      await get('/en/fresh-fruits?sort=price'),
      await get('/ar/fresh-fruits'),
      await get('/en/fresh-fruits', 'store=giza-2'),
    ].map((page) => renderOf(page.body));
    expect(new Set([first, ...others]).size).toBe(4);
    expect(pageRequests()).toHaveLength(4);
    expect(renderOf((await get('/en/fresh-fruits')).body)).toBe(first);
    catalogVersion = 'v2';
    const moved = renderOf((await get('/en/fresh-fruits')).body);
    expect(moved).not.toBe(first);
    expect(pageRequests()).toHaveLength(5);
  });

  it("draws again only the pages of a source whose stock moved (an order there), keeping the others'", async () => {
    const cairo = renderOf((await get('/en/stocked')).body);
    const giza = renderOf((await get('/en/stocked', 'store=giza-2')).body);
    expect(pageRequests()).toHaveLength(2);
    stockVersions['cairo-1'] = 1;
    const cairoAfter = renderOf((await get('/en/stocked')).body);
    expect(cairoAfter).not.toBe(cairo);
    expect(renderOf((await get('/en/stocked', 'store=giza-2')).body)).toBe(giza);
    expect(pageRequests()).toHaveLength(3);
    expect(renderOf((await get('/en/stocked')).body)).toBe(cairoAfter);
    expect(pageRequests()).toHaveLength(3);
  });

  it('draws once for requests that arrive together', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => get('/en/together')));
    expect(new Set(pages.map((page) => renderOf(page.body))).size).toBe(1);
    expect(pageRequests()).toHaveLength(1);
  });

  it('serves a page drawn without a part whose query failed, but draws it again next time', async () => {
    const pages = [await get('/en/partial'), await get('/en/partial')];
    expect(pages.map((page) => renderOf(page.body))).not.toContain(null);
    expect(renderOf(pages[0]?.body ?? '')).not.toBe(renderOf(pages[1]?.body ?? ''));
    expect(pageRequests()).toHaveLength(2);
    expect(firstData(pages[0]?.body ?? '')).not.toBeNull();
  });

  it('draws every request when the service tells no version', async () => {
    catalogVersion = null;
    const pages = [await get('/en/unversioned'), await get('/en/unversioned')];
    expect(pages.map((page) => renderOf(page.body))).not.toContain(null);
    expect(renderOf(pages[0]?.body ?? '')).not.toBe(renderOf(pages[1]?.body ?? ''));
    expect(pageRequests()).toHaveLength(2);
  });

  it('loads the renderer of a version as soon as the registry names it, before its first page', async () => {
    const version = '4.0.0-new';
    const folder = path.join(remotesDir, 'catalog', version);
    const file = path.join(folder, 'first-screen', 'pages.cjs');
    write(path.join(folder, 'mf-manifest.json'), '{}');
    write(file, PAGES);
    const live = { catalog: { manifest: `/remotes/catalog/${version}/mf-manifest.json` } };
    write(path.join(deployDir, 'remotes.json'), JSON.stringify(live));
    try {
      await app.inject({ url: '/remotes.json' });
      for (let wait = 0; wait < 50; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Gone from disk: a page can be drawn only by the renderer already loaded.
      rmSync(file);
      expect(renderOf((await get('/en/fresh-fruits')).body)).toBe('1');
    } finally {
      write(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
    }
  });
});

describe('first data: failures', () => {
  const request = (pathname: string, warn: (message: string) => void) => ({
    pathname,
    cookieHeader: undefined,
    shellDir,
    registry: { catalog: { manifest: `/remotes/catalog/${FAILING}/mf-manifest.json` } },
    remotesDir,
    commerceUrl,
    warn,
  });

  it('falls back at the deadline and stops the queries still running', async () => {
    const warn = jest.fn();
    // The slow renderer waits on a query the service never answers: only the deadline ends it.
    const { html, firstData: data } = await firstScreenOf(INDEX, request('/en/slow', warn));
    expect(html).toContain(`<div id="first-screen-page">${STATIC.UrlResolverPage}</div>`);
    expect(html).not.toContain('too late');
    expect(data).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`took over ${RENDER_DEADLINE_MS} ms`);
    // The aborted query's connection closes.
    for (let wait = 0; wait < 50 && !hung.every((entry) => entry.closed); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hung).toHaveLength(1);
    expect(hung[0]?.closed).toBe(true);
    // Warned once per reason, not per request.
    await firstScreenOf(INDEX, request('/en/slow', warn));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes its deadline from renderDeadlineMs', async () => {
    const warn = jest.fn();
    const { firstData: data } = await firstScreenOf(INDEX, {
      ...request('/en/slow', warn),
      // Another version folder: the warning of the test above is per folder and reason.
      registry: { catalog: { manifest: `/remotes/catalog/${OTHER_SLOW}/mf-manifest.json` } },
      renderDeadlineMs: 50,
    });
    expect(data).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('took over 50 ms');
  });

  it('warns once when the renderer throws', async () => {
    const warn = jest.fn();
    for (let i = 0; i < 2; i += 1) {
      const { html, firstData: data } = await firstScreenOf(INDEX, request('/en/broken', warn));
      expect(html).toContain(STATIC.UrlResolverPage);
      expect(data).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('broken renderer');
  });

  it('serves the static part of a version without pages.cjs, or one that cannot be loaded', async () => {
    const bare = { catalog: { manifest: '/remotes/catalog/1.0.0-old/mf-manifest.json' } };
    const broken = { catalog: { manifest: '/remotes/catalog/3.0.0-bad/mf-manifest.json' } };
    write(path.join(remotesDir, 'catalog', '1.0.0-old', 'first-screen', 'HomePage.en.html'), 'old');
    write(path.join(remotesDir, 'catalog', '3.0.0-bad', 'first-screen', 'pages.cjs'), 'syntax(');
    write(path.join(remotesDir, 'catalog', '3.0.0-bad', 'first-screen', 'HomePage.en.html'), 'bad');
    const warn = jest.fn();
    for (const [live, part] of [
      [bare, 'old'],
      [broken, 'bad'],
      [broken, 'bad'],
    ] as const) {
      const { html, firstData: data } = await firstScreenOf(INDEX, {
        ...request('/en', warn),
        registry: live,
      });
      expect(html).toContain(`<div id="first-screen-page">${part}</div>`);
      expect(data).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('could not be loaded');
  });
});

describe("first data: other remotes' modules drawn into a page", () => {
  const SEARCH = '3.1.0-aaa';
  const GRID = ['4.0.0-bbb', '4.0.1-ccc'];
  const product = `Milk "1 L" & <more> 'fresh'`;
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  /** Markers as the search renderer leaves them (its Fragment is markedShell's). */
  function markers() {
    const { Fragment } = markedShell('en', <i>placeholder</i>);
    return renderToString(
      <>
        <Fragment
          module="catalog/ProductGrid"
          props={{ products: [{ name: product }], leading: true } as never}
          loading={<p>loading the grid</p>}
        />
        <Fragment module="cart/AddToCart" props={{ product: {} } as never} />
        <Fragment module={'catalog/Broken' as never} props={{} as never} />
      </>,
    );
  }

  const registryWith = (grid: string) => ({
    catalog: { manifest: `/remotes/catalog/${grid}/mf-manifest.json`, version: grid },
    search: { manifest: `/remotes/search/${SEARCH}/mf-manifest.json`, version: SEARCH },
  });

  beforeAll(() => {
    write(
      path.join(remotesDir, 'search', SEARCH, 'first-screen', 'pages.cjs'),
      `exports.renderPage = async (module) => module === 'SearchPage'
        ? { html: '<h1>Results</h1>' + ${JSON.stringify(markers())}, cache: { ROOT_QUERY: {} } }
        : null;`,
    );
    GRID.forEach((version, index) => {
      write(
        path.join(remotesDir, 'catalog', version, 'first-screen', 'pages.cjs'),
        `exports.renderPage = async () => null;
        exports.renderFragment = (module, props, request) => {
          if (module === 'Broken') throw new Error('no grid today');
          if (module !== 'ProductGrid') return null;
          const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
          return '<ul data-grid="${index}">' + props.products.map((p) => '<li>' + esc(p.name) + '</li>').join('') +
            '</ul><p>' + request.locale + ' ' + request.path + ' ' + props.leading + '</p>';
        };`,
      );
    });
  });

  const draw = (grid: string) =>
    firstScreenOf(INDEX, {
      pathname: '/en/search',
      search: '?q=milk',
      cookieHeader: undefined,
      shellDir,
      registry: registryWith(grid),
      remotesDir,
      commerceUrl,
      warn,
    });

  it("puts each module as its remote draws it in its marker's place, else the marker's loading element", async () => {
    const { html, firstData: data } = await draw(GRID[0] ?? '');
    expect(html).toContain(
      `<h1>Results</h1><div ${FIRST_FRAGMENT_ATTRIBUTE}="catalog/ProductGrid" style="display:contents">` +
        `<ul data-grid="0"><li>Milk "1 L" &amp; &lt;more> 'fresh'</li></ul><p>en /en/search true</p>` +
        '</div><i>placeholder</i><i>placeholder</i></div></main>',
    );
    // No remote draws the cart's button here (its placeholder stays); the broken one is warned
    // about once.
    expect(html).not.toContain('dukkan-fragment');
    expect(warnings).toEqual([expect.stringContaining('catalog/Broken failed to render')]);
    expect(data).not.toBeNull();
    // The shell reads the module's copy by the same attribute.
  });

  it("draws the page again when a module's remote moves to another version", async () => {
    expect((await draw(GRID[0] ?? '')).html).toContain('data-grid="0"');
    expect((await draw(GRID[1] ?? '')).html).toContain('data-grid="1"');
    expect((await draw(GRID[0] ?? '')).html).toContain('data-grid="0"');
  });
});

describe("first data: the store's texts", () => {
  let app: Awaited<ReturnType<typeof buildGateway>>;
  const texts = {
    __typename: 'StoreConfig' as const,
    promo_banner: 'Free delivery <b>&</b> more',
    customer_support_phone: '+20 (2) 1999',
    default_description: 'Groceries',
    default_title: 'Dukkan',
    title_prefix: 'Shop ',
    title_suffix: ' | Dukkan',
  };

  beforeAll(async () => {
    app = await buildGateway({ shellDir, deployDir, commerceUrl });
  });

  afterAll(() => app.close());

  function storeRequests() {
    return seen.filter(
      (request) => (request.body as { operationName?: string }).operationName === 'StoreConfig',
    );
  }

  it("asks the shell's StoreConfig document with the typename the cache keeps, as Apollo sends it", () => {
    expect(print(parse(STORE_CONFIG_QUERY))).toBe(
      print(
        parse(
          'query StoreConfig { storeConfig { promo_banner customer_support_phone default_description default_title title_prefix title_suffix __typename } }',
        ),
      ),
    );
  });

  it('draws them in the header, escaped, and gives them to the app with the page it drew', async () => {
    storeConfig = texts;
    const page = await app.inject({ url: '/en/fresh-fruits', headers: HTML });
    expect(page.body).toContain(
      '<header><p class="promo">Free delivery &lt;b&gt;&amp;&lt;/b&gt; more (default)</p><a href="tel:+2021999">Call +20 (2) 1999</a></header>',
    );
    expect(page.body).not.toContain('first-screen-promo-banner');
    expect(firstData(page.body)).toMatchObject({
      path: '/en/fresh-fruits',
      cache: {
        ROOT_QUERY: {
          answer: { data: { resolveUrl: { id: 1 } } },
          storeConfig: { ...texts, promo_banner: 'Free delivery <b>&</b> more (default)' },
        },
        'Product:1': { name: HOSTILE },
      },
    });
  });

  it("gives a page with no data of its own a block with them alone, asked in the page's language", async () => {
    storeConfig = texts;
    const page = await app.inject({ url: '/ar', headers: { ...HTML, cookie: 'store=giza-2' } });
    expect(page.body).toContain(`<div id="first-screen-page">${STATIC.HomePage}</div>`);
    expect(firstData(page.body)).toEqual({
      locale: 'ar',
      source: 'giza-2',
      path: '/ar',
      cache: {
        ROOT_QUERY: {
          __typename: 'Query',
          storeConfig: { ...texts, promo_banner: 'Free delivery <b>&</b> more (ar_EG)' },
        },
      },
    });
    expect(storeRequests().map((request) => request.url)).toEqual([
      '/graphql?source=default&store=ar_EG',
    ]);
  });

  it('asks once a minute per language, not once per page', async () => {
    storeConfig = texts;
    await Promise.all(
      ['/en', '/en/cart', '/en/one', '/ar', '/ar/cart'].map((url) =>
        app.inject({ url, headers: HTML }),
      ),
    );
    await app.inject({ url: '/en/two', headers: HTML });
    expect(
      storeRequests()
        .map((request) => request.url)
        .sort(),
    ).toEqual(['/graphql?source=default&store=ar_EG', '/graphql?source=default&store=default']);
  });

  it('asks again once the minute has passed', async () => {
    storeConfig = texts;
    await app.inject({ url: '/en', headers: HTML });
    const later = Date.now() + STORE_CONFIG_TTL_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await app.inject({ url: '/en', headers: HTML });
      await app.inject({ url: '/en/cart', headers: HTML });
    } finally {
      clock.mockRestore();
    }
    expect(storeRequests()).toHaveLength(2);
  });

  it('serves the kept answer past the minute without waiting for the service, and keeps it when the service fails', async () => {
    // A deadline no test waits for: a page that waited for the service would time the test out.
    const patient = await buildGateway({
      shellDir,
      deployDir,
      commerceUrl,
      renderDeadlineMs: 60_000,
    });
    const clock = jest.spyOn(Date, 'now');
    try {
      storeConfig = texts;
      const banner = 'Free delivery &lt;b&gt;&amp;&lt;/b&gt; more (default)';
      expect((await patient.inject({ url: '/en/cart', headers: HTML })).body).toContain(banner);
      const later = Date.now() + STORE_CONFIG_TTL_MS + 1;
      clock.mockReturnValue(later);
      storeConfigHangs = true;
      expect((await patient.inject({ url: '/en/cart', headers: HTML })).body).toContain(banner);
      // It asked again all the same (the request reaches the service after the page went).
      for (let tries = 0; tries < 200 && storeRequests().length < 2; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(storeRequests()).toHaveLength(2);

      // The service answers without a configuration: the kept one stays, asked again later.
      storeConfigHangs = false;
      storeConfig = null;
      clock.mockReturnValue(later + STORE_CONFIG_TTL_MS + 1);
      await patient.inject({ url: '/en/cart', headers: HTML });
      const page = await patient.inject({ url: '/en/cart', headers: HTML });
      expect(page.body).toContain(banner);
      expect(firstData(page.body)).toMatchObject({
        cache: { ROOT_QUERY: { storeConfig: { customer_support_phone: '+20 (2) 1999' } } },
      });
    } finally {
      clock.mockRestore();
      await patient.close();
    }
  });

  it('leaves the banner out when the store has none, and draws the plain layout without a phone', () => {
    const none = { ...texts, promo_banner: '  ' };
    expect(withStoreTexts(LAYOUT_STORE, none)).toBe(
      '<header><a href="tel:+2021999">Call +20 (2) 1999</a></header><main><div id="first-screen-page"></div></main>',
    );
    expect(withStoreTexts(LAYOUT_STORE, { ...texts, customer_support_phone: null })).toBeNull();
  });

  it('serves the plain layout and no store data when the service gives no configuration', async () => {
    const page = await app.inject({ url: '/en', headers: HTML });
    expect(page.body).toContain(LAYOUT.replace('></div>', `>${STATIC.HomePage}</div>`));
    expect(firstData(page.body)).toBeNull();
  });
});
