import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { Locale, ShellContextValue } from '@dukkan/contracts';
import { createDataLayerAnalytics, withLocale } from '@dukkan/contracts';
import { Fragment } from '../../features/remotes/components/fragment';
import { rememberLocale } from '../../shared/locale-preference';
import { useShellServices } from '../../shared/services/shell-services';

/** Analytics go to `window.dataLayer` (created on first use), read by a tag manager if any. */
const analytics = createDataLayerAnalytics();

/**
 * Builds the ShellContext value every remote reads with `useShell()`. The value changes with
 * the language, the session, the area, the alerts and the dialogs, never with the location: a
 * new value re-renders every reader in every remote, and a route or query change (a filter, a
 * page of results) is not news to them. `switchLocale` reads the location when it is called.
 */
export function useShellContextValue(locale: Locale): ShellContextValue {
  const services = useShellServices();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives a new `navigate` when the path changes; the latest one is kept here.
  const current = useRef({ navigate, location });
  useLayoutEffect(() => {
    current.current = { navigate, location };
  });
  const session = useStore(services.session.store);
  const storeChoice = useStore(services.storeChoice.store);
  const alerts = useStore(services.alerts.store);
  const dialogs = useStore(services.dialogs.store);

  return useMemo<ShellContextValue>(
    () => ({
      bus: services.bus,
      locale,
      localePath: (path: string) => withLocale(locale, path),
      switchLocale: (target: Locale) => {
        rememberLocale(target);
        const { pathname, search, hash } = current.current.location;
        void current.current.navigate(`${withLocale(target, pathname)}${search}${hash}`);
      },
      session: {
        user: session.user,
        isLoggedIn: session.user !== null,
        token: session.token,
        login: services.session.login,
        logout: services.session.logout,
        refreshIdentity: services.session.refreshIdentity,
      },
      store: {
        choice: storeChoice.choice,
        source: storeChoice.source,
        setChoice: services.storeChoice.setChoice,
      },
      alerts: { items: alerts.items, push: services.alerts.push, dismiss: services.alerts.dismiss },
      dialogs: {
        openId: dialogs.openId,
        variant: dialogs.variant,
        open: services.dialogs.open,
        close: services.dialogs.close,
        isOpen: (id: string) => dialogs.openId === id,
      },
      analytics,
      Fragment,
    }),
    [services, locale, session, storeChoice, alerts, dialogs],
  );
}
