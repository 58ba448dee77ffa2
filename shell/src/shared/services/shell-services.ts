import { createContext, useContext } from 'react';
import type { Emitter } from 'mitt';
import type { ApolloClient } from '@apollo/client';
import type { Locale, ShellEvents } from '@dukkan/contracts';
import type { AlertsService } from './alerts-store';
import type { BusCountsService } from './bus-counts-store';
import type { DialogsService } from './dialogs-store';
import type { ReferrerService } from './referrer';
import type { Session } from './session';
import type { StoreChoiceService } from './store-choice-store';

/**
 * The instances behind the ShellContext, created once per page by the shell (`src/app`
 * wires them); the shell's features read them with `useShellServices()`.
 */
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

export const ShellServicesContext = createContext<ShellServices | null>(null);
ShellServicesContext.displayName = 'ShellServicesContext';

/** The shell's own access to its services (remotes use `useShell()` instead). */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() must be used inside ShellServicesContext');
  return services;
}
