import { createContext, useContext } from 'react';
import mitt from 'mitt';
import type { Emitter } from 'mitt';
import type { ApolloClient } from '@apollo/client';
import type { Locale, ShellEvents } from '@dukkan/contracts';
import { DEFAULT_LOCALE } from '@dukkan/contracts';
import { createApolloClient } from '../data/create-client';
import type { LinkDependencies } from '../data/links';
import type { Session } from '../session/session-store';
import { createSession } from '../session/session-store';
import type { StoreChoiceService } from '../store-choice/store-choice-store';
import { createStoreChoice } from '../store-choice/store-choice-store';
import type { AlertsService } from '../alerts/alerts-store';
import { createAlerts } from '../alerts/alerts-store';
import type { BusCountsService } from '../bus-counts/bus-counts-store';
import { createBusCounts } from '../bus-counts/bus-counts-store';
import type { DialogsService } from '../dialogs/dialogs-store';
import type { ReferrerService } from '../navigation/referrer';
import { createReferrer } from '../navigation/referrer';
import { createDialogs } from '../dialogs/dialogs-store';

/** The instances behind the ShellContext, created once per page by the shell. */
export interface ShellServices {
  bus: Emitter<ShellEvents>;
  client: ApolloClient;
  session: Session;
  storeChoice: StoreChoiceService;
  alerts: AlertsService;
  dialogs: DialogsService;
  /** Cart and comparison counts announced on the bus, kept for components mounted later. */
  counts: BusCountsService;
  /** The previous page, for back navigation. */
  referrer: ReferrerService;
  /** The locale of the current URL, read by the link chain at request time. */
  locale(): Locale;
  /**
   * Called when the URL's locale changes: requests then carry the other language, so what is
   * on screen is fetched again in that language.
   */
  setLocale(locale: Locale): void;
}

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
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  ref.client = client;
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

export const ShellServicesContext = createContext<ShellServices | null>(null);
ShellServicesContext.displayName = 'ShellServicesContext';

/** The shell's own access to its services (remotes use `useShell()` instead). */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() must be used inside ShellServicesContext');
  return services;
}
