import { useLocation } from 'react-router-dom';
import type { RouteDefinition } from '@dukkan/contracts';
import { RoutePage } from './route-page';

/**
 * The `*` route under a locale: a route matched by path suffix ("any path ending in
 * /create-review") wins, otherwise the not-found page.
 */
export function CatchAllPage({
  suffixRoutes,
  notFound,
}: {
  suffixRoutes: RouteDefinition[];
  notFound: RouteDefinition;
}) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const match = suffixRoutes.find((route) => route.endsWith && path.endsWith(route.endsWith));
  const route = match ?? notFound;
  return <RoutePage key={route.id} route={route} />;
}
