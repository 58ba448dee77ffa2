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

function pageRoute(route: RouteDefinition): RouteObject {
  const element = <RoutePage key={route.id} route={route} />;
  const errorElement = <RouteErrorPage />;
  return route.path === ''
    ? { index: true, element, errorElement }
    : { path: route.path, element, errorElement };
}

const NOT_FOUND_FALLBACK: RouteDefinition = {
  id: 'not-found',
  path: '*',
  module: 'shell/NotFoundPage',
  layout: 'default',
};

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
    element: <CatchAllPage suffixRoutes={suffixRoutes} notFound={notFound} />,
    errorElement: <RouteErrorPage />,
  };

  return [
    { path: '/', element: <RootRedirect /> },
    ...LOCALES.map((locale): RouteObject => ({
      path: `/${locale}`,
      element: <LocaleRoot locale={locale} />,
      errorElement: <RouteErrorPage />,
      children: [
        { element: <DefaultLayout />, children: [...byLayout('default'), catchAll] },
        { element: <MinimalLayout />, children: byLayout('minimal') },
      ],
    })),
    { path: '*', element: <LocalelessRedirect /> },
  ];
}
