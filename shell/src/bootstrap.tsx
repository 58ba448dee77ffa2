import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES, needsAuthorization } from '@dukkan/contracts';
import { App } from './app/app';
import { initI18n } from './i18n';
import { applyDocumentLocale, localeOfPath, preferredLocale } from './shared/locale-preference';
import { registerRemotesFromRegistry } from './features/remotes/registry';
import { buildRouteObjects } from './app/routing/build-routes';
import { createShellServices } from './app/services';
import { registerServiceWorkerWhenIdle } from './features/service-worker/register-service-worker';
import { promptForArea } from './features/select-area/use-select-area-dialog';
import { captureFirstScreenPage, onPageShown } from './features/remotes/first-screen-page';
import { restoreFirstData } from './features/data/first-data';
import { readManifestsWhenIdle } from './features/remotes/page-assets';
import { ensureFaces } from './features/theme/font-faces';

/**
 * Boot: the remote registry and i18n load in parallel, then the session starts and the router
 * renders. A missing registry only leaves remote slots on their fallback.
 */
async function boot(): Promise<void> {
  const pathLocale = localeOfPath(window.location.pathname);
  const locale = pathLocale ?? preferredLocale();
  applyDocumentLocale(locale);
  const [remotes] = await Promise.all([registerRemotesFromRegistry(), initI18n(locale)]);
  const services = createShellServices({ needsAuthorization, initialLocale: locale });
  // The cache the gateway rendered this page's first screen with, when it fits this shopper: the
  // first render then reads the page's data instead of asking for it again.
  restoreFirstData({
    client: services.client,
    locale,
    source: services.storeChoice.store.getState().source,
    token: services.session.store.getState().token,
    pathname: window.location.pathname,
    onPageShown,
    dialogs: services.dialogs.store,
  });
  const routes = buildRouteObjects(ROUTES);
  // Under /en or /ar (where the dialog lives), a first visit renders with the dialog already open.
  if (pathLocale) promptForArea(services, window.location.pathname);
  // The page's faces, unless its HTML brought them (a page without a first screen).
  ensureFaces();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  captureFirstScreenPage(window.location.pathname);
  const root = createRoot(container);
  // A transition, so React renders the first page in slices that yield to the browser (an
  // ordinary first render is one long task: the largest part of the blocking time on a phone).
  startTransition(() => root.render(<App services={services} routes={routes} />));
  // Production builds only (webpack replaces NODE_ENV): the dev server and jest never register it.
  if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  // Later pages then ask for their code and texts together (page-assets.ts).
  readManifestsWhenIdle(remotes);
  await services.session.start();
}

boot().catch((error: unknown) => {
  console.error('The storefront could not start', error);
});
