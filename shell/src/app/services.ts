import mitt from 'mitt';
import type { ApolloClient } from '@apollo/client';
import type { Locale, ShellEvents } from '@dukkan/contracts';
import { DEFAULT_LOCALE } from '@dukkan/contracts';
import { createApolloClient } from '../features/data/create-client';
import type { LinkDependencies } from '../features/data/links';
import { createSession } from '../features/session/session-store';
import { createAlerts } from '../shared/services/alerts-store';
import { createBusCounts } from '../shared/services/bus-counts-store';
import { createDialogs } from '../shared/services/dialogs-store';
import { createReferrer } from '../shared/services/referrer';
import type { ShellServices } from '../shared/services/shell-services';
import { createStoreChoice } from '../shared/services/store-choice-store';

export interface ShellServicesOptions {
  /** The authorization-header policy from the contracts (spec section 6). */
  needsAuthorization: LinkDependencies['needsAuthorization'];
  initialLocale?: Locale;
  uri?: string;
  fetch?: typeof fetch;
}

/** Creates the bus, Apollo Client, session, store choice, alerts and dialogs of one page. */
export function createShellServices(options: ShellServicesOptions): ShellServices {
  const bus = mitt<ShellEvents>();
  let currentLocale = options.initialLocale ?? DEFAULT_LOCALE;
  // The client and the session need each other (token in, session errors out): late binding.
  const ref: { client?: ApolloClient } = {};
  const session = createSession({
    bus,
    client: () => {
      if (!ref.client) throw new Error('Apollo Client is not created yet');
      return ref.client;
    },
  });
  const storeChoice = createStoreChoice(bus);
  const client = createApolloClient({
    uri: options.uri ?? '/graphql',
    locale: () => currentLocale,
    source: () => storeChoice.store.getState().source,
    token: () => session.store.getState().token,
    needsAuthorization: options.needsAuthorization,
    onSessionError: () => {
      void session.logout('session-error');
    },
    refreshSession: () => session.refresh(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  ref.client = client;
  // Stock is the store source's (commerce spec, store choice): what the cache holds was read for
  // the old one. The mounted queries ask again in place, keeping what they show until the answer
  // comes, so the page does not empty while the dialog closes; everything else cached is
  // dropped without telling its readers, so a page opened later asks the network too.
  storeChoice.store.subscribe((state, previous) => {
    if (state.source === previous.source) return;
    client.cache.evict({ id: 'ROOT_QUERY', broadcast: false });
    client.refetchQueries({ include: 'active' }).catch((error: unknown) => {
      console.warn('The data could not be asked again for the new store', error);
    });
  });
  const setLocale = (locale: Locale) => {
    if (locale === currentLocale) return;
    currentLocale = locale;
    client.resetStore().catch((error: unknown) => {
      console.warn('The data cache was reset while requests were in flight', error);
    });
  };
  return {
    bus,
    client,
    session,
    storeChoice,
    alerts: createAlerts(),
    dialogs: createDialogs(),
    counts: createBusCounts(bus),
    referrer: createReferrer(),
    locale: () => currentLocale,
    setLocale,
  };
}
