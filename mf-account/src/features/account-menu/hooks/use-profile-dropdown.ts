import { useCallback, useEffect, useId, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { useLogout } from './use-logout';

/** The dropdown's elements, owned by the component. */
export interface DropdownElements {
  container: RefObject<HTMLDivElement | null>;
  toggleButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The desktop profile dropdown (shell spec section 2): toggles on click, closes on Escape
 * (focus back on its button), on a click outside, on route change and on logout.
 */
export function useProfileDropdown({ container, toggleButton }: DropdownElements) {
  const { session, localePath } = useShell();
  const { pathname } = useLocation();
  // Open only on the page it was opened on: a route change closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(
    () => setOpenOn((open) => (open === pathname ? null : pathname)),
    [pathname],
  );
  const logout = useLogout(close);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [close, container, isOpen, toggleButton]);

  return {
    firstname: session.user?.firstname ?? '',
    isOpen,
    panelId,
    toggle,
    close,
    logout: () => void logout(),
    localePath,
  };
}
