import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';

/**
 * State of the desktop mega menu: which category is highlighted (hover or keyboard focus) and
 * whether the all-categories panel is open. Both reset on mouse-out and on route change; the
 * `toggle-category-menu` event and the all-categories button toggle the panel (the button
 * also scrolls to the top, so the panel under the header is in view).
 */
export function useMegaMenu() {
  const { bus } = useShell();
  const { pathname } = useLocation();
  const [activeUid, setActiveUid] = useState<string | null>(null);
  const [isAllOpen, setAllOpen] = useState(false);
  const previousPath = useRef(pathname);

  const reset = useCallback(() => {
    setActiveUid(null);
    setAllOpen(false);
  }, []);

  const toggleAll = useCallback(() => {
    window.scrollTo({ top: 0 });
    setAllOpen((open) => !open);
  }, []);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    reset();
  }, [pathname, reset]);

  useEffect(() => {
    const onToggle = () => setAllOpen((open) => !open);
    bus.on('toggle-category-menu', onToggle);
    return () => bus.off('toggle-category-menu', onToggle);
  }, [bus]);

  return {
    activeUid,
    isAllOpen,
    isOpen: isAllOpen || activeUid !== null,
    highlight: setActiveUid,
    toggleAll,
    reset,
  };
}
