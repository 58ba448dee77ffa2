import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@dukkan/contracts';
import { stripLocale, withLocale } from '@dukkan/contracts';
import { useShellServices } from '../../../shared/services/shell-services';
import { logoutDestination } from '../logout-destination';

/**
 * When a logout starts, leaves pages that need a session (see `logoutDestination`). It
 * listens to the session store's `ending` status rather than the `session:logout` event, so the
 * visitor has left before the user is cleared and the page's auth guard would send them to login.
 */
export function useLogoutRedirect(locale: Locale): void {
  const { session } = useShellServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      session.store.subscribe((state, previous) => {
        if (previous.status === 'ending' || state.status !== 'ending') return;
        const destination = logoutDestination(stripLocale(current.current));
        if (destination) void navigate(withLocale(locale, destination), { replace: true });
      }),
    [session, navigate, locale],
  );
}
