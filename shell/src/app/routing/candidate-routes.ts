import type { RouteObject } from 'react-router-dom';

/**
 * The routes that could match `pathname`: the tree without the routes a static segment of theirs
 * rules out, so React Router ranks and matches a handful of branches instead of all of them.
 *
 * `useRoutes` flattens and ranks the whole tree and compiles a pattern for every level of every
 * branch each time it renders (the data router keeps them; the declarative mode, which the shell
 * uses so the data router's code is not shipped, does not). For the contracts' 51 routes under
 * two locales that was 33 to 61 ms per render in Node, and a 109 to 222 ms task on a first load
 * at 4x CPU (issue 14). This only removes routes that cannot match, so the match and its ranking
 * stay React Router's: a segment it is unsure of (an optional one) keeps the route.
 */
export function candidateRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  return keep(routes, segmentsOf(pathname));
}

/** The path's segments as React Router compares them: decoded, case-insensitive. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

function keep(routes: RouteObject[], rest: string[]): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const possible = candidate(route, rest);
    if (possible) kept.push(possible);
  }
  return kept;
}

/** `route` (with only its possible children) when it could match `rest`, else null. */
function candidate(route: RouteObject, rest: string[]): RouteObject | null {
  if (route.index) return rest.length === 0 ? route : null;
  const own = route.path === undefined ? [] : route.path.split('/').filter((part) => part !== '');
  let consumed = 0;
  for (const part of own) {
    // A splat takes the rest; an optional segment may or may not: React Router decides.
    if (part === '*' || part.endsWith('?')) return route;
    const segment = rest[consumed];
    if (segment === undefined) return null;
    if (!part.startsWith(':') && part.toLowerCase() !== segment) return null;
    consumed += 1;
  }
  const remaining = rest.slice(consumed);
  if (!route.children) return remaining.length === 0 ? route : null;
  const children = keep(route.children, remaining);
  // A route with a path matches on its own too (with an empty outlet) when it takes the whole path.
  if (children.length === 0 && (remaining.length > 0 || route.path === undefined)) return null;
  return { ...route, children };
}
