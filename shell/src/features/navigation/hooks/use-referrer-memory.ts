import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@dukkan/contracts';
import { stripLocale, withLocale } from '@dukkan/contracts';
import { useShellServices } from '../../../shared/services/shell-services';
import { isRememberedReferrer } from '../../../shared/services/referrer';

/**
 * After a route change the previous path is remembered as the referrer unless it was an auth,
 * login or register path; the `navigate-back` event returns to it, or home (shell spec section 2).
 */
export function useReferrerMemory(locale: Locale): void {
  const { bus, referrer } = useShellServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; full: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    if (last && last.pathname !== pathname && isRememberedReferrer(stripLocale(last.pathname))) {
      referrer.store.setState({ referrer: last.full });
    }
    previous.current = { pathname, full: `${pathname}${search}` };
  }, [pathname, search, referrer]);

  useEffect(() => {
    const back = () => {
      const target = referrer.store.getState().referrer;
      void navigate(target ? withLocale(locale, stripLocale(target)) : withLocale(locale, '/'));
    };
    bus.on('navigate-back', back);
    return () => bus.off('navigate-back', back);
  }, [bus, navigate, locale, referrer]);
}
