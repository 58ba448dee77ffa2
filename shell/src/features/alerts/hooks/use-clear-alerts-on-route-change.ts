import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AlertsService } from '../../../shared/services/alerts-store';

/** The alert list clears on route change (shell spec section 2); not on the first render. */
export function useClearAlertsOnRouteChange(alerts: AlertsService): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    alerts.clear();
  }, [pathname, alerts]);
}
