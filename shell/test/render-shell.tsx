import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import type { RouteDefinition, SessionUser } from '@dukkan/contracts';
import { ROUTES, needsAuthorization } from '@dukkan/contracts';
import { initI18n } from '../src/i18n';
import { AppRoutes, buildRouteObjects } from '../src/app/routing/build-routes';
import { createShellServices } from '../src/app/services';
import type { ShellServices } from '../src/shared/services/shell-services';
import { ShellServicesContext } from '../src/shared/services/shell-services';
import { fakeFetch } from './fake-fetch';

/** A signed-in customer for guard tests. */
export const CUSTOMER: SessionUser = {
  id: '7',
  firstname: 'Mona',
  lastname: 'Hassan',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  groupId: null,
  wishlistId: null,
  tier: 'BRONZE',
  hasTierUpgrade: false,
  rewardPoints: 0,
  storeCredit: 0,
};

export interface RenderShellOptions {
  table?: readonly RouteDefinition[];
  loggedIn?: boolean;
  services?: ShellServices;
}

/** What a test reads and drives of the router: the current location and navigation. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => Promise<void>;
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Keeps `probe` pointing at the router's current location and navigate function. */
function RouterProbe({ onRender }: { onRender: (current: Required<Probe>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ location, navigate });
  }, [location, navigate, onRender]);
  return null;
}

/** Renders the shell's router at `path` in memory, with real services and a fake network. */
export async function renderShell(path: string, options: RenderShellOptions = {}) {
  await initI18n('en');
  const services =
    options.services ??
    createShellServices({ needsAuthorization, fetch: fakeFetch({ body: { data: null } }).fetch });
  services.session.store.setState(
    options.loggedIn
      ? { user: CUSTOMER, token: 'token-1', status: 'ready' }
      : { user: null, token: null, status: 'ready' },
  );
  const routes = buildRouteObjects(options.table ?? ROUTES);
  const probe: Probe = {};
  const track = (current: Required<Probe>) => {
    Object.assign(probe, current);
  };
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The router has not rendered yet');
        return probe.location;
      },
    },
    navigate: (to, navigateOptions) => {
      if (!probe.navigate) throw new Error('The router has not rendered yet');
      return Promise.resolve(probe.navigate(to, navigateOptions));
    },
  };
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <ShellServicesContext.Provider value={services}>
        <ApolloProvider client={services.client}>
          <MemoryRouter initialEntries={[path]}>
            <RouterProbe onRender={track} />
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </ApolloProvider>
      </ShellServicesContext.Provider>,
    );
    await Promise.resolve();
  });
  return { ...view, router, services };
}
