import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { LayoutName, RouteDefinition } from '@dukkan/contracts';
import { LOCALES } from '@dukkan/contracts';
import { DefaultLayout } from '../layouts/default-layout';
import { MinimalLayout } from '../layouts/minimal-layout';
import { RouteErrorPage } from '../../features/pages/components/route-error-page';
import { CatchAllPage } from './components/catch-all-page';
import { LocaleRoot } from './components/locale-root';
import { LocalelessRedirect, RootRedirect } from './components/redirects';
import { RoutePage } from './components/route-page';
import { candidateRoutes } from './candidate-routes';

function pageRoute(route: RouteDefinition): RouteObject {
  const element = (
    <RouteErrorPage>
      <RoutePage key={route.id} route={route} />
    </RouteErrorPage>
  );
  return route.path === '' ? { index: true, element } : { path: route.path, element };
}

const NOT_FOUND_FALLBACK: RouteDefinition = {
  id: 'not-found',
  path: '*',
  module: 'shell/NotFoundPage',
  layout: 'default',
};

/**
 * Renders the route objects at the current location (the router's declarative mode: the shell
 * uses no loaders or actions, so the data router's code is not shipped, issue 14). Every page,
 * the catch-all and each locale root sit in a {@link RouteErrorPage} boundary.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  // Only the routes that could match: useRoutes ranks and compiles every branch it is given, on
  // every render (candidate-routes.ts).
  const candidates = useMemo(() => candidateRoutes(routes, pathname), [routes, pathname]);
  return useRoutes(candidates);
}

/**
 * The router's route objects from a route table (the contracts' ROUTES in the app): each route
 * under `/en` and `/ar`, grouped by layout; `/` and locale-less paths redirect to the preferred
 * locale; `*` under a locale checks the suffix routes, then shows the 404 page.
 */
export function buildRouteObjects(table: readonly RouteDefinition[]): RouteObject[] {
  const patterned = table.filter((route) => route.path !== '*');
  const suffixRoutes = table.filter((route) => route.endsWith);
  const notFound =
    table.find((route) => route.path === '*' && !route.endsWith) ?? NOT_FOUND_FALLBACK;
  const byLayout = (layout: LayoutName) =>
    patterned.filter((route) => route.layout === layout).map(pageRoute);
  const catchAll: RouteObject = {
    path: '*',
    element: (
      <RouteErrorPage>
        <CatchAllPage suffixRoutes={suffixRoutes} notFound={notFound} />
      </RouteErrorPage>
    ),
  };

  return [
    { path: '/', element: <RootRedirect /> },
    ...LOCALES.map((locale): RouteObject => ({
      path: `/${locale}`,
      element: (
        <RouteErrorPage>
          <LocaleRoot locale={locale} />
        </RouteErrorPage>
      ),
      children: [
        { element: <DefaultLayout />, children: [...byLayout('default'), catchAll] },
        { element: <MinimalLayout />, children: byLayout('minimal') },
      ],
    })),
    { path: '*', element: <LocalelessRedirect /> },
  ];
}
