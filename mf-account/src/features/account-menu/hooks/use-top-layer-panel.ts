import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const GAP_PX = 4;

/**
 * Shows an open dropdown panel in the browser's top layer (the popover API), placed under its
 * button's end edge, so no later part of the header (the category bar paints above the header's
 * main row) can cover it. The panel keeps its place in the DOM, so Tab order and outside-click
 * checks are unchanged. Where the API is missing (jsdom) the panel stays in the flow.
 */
export function useTopLayerPanel(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const element = panel.current;
    const button = anchor.current;
    if (!open || !element || !button || typeof element.showPopover !== 'function') return undefined;
    const place = () => {
      const rect = button.getBoundingClientRect();
      const rtl = getComputedStyle(button).direction === 'rtl';
      element.style.setProperty('inset-block-start', `${rect.bottom + GAP_PX}px`);
      element.style.setProperty(
        'inset-inline-end',
        `${rtl ? rect.left : document.documentElement.clientWidth - rect.right}px`,
      );
    };
    place();
    element.showPopover();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, [anchor, open, panel]);
}
