import { useEffect, useLayoutEffect } from 'react';
import { CacheProvider } from '@emotion/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { Locale } from '@dukkan/contracts';
import { ShellContext, directionOf } from '@dukkan/contracts';
import { emotionCacheFor } from '../../../features/locale/emotion-cache';
import { useLocaleSync } from '../../../features/locale/hooks/use-locale-sync';
import { useShellServices } from '../../../shared/services/shell-services';
import { useShellContextValue } from '../../hooks/use-shell-context-value';
import { useClearAlertsOnRouteChange } from '../../../features/alerts/hooks/use-clear-alerts-on-route-change';
import { useBodyScrollLock } from '../../../features/dialogs/hooks/use-body-scroll-lock';
import { GlobalStyles } from '../../../features/theme/components/global-styles';
import { ShellThemeProvider } from '../../../features/theme/components/theme-provider';
import { useAlternateLinks } from '../../../features/navigation/hooks/use-alternate-links';
import { useLogoutRedirect } from '../../../features/navigation/hooks/use-logout-redirect';
import { useReferrerMemory } from '../../../features/navigation/hooks/use-referrer-memory';
import { PageProgress } from '../../../features/progress/components/page-progress';
import { SelectAreaDialog } from '../../../features/select-area/components/select-area-dialog';

/** Scroll restoration is manual (shell spec section 2): a new path starts at the top. */
function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Everything under `/en` or `/ar`: locale and direction, the emotion cache of that direction,
 * the design tokens (emotion theme), the ShellContext for every remote, and the page-wide behaviours (alerts clear on route
 * change, an open dialog locks scrolling).
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const services = useShellServices();
  useLayoutEffect(() => {
    services.setLocale(locale);
  }, [services, locale]);
  useLocaleSync(locale);
  useClearAlertsOnRouteChange(services.alerts);
  useBodyScrollLock(useStore(services.dialogs.store).openId !== null);
  useScrollToTopOnPathChange();
  useLogoutRedirect(locale);
  useAlternateLinks(locale);
  useReferrerMemory(locale);
  const value = useShellContextValue(locale);
  return (
    <CacheProvider value={emotionCacheFor(directionOf(locale))}>
      <ShellThemeProvider>
        <GlobalStyles />
        <ShellContext.Provider value={value}>
          <PageProgress />
          <Outlet />
          <SelectAreaDialog />
        </ShellContext.Provider>
      </ShellThemeProvider>
    </CacheProvider>
  );
}
