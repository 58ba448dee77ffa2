import { act, render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteDefinition, SessionUser } from '@dukkan/contracts';
import { ROUTES, needsAuthorization } from '@dukkan/contracts';
import { initI18n } from '../src/i18n';
import { buildRouteObjects } from '../src/app/routing/build-routes';
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
  const router = createMemoryRouter(buildRouteObjects(options.table ?? ROUTES), {
    initialEntries: [path],
  });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <ShellServicesContext.Provider value={services}>
        <ApolloProvider client={services.client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ShellServicesContext.Provider>,
    );
    await Promise.resolve();
  });
  return { ...view, router, services };
}
