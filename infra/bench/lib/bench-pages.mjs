// @ts-check
// The key pages the browser benchmarks load (`npm run bench:lighthouse`, `npm run bench:trace`)
// and the helpers that print their figures.
import { loadavg } from 'node:os';

const PAGE_KEYS = ['home', 'category', 'product', 'search', 'cart'];
const LOCALES = ['en', 'ar'];

/** The URL keys the pages use unless `--category`, `--product` or `--query` name others. */
export const DEFAULT_PAGE_URL_KEYS = Object.freeze({
  category: 'fresh-fruits',
  product: 'mangoes-6',
  query: 'milk',
});

/**
 * The pages a `--pages` list names: page keys (home, category, product, search, cart) with or
 * without a locale (`en`, `ar/search`, `cart` = both locales). No list: all ten pages.
 * @param {string | undefined} spec
 * @param {{ category: string, product: string, query: string }} keys
 * @returns {{ name: string, path: string }[]}
 */
export function selectPages(spec, keys) {
  /** @param {string} locale @param {string} page */
  const pathOf = (locale, page) =>
    ({
      home: `/${locale}`,
      category: `/${locale}/${keys.category}`,
      product: `/${locale}/${keys.product}`,
      search: `/${locale}/search?q=${encodeURIComponent(keys.query)}`,
      cart: `/${locale}/cart`,
    })[page] ?? '';
  /** @type {{ name: string, path: string }[]} */
  const chosen = [];
  const add = (/** @type {string} */ locale, /** @type {string} */ page) => {
    const name = `${locale}/${page}`;
    if (!chosen.some((entry) => entry.name === name))
      chosen.push({ name, path: pathOf(locale, page) });
  };
  const items = spec
    ? spec
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
  if (!items.length) {
    for (const locale of LOCALES) for (const page of PAGE_KEYS) add(locale, page);
    return chosen;
  }
  for (const item of items) {
    const [first = '', second = ''] = item.replace(/^\//, '').split('/');
    if (LOCALES.includes(first) && !second) PAGE_KEYS.forEach((page) => add(first, page));
    else if (LOCALES.includes(first) && PAGE_KEYS.includes(second)) add(first, second);
    else if (PAGE_KEYS.includes(first) && !second) LOCALES.forEach((locale) => add(locale, first));
    else
      throw new Error(
        `Unknown page "${item}": use home, category, product, search or cart, optionally with en/ or ar/.`,
      );
  }
  return chosen;
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Milliseconds as `1,234 ms` (`-` for a figure a run could not read). */
export const millis = (/** @type {number} */ ms) =>
  Number.isFinite(ms) ? `${Math.round(ms).toLocaleString('en')} ms` : '-';

/** The machine's load averages (1, 5 and 15 minutes), printed beside the figures. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
