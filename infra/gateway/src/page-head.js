// @ts-check
// What the gateway adds to the shell's index.html for one page load (issue 14, a shorter
// request chain): the remote registry itself, so the shell does not wait for a `/remotes.json`
// round trip before it can ask for any remote, and hints for the remote entries and page code
// the route needs, so the browser fetches them without waiting for the shell's code to ask (once
// the first screen is painted, when the page has one).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Id of the JSON data block the shell reads the registry from (shell/src/features/remotes/registry.ts). */
export const REGISTRY_ELEMENT_ID = 'dukkan-registry';

/**
 * The shell's route table (shared-contracts/src/routes.ts `ROUTES`: path, page module, layout,
 * path suffix), copied as data because the gateway is plain Node and the contracts are
 * TypeScript source. A gateway test compares this list with `ROUTES`, so a route added there
 * without a line here fails `npm test`.
 * @type {readonly { path: string, module: string, layout: 'default' | 'minimal', endsWith?: string }[]}
 */
export const ROUTE_TABLE = [
  { path: '', module: 'catalog/HomePage', layout: 'default' },
  { path: 'about', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'contact', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'faqs', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'stores', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'return', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'terms', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'privacy', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'loyalty-points-system', module: 'catalog/InfoPage', layout: 'default' },
  { path: 'brands', module: 'catalog/BrandsPage', layout: 'default' },
  { path: 'brands/:slug', module: 'catalog/BrandPage', layout: 'default' },
  { path: 'deals', module: 'catalog/DealsPage', layout: 'default' },
  { path: 'featured/:categorySlug?', module: 'catalog/FeaturedPage', layout: 'default' },
  { path: 'view-more/:code?', module: 'catalog/ViewMorePage', layout: 'default' },
  { path: 'search/:name?', module: 'search/SearchPage', layout: 'default' },
  { path: 'compare', module: 'search/ComparePage', layout: 'default' },
  { path: 'cart', module: 'cart/CartPage', layout: 'default' },
  { path: 'checkout', module: 'cart/CheckoutPage', layout: 'minimal' },
  { path: 'checkout/shipping', module: 'cart/CheckoutPage', layout: 'minimal' },
  { path: 'checkout/guest-shipping', module: 'cart/CheckoutPage', layout: 'minimal' },
  { path: 'checkout/pay', module: 'cart/CheckoutPage', layout: 'minimal' },
  { path: 'place-order', module: 'cart/PlaceOrderPage', layout: 'minimal' },
  { path: 'orders/success', module: 'cart/OrderSuccessPage', layout: 'default' },
  { path: 'orders/error', module: 'cart/OrderErrorPage', layout: 'default' },
  { path: 'orders/:id/success', module: 'cart/OrderSuccessPage', layout: 'default' },
  { path: 'guest-order/success', module: 'cart/GuestOrderSuccessPage', layout: 'default' },
  { path: 'guest-order/:id/success', module: 'cart/GuestOrderSuccessPage', layout: 'default' },
  { path: 'login', module: 'account/LoginPage', layout: 'default' },
  { path: 'register', module: 'account/RegisterPage', layout: 'default' },
  { path: 'temp-login', module: 'account/TempLoginPage', layout: 'default' },
  { path: 'auth/recover', module: 'account/RecoverPasswordPage', layout: 'default' },
  { path: 'auth/reset', module: 'account/ResetPasswordPage', layout: 'default' },
  { path: 'account', module: 'account/AccountOverviewPage', layout: 'default' },
  { path: 'account/addresses', module: 'account/AddressesPage', layout: 'default' },
  { path: 'account/addresses/new', module: 'account/AddressFormPage', layout: 'default' },
  { path: 'account/addresses/:id/edit', module: 'account/AddressFormPage', layout: 'default' },
  { path: 'account/edit', module: 'account/ProfileEditPage', layout: 'default' },
  { path: 'account/edit/email', module: 'account/ProfileEditPage', layout: 'default' },
  { path: 'account/edit/password', module: 'account/ProfileEditPage', layout: 'default' },
  { path: 'account/my-vouchers', module: 'account/VouchersPage', layout: 'default' },
  { path: 'account/orders', module: 'account/OrdersPage', layout: 'default' },
  { path: 'account/orders/:id', module: 'account/OrderDetailPage', layout: 'default' },
  { path: 'account/saved-cards', module: 'account/SavedCardsPage', layout: 'default' },
  { path: 'account/wishlist', module: 'account/WishlistPage', layout: 'default' },
  { path: 'orders/:id/create-review', module: 'account/CreateReviewPage', layout: 'default' },
  {
    path: '*',
    module: 'account/CreateReviewPage',
    layout: 'default',
    endsWith: '/create-review',
  },
  { path: 'substitution/:id', module: 'account/SubstitutionPage', layout: 'default' },
  { path: 'substitution/:id/success', module: 'account/SubstitutionPage', layout: 'default' },
  { path: 'error', module: 'shell/ErrorPage', layout: 'default' },
  { path: ':urlKey', module: 'catalog/UrlResolverPage', layout: 'default' },
  { path: '*', module: 'shell/NotFoundPage', layout: 'default' },
];

/**
 * The fragments each layout renders on every first load (the shell's layouts: the header's
 * search box, mini cart, account menu and area selector; the minimal layout's sign-in code
 * dialog and the area selector that opens by itself). Only these are preloaded: a hint for code
 * the page does not use costs bytes and a console warning.
 */
export const LAYOUT_MODULES = {
  default: ['search/QuickSearch', 'cart/MiniCart', 'account/AccountMenu', 'account/AreaSelector'],
  minimal: ['account/AreaSelector', 'account/OtpDialog'],
};

/**
 * The fragments a page renders as soon as its first data has answered, by page module: the
 * search results show their products in the catalogue's grid, whose code the page would
 * otherwise ask for only after the search has answered, one more round trip before the largest
 * image (issue 14). Only fragments every first load of the page draws when it has results.
 */
export const PAGE_MODULES = /** @type {Record<string, string[]>} */ ({
  'search/SearchPage': ['catalog/ProductGrid'],
});

/** `/remotes/<name>/<version>/mf-manifest.json`, capturing the version folder. */
const MANIFEST_URL = /^\/remotes\/[a-z]+\/([\w.-]+)\/mf-manifest\.json$/;

/** The locale segment a page path starts with (`/en`, `/ar/...`). */
export const LOCALE_PREFIX = /^\/(en|ar)(?=\/|$)/;

/**
 * React Router's ranking, reduced to what the table uses: more segments first, then static over
 * dynamic over splat; ties keep the table's order.
 * @param {string} pattern
 */
function score(pattern) {
  const segments = pattern.split('/');
  let total = segments.length;
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else if (segment === '') total += 1;
    else total += 10;
  }
  return total;
}

/**
 * Each optional parameter doubles a pattern (with and without it), as React Router does.
 * @param {string} pattern
 * @returns {string[]}
 */
function expandOptional(pattern) {
  const segments = pattern.split('/');
  /** @type {string[][]} */
  let paths = [[]];
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      paths = paths.flatMap((p) => [p, [...p, segment.slice(0, -1)]]);
    } else {
      paths = paths.map((p) => [...p, segment]);
    }
  }
  return paths.map((p) => p.join('/'));
}

/**
 * The pattern as a regular expression with one group per parameter, and the parameters' names
 * (`*` for a splat, as React Router names it).
 * @param {string} pattern
 * @returns {{ test: RegExp, names: string[] }}
 */
function toMatcher(pattern) {
  if (pattern === '') return { test: /^$/, names: [] };
  /** @type {string[]} */
  const names = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { test: new RegExp(`^${source}$`), names };
}

const RANKED = ROUTE_TABLE.flatMap((route, order) =>
  route.endsWith
    ? []
    : expandOptional(route.path).map((pattern) => ({
        route,
        order,
        score: score(pattern),
        ...toMatcher(pattern),
      })),
).sort((a, b) => b.score - a.score || a.order - b.order);

/**
 * A path decoded as React Router decodes it before matching: segment by segment, an encoded `/`
 * kept as `%2F` so it stays inside its segment; a malformed escape leaves the path as it came.
 * @param {string} pathname
 */
function decodePath(pathname) {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The route a page path shows and its parameters (decoded), as the shell's router decides them
 * (the locale prefix removed; a path without one is the shell's redirect to a locale, treated as
 * that locale's page).
 * @param {string} pathname
 * @returns {{ route: (typeof ROUTE_TABLE)[number], params: Record<string, string> }}
 */
export function matchOfPath(pathname) {
  const rest = decodePath(pathname)
    .replace(LOCALE_PREFIX, '')
    .replace(/^\/+|\/+$/g, '');
  /** @param {string} value */
  const param = (value) => value.replace(/%2F/g, '/');
  for (const candidate of RANKED) {
    const match = candidate.test.exec(rest);
    if (!match) continue;
    if (candidate.route.module === 'shell/NotFoundPage') {
      const suffixed = ROUTE_TABLE.find(
        (route) => route.endsWith && `/${rest}`.endsWith(route.endsWith),
      );
      if (suffixed) return { route: suffixed, params: { '*': param(rest) } };
    }
    /** @type {Record<string, string>} */
    const params = {};
    candidate.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = param(value);
    });
    return { route: candidate.route, params };
  }
  return {
    route: /** @type {(typeof ROUTE_TABLE)[number]} */ (ROUTE_TABLE[ROUTE_TABLE.length - 1]),
    params: { '*': param(rest) },
  };
}

/**
 * The route a page path shows (`matchOfPath` without the parameters).
 * @param {string} pathname
 * @returns {(typeof ROUTE_TABLE)[number]}
 */
export function routeOfPath(pathname) {
  return matchOfPath(pathname).route;
}

/**
 * The modules a page's first load asks for: its page, the page's own fragments and its layout's
 * fragments.
 * @param {string} pathname
 * @returns {string[]}
 */
export function modulesOfPath(pathname) {
  const route = routeOfPath(pathname);
  const modules = [...LAYOUT_MODULES[route.layout]];
  if (!route.module.startsWith('shell/')) {
    modules.unshift(route.module, ...(PAGE_MODULES[route.module] ?? []));
  }
  return modules;
}

/**
 * The version folder of a remote's registry line, when the line points at the gateway's own
 * `/remotes/<name>/<version>/`; null otherwise (a line pointing elsewhere is left to the runtime).
 * @param {Record<string, unknown>} registry
 * @param {string} remote
 * @returns {string | null}
 */
export function remoteVersionOf(registry, remote) {
  const line = /** @type {{ manifest?: unknown } | undefined} */ (registry[remote]);
  const manifestUrl = typeof line?.manifest === 'string' ? line.manifest : '';
  const version = manifestUrl.match(MANIFEST_URL)?.[1] ?? '';
  if (!manifestUrl.startsWith(`/remotes/${remote}/`) || !version || version.startsWith('.')) {
    return null;
  }
  return version;
}

/**
 * @typedef {object} Manifest the parts of a remote's mf-manifest.json used here
 * @property {{ remoteEntry?: { name?: string, path?: string } }} [metaData]
 * @property {{ name?: string, assets?: { js?: { sync?: string[], async?: string[] } } }[]} [exposes]
 */

/** Manifests by file path: a version folder is never rewritten, so one read is enough. */
const manifestCache = new Map();

/**
 * @param {string} file
 * @returns {Promise<Manifest | undefined>}
 */
async function readManifest(file) {
  if (manifestCache.has(file)) return manifestCache.get(file);
  let manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined; // not deployed (or broken): the runtime reports it; nothing to preload
  }
  if (manifestCache.size > 200) manifestCache.clear();
  manifestCache.set(file, manifest);
  return manifest;
}

/**
 * A remote's texts file: the chunks its `registerTexts` loaders import, named `texts-<locale>`
 * (and `texts-<locale>-<part>`) by the remote's build, which the remote reads as soon as its code
 * runs (docs/architecture.md section 7). The first group is the locale.
 */
export const TEXTS_FILE = /^texts-(en|ar)(?:-[\w-]+)?\.\w+\.js$/;

/**
 * @param {string} file a chunk file name from the manifest
 * @param {string} locale
 */
function isTextsFile(file, locale) {
  return TEXTS_FILE.exec(file)?.[1] === locale;
}

/**
 * The scripts one page needs that the shell would ask for late: each needed remote's
 * remoteEntry.js, the synchronous chunks of the modules the page renders and their texts in the
 * page's language, read from the remote's manifest on disk (hinted as classic scripts,
 * `scriptHints`). The manifest itself is not hinted: the shell registers remotes by their entry
 * and never fetches it.
 * @param {string} pathname
 * @param {Record<string, { manifest: string }>} registry parsed remotes.json
 * @param {string} remotesDir folder holding `<name>/<version>/`
 * @returns {Promise<string[]>} their URLs
 */
export async function routeScripts(pathname, registry, remotesDir) {
  /** @type {Map<string, string[]>} exposed names wanted per remote, in first-use order */
  const wanted = new Map();
  for (const moduleId of modulesOfPath(pathname)) {
    const [remote = '', name = ''] = moduleId.split('/');
    wanted.set(remote, [...(wanted.get(remote) ?? []), name]);
  }
  const locale = LOCALE_PREFIX.exec(pathname)?.[1];
  /** @type {string[]} */
  const scripts = [];
  for (const [remote, names] of wanted) {
    const version = remoteVersionOf(registry, remote);
    if (!version) continue;
    const base = `/remotes/${remote}/${version}/`;
    const manifest = await readManifest(path.join(remotesDir, remote, version, 'mf-manifest.json'));
    if (!manifest) continue;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) scripts.push(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`);
    for (const name of names) {
      const expose = manifest.exposes?.find((candidate) => candidate.name === name);
      const texts = locale
        ? (expose?.assets?.js?.async ?? []).filter((file) => isTextsFile(file, locale))
        : [];
      for (const file of [...(expose?.assets?.js?.sync ?? []), ...texts]) {
        const url = `${base}${file}`;
        if (!scripts.includes(url)) scripts.push(url);
      }
    }
  }
  return scripts;
}

/**
 * One script's hint. Every hint has `fetchpriority="low"`: at the default high priority
 * Lighthouse's simulated slow 4G counted them as blocking the first paint.
 * @param {string} url
 */
function scriptHint(url) {
  return `<link rel="preload" href="${escapeAttribute(url)}" as="script" fetchpriority="low">`;
}

/** Id of the JSON data block of the scripts the shell asks for once the first screen is painted. */
export const AFTER_PAINT_ELEMENT_ID = 'dukkan-after-paint';

/**
 * The page's script hints: as `<link rel="preload">` elements, or, when the page has a first
 * screen to paint, as a JSON data block the shell's main script turns into those elements once
 * that screen is painted (shell/src/app/boot-stages.ts `preloadAfterPaint`). Hinted in the HTML,
 * they took the link while the first screen still waited for its faces and pictures: on a slow
 * connection they shared its bandwidth with them and pushed the paint back, and Lighthouse's
 * simulation counts every script that ended before the paint as the paint's dependency.
 * @param {string[]} urls
 * @param {boolean} afterPaint
 * @returns {string[]}
 */
export function scriptHints(urls, afterPaint) {
  if (!afterPaint) return urls.map(scriptHint);
  return urls.length ? [dataElement(AFTER_PAINT_ELEMENT_ID, urls)] : [];
}

/** Files of the shell's folder by path, with the modified time they were read at. */
const shellFiles = new Map();

/**
 * The text of a file in the shell's folder, or null when it is missing. The folder is replaced in
 * place on a deploy, so a file is read again when its modified time changes, and only then: the
 * gateway reads these on every page request.
 * @param {string} file
 * @returns {Promise<string | null>}
 */
export async function readShellFile(file) {
  let modified;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch {
    shellFiles.delete(file);
    return null;
  }
  const known = shellFiles.get(file);
  if (known?.modified === modified) return known.text;
  try {
    const text = await readFile(file, 'utf8');
    shellFiles.set(file, { modified, text });
    return text;
  } catch {
    return null;
  }
}

/**
 * The shell's own first-load scripts, listed by its build in `first-load.json`
 * (infra/build/first-load-plugin.cjs): the bootstrap chunks and the shared libraries it uses,
 * which the browser would otherwise ask for only after the shell's main script has run, and its
 * texts in the page's language (`texts`: locale -> file).
 * @param {string} shellDir
 * @param {string | null} locale the page's locale (`localeOfPage`), or null outside the locales
 * @returns {Promise<string[]>} their URLs (none when the build wrote no list)
 */
export async function shellScripts(shellDir, locale) {
  let list;
  try {
    list = JSON.parse((await readShellFile(path.join(shellDir, 'first-load.json'))) ?? '');
  } catch {
    return [];
  }
  /** @type {unknown[]} */
  const scripts = Array.isArray(list?.scripts) ? list.scripts : [];
  /** @type {unknown} */
  const texts = locale && typeof list?.texts === 'object' ? list.texts?.[locale] : undefined;
  return [...scripts, texts]
    .filter(
      /** @returns {file is string} */ (file) =>
        typeof file === 'string' && /^[\w.-]+\.js$/.test(file),
    )
    .map((file) => `/${file}`);
}

/** @param {string} value */
export function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A value as a JSON data block: not executed (so the CSP's `script-src 'self'` does not apply),
 * and `<` escaped so no value can close the element.
 * @param {string} id
 * @param {unknown} value
 */
export function dataElement(id, value) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The registry as a JSON data block.
 * @param {string} registryText the file's text, already checked to be JSON
 */
export function registryElement(registryText) {
  return dataElement(REGISTRY_ELEMENT_ID, JSON.parse(registryText));
}

/**
 * index.html with the registry and the hints placed at the end of `<body>`: after the shell's
 * deferred main script, so the browser asks for that first, and still before any script runs
 * (deferred scripts wait for the whole document).
 * @param {string} html
 * @param {string[]} additions
 */
export function withPageAdditions(html, additions) {
  if (!additions.length) return html;
  const at = html.lastIndexOf('</body>');
  if (at === -1) return `${html}${additions.join('')}`;
  return `${html.slice(0, at)}${additions.join('')}${html.slice(at)}`;
}
