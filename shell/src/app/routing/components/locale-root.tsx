import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { Locale } from '@dukkan/contracts';
import { ShellContext } from '@dukkan/contracts';
import { emotionCache } from '../../../features/locale/emotion-cache';
import { endCachePriorityOffPath } from '../../../features/data/first-data';
import { useLocaleSync } from '../../../features/locale/hooks/use-locale-sync';
import { useShellServices } from '../../../shared/services/shell-services';
import { useShellContextValue } from '../../hooks/use-shell-context-value';
import { useClearAlertsOnRouteChange } from '../../../features/alerts/hooks/use-clear-alerts-on-route-change';
import { useBodyScrollLock } from '../../../features/dialogs/hooks/use-body-scroll-lock';
import { GlobalStyles } from '../../../features/theme/components/global-styles';
import { ShellThemeProvider } from '../../../features/theme/components/theme-provider';
import { useAlternateLinks } from '../../../features/navigation/hooks/use-alternate-links';
import { useDefaultDescription } from '../../../features/navigation/hooks/use-default-description';
import { useLogoutRedirect } from '../../../features/navigation/hooks/use-logout-redirect';
import { useReferrerMemory } from '../../../features/navigation/hooks/use-referrer-memory';
import { PageProgress } from '../../../features/progress/components/page-progress';
import { SelectAreaDialog } from '../../../features/select-area/components/select-area-dialog';

/** Whether the page's first path has been shown (module state: one page load). */
let firstPathShown = false;

/**
 * Scroll restoration is manual (shell spec section 2): a new path starts at the top. The path
 * the page loaded at is not a new one: a load starts at the top anyway, and the shopper may
 * already have scrolled the HTML first screen, which the app has just taken over.
 */
function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!firstPathShown) {
      firstPathShown = true;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The page-wide behaviours (alerts clear on route change, an open dialog locks scrolling, a new
 * path starts at the top, ...). They follow the location and the stores, so they live in a
 * component of their own that renders nothing: a route change or a dialog opening re-renders it,
 * not the page.
 */
function LocaleBehaviours({ locale }: { locale: Locale }) {
  const services = useShellServices();
  useClearAlertsOnRouteChange(services.alerts);
  useBodyScrollLock(useStore(services.dialogs.store, (state) => state.openId !== null));
  useScrollToTopOnPathChange();
  useLogoutRedirect(locale);
  useAlternateLinks(locale);
  useDefaultDescription();
  useReferrerMemory(locale);
  return null;
}

/**
 * The ShellContext every remote reads. Its value follows the session, the area, the alerts, the
 * dialogs and the location; `children` were made by LocaleRoot, so when only the value changes
 * React re-renders the components that read the context, not the whole page.
 */
function ShellContextProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // While rendering, above the page: on another path than the HTML's, the restored first data
  // stops answering network-only queries before the new page asks (first-data.ts).
  endCachePriorityOffPath(useLocation().pathname);
  const value = useShellContextValue(locale);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/**
 * Everything under `/en` or `/ar`: locale and direction, the emotion cache of that direction,
 * the design tokens (emotion theme), the ShellContext for every remote, and the page-wide
 * behaviours.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const services = useShellServices();
  useLayoutEffect(() => {
    services.setLocale(locale);
  }, [services, locale]);
  useLocaleSync(locale);
  return (
    <CacheProvider value={emotionCache}>
      <ShellThemeProvider>
        <GlobalStyles />
        <ShellContextProvider locale={locale}>
          <PageProgress />
          <Outlet />
          <SelectAreaDialog />
        </ShellContextProvider>
        {/* After the page, so its effects still run after the page's own, as before. */}
        <LocaleBehaviours locale={locale} />
      </ShellThemeProvider>
    </CacheProvider>
  );
}
