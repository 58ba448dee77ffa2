import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Shows the suggestions panel in the browser's top layer (Popover API) under the search field.
 * The shell's header rows each form their own stacking layer, so an ordinary dropdown would be
 * drawn under the category bar that follows the search row; the top layer is above all of them
 * while the panel stays right after the input in the DOM, so Tab order still runs from the
 * input into the suggestions. Where popovers are not supported the panel stays an absolutely
 * positioned dropdown.
 */
export function usePopoverPanel(
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!shown || !element || typeof element.showPopover !== 'function') return undefined;
    const place = () => {
      const field = anchor.current;
      if (!field) return;
      const rect = field.getBoundingClientRect();
      const rtl = getComputedStyle(field).direction === 'rtl';
      const start = rtl ? document.documentElement.clientWidth - rect.right : rect.left;
      element.style.setProperty('inset-block-start', `${rect.bottom + 4}px`);
      element.style.setProperty('inset-inline-start', `${start}px`);
      element.style.setProperty('inline-size', `${rect.width}px`);
    };
    place();
    try {
      element.showPopover();
    } catch {
      // Already open, or detached meanwhile: the dropdown styles still apply.
    }
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      if (element.isConnected && element.matches(':popover-open')) element.hidePopover();
    };
  }, [anchor, panel, shown]);
}
