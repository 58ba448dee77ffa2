import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { numberFormat, stripLocale, useShell } from '@dukkan/contracts';
import { useShellServices } from '../../../shared/services/shell-services';
import { activeTab } from '../active-tab';
import { usePrefetchCategoryMenu } from '../../../shared/categories/use-category-menu';

/** Id of the mobile menu in the dialogs store. */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The bottom bar's state: active tab by route, cart count from the bus, whether the mobile
 * menu is open, and the account tab's action (login link for visitors, account drawer toggle
 * for customers).
 */
export function useMobileBar() {
  const { pathname } = useLocation();
  const shell = useShell();
  const { counts, dialogs } = useShellServices();
  const cartCount = useStore(counts.store, (state) => state.cartCount);
  const isMenuOpen = useStore(dialogs.store, (state) => state.openId === MOBILE_MENU_ID);
  const isAccountOpen = useStore(counts.store, (state) => state.accountMenuOpen);

  const toggleMenu = useCallback(() => {
    if (dialogs.isOpen(MOBILE_MENU_ID)) dialogs.close(MOBILE_MENU_ID);
    else dialogs.open(MOBILE_MENU_ID, 'side');
  }, [dialogs]);

  const toggleAccount = useCallback(() => shell.bus.emit('toggle-account-menu'), [shell.bus]);
  /** The categories tab's intent (pointer down or focus): the menu's list is asked for ahead. */
  const prefetchMenu = usePrefetchCategoryMenu();

  return {
    active: isMenuOpen
      ? 'categories'
      : isAccountOpen
        ? 'account'
        : activeTab(stripLocale(pathname)),
    cartCount,
    /** The count in the page's digits (weighed goods make it fractional: 0.75, ٠٫٧٥). */
    cartCountText: numberFormat(shell.locale, {
      maximumFractionDigits: 2,
    }).format(cartCount),
    isMenuOpen,
    isAccountOpen,
    isLoggedIn: shell.session.isLoggedIn,
    localePath: shell.localePath,
    toggleMenu,
    prefetchMenu,
    toggleAccount,
  };
}
