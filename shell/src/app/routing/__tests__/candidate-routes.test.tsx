import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@dukkan/contracts';
import { buildRouteObjects } from '../build-routes';
import { candidateRoutes } from '../candidate-routes';

const routes = buildRouteObjects(ROUTES);

/** Each level of a match as React Router names it: the route's element and what it matched. */
function describeMatch(tree: RouteObject[], pathname: string) {
  return (matchRoutes(tree, pathname) ?? []).map((match) => ({
    element: match.route.element,
    index: match.route.index ?? false,
    pathnameBase: match.pathnameBase,
    params: match.params,
  }));
}

/** A path for a route pattern: each parameter filled, an optional one both ways. */
function pathsOf(pattern: string): string[] {
  const filled = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? `value-${part.replace(/[:?]/g, '')}` : part));
  const withOptional = filled.join('/');
  const withoutOptional = pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') ? `value-${part.slice(1)}` : part))
    .join('/');
  return [...new Set([withOptional, withoutOptional])];
}

const PATHS = [
  '/',
  '/en',
  '/ar/',
  '/EN/Cart',
  '/en/cart/',
  '/fr/cart',
  '/cart',
  '/en/no/such/page',
  '/ar/%D9%81%D9%88%D8%A7%D9%83%D9%87',
  '/en/%E0',
  '/en/sales/order/view/order_id/12/create-review',
  ...ROUTES.flatMap((route) =>
    route.path === '*' ? [] : ['en', 'ar'].flatMap((locale) => pathsOf(`/${locale}/${route.path}`)),
  ),
];

describe('candidateRoutes', () => {
  it.each(PATHS)('matches %s as the whole route tree does', (pathname) => {
    const candidates = candidateRoutes(routes, pathname);
    expect(describeMatch(candidates, pathname)).toEqual(describeMatch(routes, pathname));
  });

  it('leaves React Router a handful of branches', () => {
    const count = (tree: RouteObject[]): number =>
      tree.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(routes)).toBeGreaterThan(100);
    expect(count(candidateRoutes(routes, '/en/fresh-fruits'))).toBeLessThan(12);
    expect(count(candidateRoutes(routes, '/ar/checkout/shipping'))).toBeLessThan(12);
  });
});
