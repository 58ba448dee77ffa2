// The route a page path shows, decided as the shell's router decides it, from the contracts'
// route table (`ROUTES`, bundled into the gateway at build time).
import { ROUTES } from '@dukkan/contracts/routes';
import type { LayoutName, RouteDefinition } from '@dukkan/contracts/routes';
import type { Locale } from '@dukkan/contracts/locale';

/** The locale segment a page path starts with (`/en`, `/ar/...`). */
export const LOCALE_PREFIX = /^\/(en|ar)(?=\/|$)/;

/**
 * The locale of a page path (`/en`, `/ar/...`), or null for any other path (`/` chooses a locale
 * in the app).
 */
export function localeOfPage(pathname: string): Locale | null {
  const match = LOCALE_PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : null;
}

/**
 * The fragments each layout renders on every first load (the shell's layouts: the header's
 * search box, mini cart, account menu and area selector; the minimal layout's sign-in code
 * dialog and the area selector that opens by itself). Only these are preloaded: a hint for code
 * the page does not use costs bytes and a console warning.
 */
export const LAYOUT_MODULES: Record<LayoutName, string[]> = {
  default: ['search/QuickSearch', 'cart/MiniCart', 'account/AccountMenu', 'account/AreaSelector'],
  minimal: ['account/AreaSelector', 'account/OtpDialog'],
};

/**
 * The fragments a page renders as soon as its first data has answered, by page module: the
 * search results show their products in the catalogue's grid, whose code the page would
 * otherwise ask for only after the search has answered, one more round trip before the largest
 * image (issue 14). Only fragments every first load of the page draws when it has results.
 */
export const PAGE_MODULES: Record<string, string[]> = {
  'search/SearchPage': ['catalog/ProductGrid'],
};

/**
 * React Router's ranking, reduced to what the table uses: more segments first, then static over
 * dynamic over splat; ties keep the table's order.
 */
function score(pattern: string): number {
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

/** Each optional parameter doubles a pattern (with and without it), as React Router does. */
function expandOptional(pattern: string): string[] {
  let paths: string[][] = [[]];
  for (const segment of pattern.split('/')) {
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
 */
function toMatcher(pattern: string): { test: RegExp; names: string[] } {
  if (pattern === '') return { test: /^$/, names: [] };
  const names: string[] = [];
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

const RANKED = ROUTES.flatMap((route, order) =>
  route.endsWith
    ? []
    : expandOptional(route.path).map((pattern) => ({
        route,
        order,
        score: score(pattern),
        ...toMatcher(pattern),
      })),
).sort((a, b) => b.score - a.score || a.order - b.order);

/** The catch-all: the shell's 404 page. */
const NOT_FOUND = ROUTES.find((route) => route.module === 'shell/NotFoundPage');

/**
 * A path decoded as React Router decodes it before matching: segment by segment, an encoded `/`
 * kept as `%2F` so it stays inside its segment; a malformed escape leaves the path as it came.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const paramText = (value: string) => value.replace(/%2F/g, '/');

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** A path the 404 page would show that a suffix route (`*\/create-review`) takes instead. */
function suffixMatch(rest: string): RouteMatch | null {
  const suffixed = ROUTES.find((route) => route.endsWith && `/${rest}`.endsWith(route.endsWith));
  return suffixed ? { route: suffixed, params: { '*': paramText(rest) } } : null;
}

/**
 * The route a page path shows and its parameters (decoded), as the shell's router decides them
 * (the locale prefix removed; a path without one is the shell's redirect to a locale, treated as
 * that locale's page).
 */
export function matchOfPath(pathname: string): RouteMatch {
  const rest = decodePath(pathname)
    .replace(LOCALE_PREFIX, '')
    .replace(/^\/+|\/+$/g, '');
  for (const candidate of RANKED) {
    const match = candidate.test.exec(rest);
    if (!match) continue;
    if (candidate.route === NOT_FOUND) return suffixMatch(rest) ?? notFound(rest);
    const params: Record<string, string> = {};
    candidate.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = paramText(value);
    });
    return { route: candidate.route, params };
  }
  return notFound(rest);
}

function notFound(rest: string): RouteMatch {
  if (!NOT_FOUND) throw new Error('The contracts route table has no shell/NotFoundPage route');
  return { route: NOT_FOUND, params: { '*': paramText(rest) } };
}

/** The route a page path shows (`matchOfPath` without the parameters). */
export function routeOfPath(pathname: string): RouteDefinition {
  return matchOfPath(pathname).route;
}

/**
 * The modules a page's first load asks for: its page, the page's own fragments and its layout's
 * fragments.
 */
export function modulesOfPath(pathname: string): string[] {
  const route = routeOfPath(pathname);
  const modules = [...LAYOUT_MODULES[route.layout]];
  if (!route.module.startsWith('shell/')) {
    modules.unshift(route.module, ...(PAGE_MODULES[route.module] ?? []));
  }
  return modules;
}
