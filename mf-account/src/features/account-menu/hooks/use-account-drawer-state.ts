import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';

/**
 * Whether the mobile account drawer is open (shell spec section 2), kept apart from the drawer's
 * code so a closed drawer costs nothing to download: it opens and closes on
 * `toggle-account-menu` for a signed-in customer (and fetches the identity again when it opens),
 * closes on navigation and on `close`, and announces `account-menu:changed` so the shell marks
 * the profile tab of the bottom bar.
 */
export function useAccountDrawerState() {
  const { bus, session } = useShell();
  const { pathname } = useLocation();
  const loggedIn = session.isLoggedIn;
  // Open only on the page it was opened on: navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = loggedIn && openOn === pathname;
  const { refreshIdentity } = session;
  const announced = useRef(false);
  const openNow = useRef(false);

  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    const toggle = () => {
      if (!loggedIn) return;
      const next = !openNow.current;
      openNow.current = next;
      setOpenOn(next ? pathname : null);
      if (next) {
        refreshIdentity().catch((error: unknown) =>
          console.error('Could not refresh the identity', error),
        );
      }
    };
    bus.on('toggle-account-menu', toggle);
    return () => bus.off('toggle-account-menu', toggle);
  }, [bus, loggedIn, pathname, refreshIdentity]);

  useEffect(() => {
    openNow.current = isOpen;
    if (announced.current === isOpen) return;
    announced.current = isOpen;
    bus.emit('account-menu:changed', { open: isOpen });
  }, [bus, isOpen]);

  return { isOpen, close, user: session.user };
}
