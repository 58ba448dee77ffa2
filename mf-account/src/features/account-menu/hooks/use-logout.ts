import { useCallback } from 'react';
import { clientMessage, useShell } from '@dukkan/contracts';

/**
 * Logout from the dropdown or the drawer: the shell revokes the token, clears the user and
 * leaves pages that need a session; then the logged-out success notice is shown.
 */
export function useLogout(beforeLogout?: () => void) {
  const { session, alerts, locale } = useShell();
  const { logout } = session;
  return useCallback(async () => {
    beforeLogout?.();
    await logout('user');
    // Kept through the shell's logout redirect (cart or account pages go home), which can land
    // after this push and would clear it.
    alerts.push({
      type: 'success',
      message: clientMessage('loggedOut', locale),
      keepOnRouteChange: true,
    });
  }, [alerts, beforeLogout, locale, logout]);
}
