// Dev harness of a remote (`npm run dev -w @dukkan/mf-<name>`): renders the remote's pages and
// fragments alone, inside the same kind of ShellContext, i18next, router and Apollo Client the
// shell provides, with GraphQL proxied by the dev server to the gateway.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SetContextLink } from '@apollo/client/link/context';
import mitt from 'mitt';
import { APOLLO_CACHE_CONFIG, isLocale, storeCodeOf } from '@dukkan/contracts';
import type { AuthTokens, Locale, RemoteName, SessionUser, ShellEvents } from '@dukkan/contracts';
import { harnessRoutes } from './app';
import type { HarnessConfig } from './app';
import type { ModuleLoaders } from './fragment';
import { initHarnessI18n } from './i18n';
import { createHarnessStore } from './state';
import { HarnessIdentityDocument } from './graphql/__generated__/harness-identity';

export type { ModuleLoaders } from './fragment';

export interface RenderHarnessOptions {
  remote: RemoteName;
  /** The remote's own modules: `{ 'search/SearchPage': () => import('../exposes/search-page') }`. */
  modules: ModuleLoaders;
  fragmentProps?: HarnessConfig['fragmentProps'];
}

function localeFromUrl(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : 'en';
}

export function renderHarness({ remote, modules, fragmentProps }: RenderHarnessOptions): void {
  const store = createHarnessStore();
  const bus = mitt<ShellEvents>();
  const headers = new SetContextLink((previous) => {
    const locale = localeFromUrl();
    const token = store.get().tokens?.token;
    return {
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        source: 'browser',
        'Content-Language': locale,
        Store: storeCodeOf(locale),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
  const client = new ApolloClient({
    // The shell's cache settings, so a remote behaves here as it does in the store.
    cache: new InMemoryCache(APOLLO_CACHE_CONFIG),
    link: ApolloLink.from([headers, new HttpLink({ uri: '/graphql' })]),
  });

  // The harness asks only the base customer fields; loyalty and wallet figures stay at their
  // "none yet" values until the account team's identity query replaces this in the shell.
  async function loadIdentity(_tokens: AuthTokens): Promise<SessionUser | null> {
    const { data } = await client.query({
      query: HarnessIdentityDocument,
      fetchPolicy: 'network-only',
    });
    const customer = data?.customer;
    if (!customer || customer.id === null) return null;
    return {
      id: String(customer.id),
      firstname: customer.firstname ?? '',
      lastname: customer.lastname ?? '',
      email: customer.email,
      phoneNumber: customer.phone_number,
      groupId: customer.group_id,
      wishlistId: null,
      tier: null,
      hasTierUpgrade: false,
      rewardPoints: 0,
      storeCredit: 0,
    };
  }

  const config: HarnessConfig = {
    remote,
    modules,
    store,
    bus,
    loadIdentity,
    ...(fragmentProps ? { fragmentProps } : {}),
  };
  const router = createBrowserRouter(harnessRoutes(config));
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  const root = createRoot(container);
  void initHarnessI18n(localeFromUrl()).then(() =>
    root.render(
      <StrictMode>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </StrictMode>,
    ),
  );
}
