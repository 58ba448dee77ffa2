import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShellServices } from '../../shell-context/services';
import { MOBILE_MENU_ID } from './use-mobile-bar';

/**
 * Open state of the mobile menu (a `side` dialog of the dialogs store, which locks page
 * scroll). It closes on navigation; on close, focus returns to where it was when it opened.
 */
export function useMobileMenu() {
  const { dialogs } = useShellServices();
  const { pathname } = useLocation();
  const isOpen = useStore(dialogs.store, (state) => state.openId === MOBILE_MENU_ID);
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => dialogs.close(MOBILE_MENU_ID), [dialogs]);

  useEffect(() => {
    if (isOpen) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [isOpen]);

  useEffect(() => {
    close();
  }, [pathname, close]);

  return { isOpen, close };
}
