// @ts-check
// The first screen (issue 14): what a page shows from its HTML alone, before any script has
// arrived. The shell's build renders its parts from the app's own components
// (shell/src/first-screen/render-first-screen.tsx -> `first-screen/<part>.<locale>.html`):
//   base    the global styles and the preloads of the faces drawn;
//   layout  the default layout's header around an empty <main>;
//   dialog  the select-area dialog that a first visit, with no delivery area saved, opens by
//           itself under `/en` or `/ar` (its text is the largest paint of most first visits).
// A remote's build may render the first screen of a page it exposes, named after the module
// (mf-catalog: `first-screen/HomePage.<locale>.html`, the offer banner); the gateway takes the
// live version's copy and puts it in the layout's <main>. A remote may also publish
// `first-screen/pages.cjs`, whose `renderPage` draws a page for one request with its data (a
// category's product grid): the gateway uses its answer instead of the static part and adds the
// Apollo cache it was drawn from as the `first-data` block, which the shell restores so the
// page's first render needs no query. Such a page leaves a marker where it shows another team's
// module (the search page's product grid, the catalogue's): the gateway asks that module's live
// remote to draw it (`renderFragment` of its `pages.cjs`) and puts the markup in the marker's
// place, or else the marker's own loading element.
// Everything goes inside #root. The app's first render replaces it (`createRoot` empties #root)
// with the same, now working; the shell shows the page's copy while the page's module loads.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  LOCALE_PREFIX,
  dataElement,
  escapeAttribute,
  matchOfPath,
  readShellFile,
  remoteVersionOf,
} from './page-head.js';

/** Id of the first screen's element. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Id of the dialog's part (the shell reads it: select-area-dialog.tsx). */
export const FIRST_SCREEN_DIALOG_ID = 'first-screen-dialog';

/** The element of the layout's <main> that holds the page's part (shell: first-screen-page.tsx). */
const PAGE_SLOT = '<div id="first-screen-page"></div>';

/**
 * The path the shell's build renders the layout at (render-first-screen.tsx): where it shows (the
 * language switch's link), the request's own path and query take its place.
 */
const PAGE_PATH = '/first-screen-path';

/** The locales and their directions (shared-contracts/src/locale.ts). */
const DIRECTIONS = /** @type {const} */ ({ en: 'ltr', ar: 'rtl' });

/**
 * The `store` parameter and Store header of each locale (shared-contracts/src/locale.ts
 * `storeCodeOf`; a gateway test compares the two).
 */
export const STORE_CODES = /** @type {const} */ ({ en: 'default', ar: 'ar_EG' });

/** Id of the data block the shell restores its Apollo cache from (issue 14, first data). */
export const FIRST_DATA_ID = 'first-data';

/**
 * How long the page's HTML waits for a remote's per-request render, in ms, by default
 * (`renderDeadlineMs`, env PAGE_RENDER_DEADLINE_MS). The whole answer waits for it (nothing is
 * sent before), so a slow service must cost little: the commerce service answers a cached
 * listing in a few ms, and past this the page is served with its static part. The one load of a
 * version's `pages.cjs` comes before and is not counted.
 */
export const RENDER_DEADLINE_MS = 400;

/** Pages where the dialog never opens by itself (shell/src/features/select-area/select-area-rules.ts). */
const EXEMPT = /^\/(privacy|terms|return)\/?$/;

/**
 * The longest the copy waits for its faces before it shows in whatever the browser has, in ms:
 * as long as a `font-display: block` face hides its text.
 */
export const FACES_WAIT_MS = 3000;

/**
 * The first screen's one inline script, right after it. The copy comes `hidden` (not laid out)
 * and shows once the faces it is drawn in have loaded (the base part's font preloads name them:
 * `data-font`, `data-text`, shell/src/first-screen/render-first-screen.tsx), or after
 * FACES_WAIT_MS, or at once when the browser cannot tell. It is laid out once, in its own faces.
 * Shown while they still loaded, its first layout drew the text in the fallback faces, and
 * looking those up, with the system's fallback for every Arabic letter, was most of that layout
 * (53 of 77 ms on `/ar/mangoes-6` at full speed), in a task Lighthouse counts as blocking after
 * the first paint (issue 14, docs/performance.md). Being hidden until the script runs also
 * keeps a paint from showing half a header while the HTML still streams in, and without scripts
 * the page's noscript message shows instead of a copy that cannot work. The script also takes the dialog away when this browser has an area saved
 * after all: the `store` cookie lives for the browser session, the saved choice in localStorage
 * (`store_choice`, shell/src/shared/services/store-choice-store.ts) longer. Without storage the
 * app asks for the area too, so the dialog stays.
 */
export const FIRST_SCREEN_SCRIPT = `(function(){var s=document.getElementById('${FIRST_SCREEN_ID}'),d=document.getElementById('${FIRST_SCREEN_DIALOG_ID}');try{if(d&&localStorage.getItem('store_choice')!==null)d.remove()}catch(e){}function show(){s.hidden=false}try{var l=s.querySelectorAll('link[data-font]'),f=[];for(var i=0;i<l.length;i++)f.push(document.fonts.load(l[i].getAttribute('data-font'),l[i].getAttribute('data-text')));setTimeout(show,${FACES_WAIT_MS});Promise.all(f).then(show,show)}catch(e){show()}})()`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const FIRST_SCREEN_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;

/**
 * The locale of a page path (`/en`, `/ar/...`), or null for any other path (`/` chooses a locale
 * in the app).
 * @param {string} pathname
 * @returns {keyof typeof DIRECTIONS | null}
 */
export function localeOfPage(pathname) {
  const match = LOCALE_PREFIX.exec(pathname);
  return match ? /** @type {keyof typeof DIRECTIONS} */ (match[1]) : null;
}

/**
 * True when the page opens the select-area dialog by itself as far as the server can tell: a
 * locale page, not an exempt one, and no `store` cookie (the app writes it with the choice).
 * @param {string} pathname
 * @param {string | undefined} cookieHeader
 */
export function opensSelectArea(pathname, cookieHeader) {
  if (!localeOfPage(pathname)) return false;
  if (EXEMPT.test(pathname.replace(LOCALE_PREFIX, '') || '/')) return false;
  return !/(?:^|;\s*)store=/.test(cookieHeader ?? '');
}

/**
 * A part of the shell's first screen, or null when its build wrote none (the dev server); read
 * again only when a deploy rewrites it (readShellFile).
 * @param {string} shellDir
 * @param {string} part
 * @param {string} locale
 */
function shellPart(shellDir, part, locale) {
  return readShellFile(path.join(shellDir, 'first-screen', `${part}.${locale}.html`));
}

/**
 * The live version folder of the route's remote and the module's name, or null when the registry
 * does not point at one of the gateway's own version folders.
 * @param {string} module the route's module (`mf-catalog/HomePage`)
 * @param {Record<string, unknown> | undefined} registry the live registry
 * @param {string | undefined} remotesDir the folder of the remotes' versions
 */
function versionFolderOf(module, registry, remotesDir) {
  if (!registry || !remotesDir) return null;
  const [remote = '', name = ''] = module.split('/');
  const version = remoteVersionOf(registry, remote);
  return version ? { folder: path.join(remotesDir, remote, version), name } : null;
}

/** Remote page parts by file: a version folder is never rewritten, so one read is enough. */
const pageParts = new Map();

/**
 * The first screen the live version of the route's remote published for its page module, or ''.
 * @param {{ folder: string, name: string } | null} live the version folder and module name
 * @param {string} locale
 */
async function pagePart(live, locale) {
  if (!live) return '';
  const file = path.join(live.folder, 'first-screen', `${live.name}.${locale}.html`);
  if (!pageParts.has(file)) {
    pageParts.set(file, await readFile(file, 'utf8').catch(() => ''));
  }
  return pageParts.get(file);
}

/**
 * @typedef {(body: { query: string, variables?: Record<string, unknown>, operationName?: string })
 *   => Promise<{ data?: unknown, errors?: unknown[] }>} Graphql
 * @typedef {(module: string, request: { locale: 'en' | 'ar', path: string, search: string,
 *   params: Record<string, string> }, graphql: Graphql)
 *   => Promise<{ html: string, cache: Record<string, unknown> } | null>} RenderPage
 * @typedef {(module: string, props: unknown, request: { locale: 'en' | 'ar', path: string })
 *   => string | null | Promise<string | null>} RenderFragment
 * @typedef {{ renderPage: RenderPage | null, renderFragment: RenderFragment | null }} Renderer
 */

/**
 * The element a per-request render leaves for another team's module
 * (infra/build/first-screen/render-page.tsx `markedShell`): the module id and its props as JSON
 * in attributes (escaped as React escapes them), the slot's loading element inside.
 */
const FRAGMENT_MARKER =
  /<dukkan-fragment data-module="([^"]*)" data-props="([^"]*)">([\s\S]*?)<\/dukkan-fragment>/g;

/**
 * Attribute of the element that holds a module drawn into a page, its value the module id: the
 * shell shows that markup in the module's slot while its code loads (first-screen-page.tsx).
 */
export const FIRST_FRAGMENT_ATTRIBUTE = 'data-first-fragment';

/** The entities React writes in an attribute value, and their characters. */
const ATTRIBUTE_ENTITIES = /** @type {Record<string, string>} */ ({
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
});

/** @param {string} value an attribute value as React wrote it */
function attributeText(value) {
  return value.replace(
    /&(?:amp|quot|#x27|lt|gt);/g,
    (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity,
  );
}

/**
 * The graphql function given to a page renderer: a guest query to the commerce service with the
 * URL parameters and headers of the shell's request link (shell/src/features/data/links.ts),
 * POSTed, and never an Authorization header (the HTML is the same for everyone in the area).
 * @param {{ commerceUrl: string, locale: 'en' | 'ar', source: string, signal: AbortSignal }} options
 * @returns {Graphql}
 */
export function commerceGraphql({ commerceUrl, locale, source, signal }) {
  const store = STORE_CODES[locale];
  const url = `${commerceUrl.replace(/\/+$/, '')}/graphql?${new URLSearchParams({ source, store })}`;
  return async (body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        source: 'browser',
        'x-query-type': 'query',
        'x-query-name': body.operationName ?? '',
        'Content-Language': locale,
        Store: store,
        'x-cacheable': '1',
      },
      body: JSON.stringify(body),
      signal,
    });
    return response.json();
  };
}

/**
 * The stock source of the request: the `store` cookie the app writes with the area chosen
 * (store-choice-store.ts), when it is a plain code; `default` otherwise, as the shell sends.
 * @param {string | undefined} cookieHeader
 */
export function sourceOfCookies(cookieHeader) {
  const value = /(?:^|;\s*)store=([^;]*)/.exec(cookieHeader ?? '')?.[1] ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : 'default';
}

/**
 * Renderers by file (`first-screen/pages.cjs`: a page per request, modules drawn into other
 * pages), null when the version published none or it cannot be loaded: a version folder is never
 * rewritten, so one load is enough. The oldest entry leaves (with Node's cached module) past the
 * limit, so a long-running gateway does not keep every deploy's bundle.
 * @type {Map<string, Promise<Renderer | null>>}
 */
const renderers = new Map();
const MAX_RENDERERS = 16;

/** Warnings already logged (a problem of a version is logged once, not per request). */
const warned = new Set();

/**
 * @param {(message: string) => void} warn
 * @param {string} key
 * @param {string} message
 */
function warnOnce(warn, key, message) {
  if (warned.has(key)) return;
  warned.add(key);
  warn(message);
}

/**
 * The renderer of `file`, loaded on first use (a request, or `loadRenderers` when the registry
 * names a new version).
 * @param {string} file
 * @param {(message: string) => void} warn
 * @returns {Promise<Renderer | null>}
 */
function rendererOf(file, warn) {
  const known = renderers.get(file);
  if (known !== undefined) return known;
  if (renderers.size >= MAX_RENDERERS) {
    const [oldest] = renderers.keys();
    if (oldest !== undefined) {
      renderers.delete(oldest);
      delete createRequire(oldest).cache[oldest];
    }
  }
  const loading = loadRenderer(file, warn);
  renderers.set(file, loading);
  return loading;
}

/**
 * @param {string} file
 * @param {(message: string) => void} warn
 * @returns {Promise<Renderer | null>}
 */
async function loadRenderer(file, warn) {
  const published = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!published) return null;
  try {
    const loaded = createRequire(file)(file);
    const renderer = {
      renderPage: typeof loaded?.renderPage === 'function' ? loaded.renderPage : null,
      renderFragment: typeof loaded?.renderFragment === 'function' ? loaded.renderFragment : null,
    };
    if (renderer.renderPage || renderer.renderFragment) return renderer;
    warnOnce(warn, `${file} load`, `${file} exports no renderPage or renderFragment function`);
  } catch (error) {
    warnOnce(warn, `${file} load`, `${file} could not be loaded: ${messageOf(error)}`);
  }
  return null;
}

/**
 * Loads the page renderers of the versions `registry` names, so the first page of a new deploy
 * does not wait for its remote's bundle to load (the gateway calls this when the registry
 * changes). A version without one is remembered as such.
 * @param {Record<string, unknown>} registry the live registry
 * @param {string} remotesDir the folder of the remotes' versions
 * @param {(message: string) => void} warn
 */
export async function loadRenderers(registry, remotesDir, warn) {
  await Promise.all(
    Object.keys(registry).map((remote) => {
      const live = versionFolderOf(`${remote}/`, registry, remotesDir);
      return live ? rendererOf(path.join(live.folder, 'first-screen', 'pages.cjs'), warn) : null;
    }),
  );
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The catalogue's version as the commerce service tells it (`GET /catalog-version`: everything a
 * guest's catalogue answers depend on, as one string), or null when it does not tell.
 * @param {string} commerceUrl
 * @param {AbortSignal} signal
 * @returns {Promise<string | null>}
 */
export async function catalogVersionOf(commerceUrl, signal) {
  try {
    const response = await fetch(`${commerceUrl.replace(/\/+$/, '')}/catalog-version`, { signal });
    if (!response.ok) return null;
    const { version } = /** @type {{ version?: unknown }} */ (await response.json());
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}

/**
 * The shell's StoreConfig document (shell/src/shared/store-config/graphql/store-config.graphql,
 * which a gateway test compares with this) with the `__typename` the cache keeps: the header's
 * promotion banner and support phone, and the store's default description.
 */
export const STORE_CONFIG_QUERY =
  'query StoreConfig { storeConfig { promo_banner customer_support_phone default_description __typename } }';

/**
 * The stand-ins for those texts in the shell's `layout-store` part
 * (shell/src/first-screen/render-first-screen.tsx `STORE_MARKS`; a test compares the two).
 */
export const STORE_MARKS = /** @type {const} */ ({
  promo_banner: 'first-screen-promo-banner',
  customer_support_phone: '+00000000000000000',
});

/**
 * How long the store configuration's answer is kept per language, in ms: it changes rarely and
 * is the same for every shopper, so the gateway asks once a minute, not once per page. An
 * answer that did not come is asked again after a few seconds.
 */
export const STORE_CONFIG_TTL_MS = 60_000;
const STORE_CONFIG_RETRY_MS = 5_000;

/**
 * @typedef {{ __typename: 'StoreConfig', promo_banner: string | null,
 *   customer_support_phone: string | null, default_description: string | null }} StoreTexts
 */

/**
 * By locale: until when the answer is fresh, the last answer the service gave, and what a page
 * gets now.
 * @type {Map<string, { until: number, last: StoreTexts | null,
 *   answer: Promise<StoreTexts | null> }>}
 */
const storeConfigs = new Map();

/** Forgets the kept store configurations (tests). */
export function forgetStoreConfigs() {
  storeConfigs.clear();
}

/** @param {unknown} value */
function isTextOrNull(value) {
  return value === null || typeof value === 'string';
}

/**
 * One answer of the service to the shell's StoreConfig document in `locale`, or null when it gave
 * none within `deadlineMs` or gave another shape.
 * @param {string} commerceUrl
 * @param {'en' | 'ar'} locale
 * @param {number} deadlineMs
 * @returns {Promise<StoreTexts | null>}
 */
async function askStoreConfig(commerceUrl, locale, deadlineMs) {
  const asking = new AbortController();
  const timer = setTimeout(() => asking.abort(), deadlineMs);
  const graphql = commerceGraphql({
    commerceUrl,
    locale,
    source: 'default',
    signal: asking.signal,
  });
  try {
    const body = await graphql({ query: STORE_CONFIG_QUERY, operationName: 'StoreConfig' });
    const config = /** @type {{ data?: { storeConfig?: Record<string, unknown> } }} */ (body)?.data
      ?.storeConfig;
    if (
      config?.__typename !== 'StoreConfig' ||
      !isTextOrNull(config.promo_banner) ||
      !isTextOrNull(config.customer_support_phone) ||
      !isTextOrNull(config.default_description)
    ) {
      return null;
    }
    return {
      __typename: 'StoreConfig',
      promo_banner: config.promo_banner,
      customer_support_phone: config.customer_support_phone,
      default_description: config.default_description,
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The store configuration's texts in `locale` as the shell's StoreConfig document reads them, or
 * null when the service has not given them. An answer is kept for STORE_CONFIG_TTL_MS, and
 * requests arriving together wait for one. Once one has come, no page waits for the service
 * again: past that time the kept answer is served while the gateway asks again, and it stays
 * when the service does not answer (asked again a few seconds later).
 * @param {string} commerceUrl
 * @param {'en' | 'ar'} locale
 * @param {number} deadlineMs
 * @returns {Promise<StoreTexts | null>}
 */
export function storeConfigOf(commerceUrl, locale, deadlineMs) {
  const kept = storeConfigs.get(locale);
  if (kept && kept.until > Date.now()) return kept.answer;
  const last = kept?.last ?? null;
  const asking = askStoreConfig(commerceUrl, locale, deadlineMs);
  const entry = {
    until: Number.POSITIVE_INFINITY,
    last,
    answer: last ? Promise.resolve(last) : asking,
  };
  storeConfigs.set(locale, entry);
  void asking.then((texts) => {
    entry.until = Date.now() + (texts ? STORE_CONFIG_TTL_MS : STORE_CONFIG_RETRY_MS);
    if (texts) {
      entry.last = texts;
      entry.answer = Promise.resolve(texts);
    }
  });
  return entry.answer;
}

/** @param {string} value text for an element's content */
function escapeText(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The `layout-store` part with the store's texts over its marks, as the header draws them once
 * the configuration has answered (site-header.tsx): the banner's line left out when the store
 * has none. Null when the store has no support phone: the header then shows its built-in one,
 * which the plain `layout` part draws.
 * @param {string} part
 * @param {StoreTexts} texts
 */
export function withStoreTexts(part, texts) {
  const phone = texts.customer_support_phone?.trim();
  if (!phone) return null;
  const banner = texts.promo_banner?.trim();
  const marks = STORE_MARKS;
  const withBanner = banner
    ? part.replaceAll(marks.promo_banner, () => escapeText(banner))
    : part.replace(new RegExp(`<p [^>]*>${marks.promo_banner}</p>`), '');
  return withBanner
    .replaceAll(`tel:${marks.customer_support_phone}`, () => `tel:${phone.replace(/[^\d+]/g, '')}`)
    .replaceAll(marks.customer_support_phone, () => escapeText(phone));
}

/**
 * Filled layouts by answer, then by part: an answer is kept a minute (and forgotten with it) and
 * a part changes only with a deploy of the shell, so the marks are written over once per answer
 * and part, not once per page.
 * @type {WeakMap<StoreTexts, Map<string, string | null>>}
 */
const filledLayouts = new WeakMap();

/**
 * {@link withStoreTexts}, once per answer and part.
 * @param {string} part
 * @param {StoreTexts} texts
 */
function filledLayout(part, texts) {
  let byPart = filledLayouts.get(texts);
  if (!byPart) {
    byPart = new Map();
    filledLayouts.set(texts, byPart);
  }
  let filled = byPart.get(part);
  if (filled === undefined) {
    filled = withStoreTexts(part, texts);
    byPart.set(part, filled);
  }
  return filled;
}

/**
 * `cache` (an extracted Apollo cache) with the store configuration's texts in its root query,
 * merged with the fields of StoreConfig already there as the contracts' cache merges them.
 * @param {Record<string, unknown>} cache
 * @param {StoreTexts} texts
 */
export function withStoreConfig(cache, texts) {
  const root = /** @type {Record<string, unknown>} */ (cache.ROOT_QUERY ?? { __typename: 'Query' });
  const kept = /** @type {Record<string, unknown> | undefined} */ (root.storeConfig);
  return { ...cache, ROOT_QUERY: { ...root, storeConfig: { ...kept, ...texts } } };
}

/**
 * @typedef {{ html: string, cache: Record<string, unknown>, partial?: true }} DrawnPage
 * @typedef {{ locale: 'en' | 'ar', path: string, search: string, params: Record<string, string> }}
 *   PageRequest
 */

/**
 * Pages drawn for a request, kept for the next requests of the same page (renderer file,
 * language, stock source, path and query) while the catalogue's version stays: a guest's page
 * is the same for every guest of the area, and drawing it costs the gateway's one thread tens of
 * ms of CPU. A render still running is kept too, so requests arriving together wait for one.
 * The whole keep is dropped when the version moves; the least recently used page leaves past
 * the limit.
 * @type {Map<string, Promise<DrawnPage | null>>}
 */
const drawn = new Map();
const MAX_DRAWN = 200;
/** The catalogue version the kept pages were drawn at. */
let drawnVersion = '';

/** Forgets every kept page (tests). */
export function forgetDrawnPages() {
  drawn.clear();
  drawnVersion = '';
}

/**
 * The page's own first screen for this request from the remote's `renderPage`, or null (none
 * published, none for this request, an error, or past the deadline: the caller falls back).
 * A page drawn at the catalogue's current version is served again without drawing it.
 * @param {{ folder: string, name: string }} live
 * @param {PageRequest} request
 * @param {DrawContext} context
 * @returns {Promise<DrawnPage | null>}
 */
async function renderedPage(live, request, context) {
  const file = path.join(live.folder, 'first-screen', 'pages.cjs');
  const renderPage = (await rendererOf(file, context.warn))?.renderPage;
  if (!renderPage) return null;
  const started = Date.now();
  const asking = new AbortController();
  const timer = setTimeout(() => asking.abort(), context.deadlineMs);
  const version = await catalogVersionOf(context.commerceUrl, asking.signal).finally(() =>
    clearTimeout(timer),
  );
  const remainingMs = Math.max(0, context.deadlineMs - (Date.now() - started));
  const draw = () => drawPage(renderPage, file, live, request, { ...context, remainingMs });
  if (version === null) return draw();
  if (version !== drawnVersion) {
    drawn.clear();
    drawnVersion = version;
  }
  // The registry too: the modules drawn into the page come from the other remotes' versions.
  const key = [
    file,
    registryKey(context.registry),
    request.locale,
    context.source,
    `${request.path}${request.search}`,
  ].join('\n');
  let page = drawn.get(key);
  if (page === undefined) {
    page = draw();
    if (drawn.size >= MAX_DRAWN) drawn.delete(/** @type {string} */ (drawn.keys().next().value));
    // A failed render is not kept, nor a page drawn without a part whose query failed (a
    // product's strips): the next request tries again.
    page.then((answer) => {
      if ((answer === null || answer.partial) && drawn.get(key) === page) drawn.delete(key);
    });
  } else {
    drawn.delete(key);
  }
  drawn.set(key, page);
  return page;
}

/**
 * @typedef {{ commerceUrl: string, source: string, warn: (message: string) => void,
 *   deadlineMs: number, registry: Record<string, unknown>, remotesDir: string }} DrawContext
 */

/**
 * `html` with each module marker replaced by the module as its live remote draws it, wrapped in
 * an element that names it (FIRST_FRAGMENT_ATTRIBUTE) and adds no box, or by the marker's
 * loading element when the remote draws no such module or fails.
 * @param {string} html
 * @param {PageRequest} request
 * @param {DrawContext} context
 */
async function withModulesDrawn(html, request, context) {
  const markers = [...html.matchAll(FRAGMENT_MARKER)];
  if (markers.length === 0) return html;
  const parts = await Promise.all(
    markers.map(async ([, id = '', props = '', loading = '']) => {
      const module = attributeText(id);
      const live = versionFolderOf(module, context.registry, context.remotesDir);
      if (!live) return loading;
      const file = path.join(live.folder, 'first-screen', 'pages.cjs');
      const renderFragment = (await rendererOf(file, context.warn))?.renderFragment;
      if (!renderFragment) return loading;
      try {
        const part = await renderFragment(live.name, JSON.parse(attributeText(props)), {
          locale: request.locale,
          path: request.path,
        });
        if (typeof part !== 'string') return loading;
        return `<div ${FIRST_FRAGMENT_ATTRIBUTE}="${escapeAttribute(module)}" style="display:contents">${part}</div>`;
      } catch (error) {
        warnOnce(
          context.warn,
          `${file} fragment ${module}`,
          `${module} failed to render into ${request.path}: ${messageOf(error)}`,
        );
        return loading;
      }
    }),
  );
  let next = 0;
  return html.replace(FRAGMENT_MARKER, () => parts[next++] ?? '');
}

/**
 * One render of the page by `renderPage`, with the modules of other remotes drawn into it, or
 * null: none for this request, an error, or past the deadline (`remainingMs`).
 * @param {RenderPage} renderPage
 * @param {string} file
 * @param {{ folder: string, name: string }} live
 * @param {PageRequest} request
 * @param {DrawContext & { remainingMs: number }} context
 * @returns {Promise<DrawnPage | null>}
 */
async function drawPage(renderPage, file, live, request, context) {
  const { commerceUrl, source, warn, deadlineMs, remainingMs } = context;
  const controller = new AbortController();
  const graphql = commerceGraphql({
    commerceUrl,
    locale: request.locale,
    source,
    signal: controller.signal,
  });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = Symbol('late');
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve(late), remainingMs);
  });
  try {
    const drawing = renderPage(live.name, request, graphql).then(async (page) =>
      page && typeof page.html === 'string'
        ? { ...page, html: await withModulesDrawn(page.html, request, context) }
        : page,
    );
    const answer = await Promise.race([drawing, deadline]);
    if (answer === late) {
      warnOnce(
        warn,
        `${file} deadline`,
        `${live.name} took over ${deadlineMs} ms to render ${request.path}; served without it`,
      );
      return null;
    }
    if (answer === null) return null;
    const { html, cache, partial } = /** @type {{ html?: unknown, cache?: unknown,
      partial?: unknown }} */ (answer ?? {});
    if (typeof html !== 'string' || typeof cache !== 'object' || cache === null) {
      warnOnce(warn, `${file} answer`, `${file} answered ${live.name} without html and cache`);
      return null;
    }
    return {
      html,
      cache: /** @type {Record<string, unknown>} */ (cache),
      ...(partial === true ? { partial: /** @type {const} */ (true) } : {}),
    };
  } catch (error) {
    warnOnce(
      warn,
      `${file} error`,
      `${live.name} failed to render ${request.path}: ${messageOf(error)}`,
    );
    return null;
  } finally {
    clearTimeout(timer);
    // Queries still running (past the deadline, or left behind by the renderer) are not waited for.
    controller.abort();
  }
}

/**
 * @typedef {object} FirstScreenRequest
 * @property {string} pathname
 * @property {string} [search] the query, `?...` or ''
 * @property {string | undefined} cookieHeader
 * @property {string} shellDir the shell's folder
 * @property {Record<string, unknown>} [registry] the live registry, for the page's part
 * @property {string} [remotesDir] the folder of the remotes' versions, for the page's part
 * @property {string} [commerceUrl] the commerce service, for a remote's per-request render (no
 *   such render without it)
 * @property {(message: string) => void} [warn] reports a render that failed (once per reason)
 * @property {number} [renderDeadlineMs] how long the page waits for that render
 *   (RENDER_DEADLINE_MS by default)
 */

/**
 * The page for one request: `<html lang dir>` of its locale (the app sets them too, but only once
 * it runs) and, inside #root, the first screen: on a page of the default layout its header and
 * the page's own part when its remote published one (drawn for this request by its
 * `pages.cjs`, else its static part); the dialog when it opens by itself. A shell built without
 * first screens (the dev server) gives the page unchanged. With a per-request part, `firstData`
 * is the `first-data` block (the cache it was drawn from) for the end of <body>; `screen` says
 * whether the page got a first screen.
 * @param {string} html the shell's index.html
 * @param {FirstScreenRequest} request
 * @returns {Promise<{ html: string, firstData: string | null, screen: boolean }>}
 */
export async function firstScreenOf(html, request) {
  const { pathname, search = '', cookieHeader, shellDir, registry, remotesDir } = request;
  const locale = localeOfPage(pathname);
  if (!locale) return { html, firstData: null, screen: false };
  const page = html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${DIRECTIONS[locale]}">`);
  // The shell's build writes the attribute without quotes (`<div id=root></div>`).
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(page)) return { html: page, firstData: null, screen: false };
  const base = await shellPart(shellDir, 'base', locale);
  if (base === null) return { html: page, firstData: null, screen: false };
  const { route, params } = matchOfPath(pathname);
  const layout = route.layout === 'default' ? await shellPart(shellDir, 'layout', locale) : null;
  const dialog = opensSelectArea(pathname, cookieHeader)
    ? await shellPart(shellDir, 'dialog', locale)
    : null;
  if (layout === null && dialog === null) return { html: page, firstData: null, screen: false };
  // Asked while the page is drawn: the layout's header shows the store's texts.
  const storeTexts =
    layout !== null && request.commerceUrl
      ? storeConfigOf(request.commerceUrl, locale, request.renderDeadlineMs ?? RENDER_DEADLINE_MS)
      : Promise.resolve(null);
  // The base's Global rules go to the head: the app's Global takes them over from there (they
  // outlast the first screen, and are not compiled or inserted again). So do its faces, which
  // the app finds there (ensureFaces).
  const globals = base.match(HEAD_STYLES) ?? [];
  let screen = globals.length > 0 ? base.replace(HEAD_STYLES, '') : base;
  /** @type {string | null} */
  let firstData = null;
  if (layout !== null) {
    const live = versionFolderOf(route.module, registry, remotesDir);
    const source = sourceOfCookies(cookieHeader);
    /** @type {DrawnPage | null} */
    let rendered = null;
    if (live && request.commerceUrl) {
      rendered = await renderedPage(
        live,
        { locale, path: pathname, search, params },
        {
          commerceUrl: request.commerceUrl,
          source,
          warn: request.warn ?? console.warn,
          deadlineMs: request.renderDeadlineMs ?? RENDER_DEADLINE_MS,
          registry: /** @type {Record<string, unknown>} */ (registry),
          remotesDir: /** @type {string} */ (remotesDir),
        },
      );
    }
    const texts = await storeTexts;
    const storePart = texts ? await shellPart(shellDir, 'layout-store', locale) : null;
    const layoutWithTexts = texts && storePart !== null ? filledLayout(storePart, texts) : null;
    // The first data carries the store's texts too, so the app's header draws them at once,
    // as the HTML did, without asking.
    const pageCache = rendered?.cache ?? (texts ? {} : null);
    if (pageCache !== null) {
      const cache = texts ? withStoreConfig(pageCache, texts) : pageCache;
      firstData = dataElement(FIRST_DATA_ID, { locale, source, path: pathname, cache });
    }
    const part = rendered ? rendered.html : await pagePart(live, locale);
    const here = escapeAttribute(`${pathname.replace(LOCALE_PREFIX, '')}${search}`);
    screen += (layoutWithTexts ?? layout)
      .replaceAll(PAGE_PATH, () => here)
      .replace(PAGE_SLOT, () => PAGE_SLOT.replace('></', () => `>${part}</`));
  }
  if (dialog !== null) screen += dialog;
  return {
    html: page
      .replace('</head>', () => `${globals.join('')}</head>`)
      .replace(
        root,
        () =>
          `<div id="root"><div id="${FIRST_SCREEN_ID}" hidden>${screen}</div><script>${FIRST_SCREEN_SCRIPT}</script></div>`,
      ),
    firstData,
    screen: true,
  };
}

/** The registry as text, once per parsed registry (the gateway parses one per change). */
const registryKeys = new WeakMap();

/** @param {Record<string, unknown>} registry */
function registryKey(registry) {
  let key = registryKeys.get(registry);
  if (key === undefined) {
    key = JSON.stringify(registry);
    registryKeys.set(registry, key);
  }
  return key;
}

/** The id of the style element of the page's faces (shell/src/features/theme/font-faces.ts). */
export const FACES_STYLE_ID = 'dukkan-faces';

/**
 * The style elements that go to the head: an emotion `Global`'s as the renderers write it
 * (infra/build's render.tsx `withStyles`): `<style data-emotion="<key>-global <name>…" data-s="">`,
 * and the faces' own, which nothing moves once there.
 */
const HEAD_STYLES = new RegExp(
  `<style data-emotion="[\\w-]+-global [^"]*" data-s="">[^<]*</style>|<style id="${FACES_STYLE_ID}">[^<]*</style>`,
  'g',
);
