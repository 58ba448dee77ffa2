import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import type { RouteDefinition } from '@dukkan/contracts';
import { COOKIES, browserCookies, stripLocale, useShell } from '@dukkan/contracts';
import { logoutDestination } from '../../../features/navigation/logout-destination';
import { useShellServices } from '../../../shared/services/shell-services';

/** What a route's guard decided. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; statusCode: 500 };

/**
 * Applies a route's guard (shell spec section 2): `auth` sends guests to /{locale}/login (and
 * a customer who just logged out to where logout sends them),
 * `guest` sends signed-in customers to /{locale}/, `referral` remembers a `group_id` link in
 * cookie group-id for 30 days. While a saved session's identity loads, guards wait. Any other
 * guard name is a configuration error and yields the 500 error page.
 */
export function useGuard(guard: RouteDefinition['guard']): GuardDecision {
  const shell = useShell();
  const { session } = useShellServices();
  const { user, status, loggedOut } = useStore(session.store);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const groupId = guard === 'referral' ? searchParams.get('group_id') : null;

  useEffect(() => {
    if (groupId) {
      browserCookies.write(COOKIES.groupId.name, groupId, {
        maxAgeSeconds: COOKIES.groupId.maxAgeSeconds,
        path: '/',
      });
    }
  }, [groupId]);

  switch (guard) {
    case undefined:
    case 'referral':
      return { kind: 'allow' };
    case 'auth':
      if (status === 'loading') return { kind: 'wait' };
      if (user) return { kind: 'allow' };
      // Right after a logout the visitor goes where logout sends them (home from the account).
      return {
        kind: 'redirect',
        to: shell.localePath((loggedOut && logoutDestination(stripLocale(pathname))) || '/login'),
      };
    case 'guest':
      if (status === 'loading') return { kind: 'wait' };
      return user ? { kind: 'redirect', to: shell.localePath('/') } : { kind: 'allow' };
    default:
      return { kind: 'error', statusCode: 500 };
  }
}
