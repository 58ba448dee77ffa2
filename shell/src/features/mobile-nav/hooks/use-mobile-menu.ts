import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShellServices } from '../../../shared/services/shell-services';
import { MOBILE_MENU_ID } from './use-mobile-bar';

/**
 * Open state of the mobile menu (a `side` dialog of the dialogs store, which locks page
 * scroll). It closes on navigation.
 */
export function useMobileMenu() {
  const { dialogs } = useShellServices();
  const { pathname } = useLocation();
  const isOpen = useStore(dialogs.store, (state) => state.openId === MOBILE_MENU_ID);
  const close = useCallback(() => dialogs.close(MOBILE_MENU_ID), [dialogs]);

  useEffect(() => {
    close();
  }, [pathname, close]);

  return { isOpen, close };
}
