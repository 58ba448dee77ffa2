import { useEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { lockPageScroll } from './scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-reachable elements inside `root`, in tab order (positive tabindex is not used here). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogBehaviour {
  /** Put on the dialog panel (it needs `tabIndex={-1}` so it can take focus itself). */
  panelRef: RefObject<HTMLDivElement | null>;
  /** Put on the panel: keeps Tab inside it and closes on Escape when dismissible. */
  onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => void;
}

/**
 * What every modal surface does while open: locks page scroll, moves focus inside (the
 * `initialFocus` element, else the panel), keeps Tab and
 * Shift+Tab inside, closes on Escape unless it may not be dismissed, and gives focus back to
 * the control that opened it when it closes.
 */
export function useDialogBehaviour({
  open,
  dismissible,
  onClose,
  initialFocus,
  focusNextFrame = false,
}: {
  open: boolean;
  dismissible: boolean;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /**
   * Moves focus in at the next frame instead of at once: for a dialog that opens in the same
   * commit as the whole page around it (the one the HTML already shows, taken over by the app's
   * first commit). Focusing computes the styles of everything that commit added, in its task:
   * 115 ms of a 335 ms task at 4x on `/ar/search?q=milk`. At the next frame the browser does that
   * work once anyway.
   */
  focusNextFrame?: boolean;
}): DialogBehaviour {
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockPageScroll();
    // The panel itself (labelled by the title) takes focus unless the caller names a control:
    // a screen reader announces the dialog, Tab reaches its first control, and a dialog that
    // opens by itself does not greet the shopper with a focus ring on its close button. Without
    // scrolling: the panel is in view, and a focus that may scroll lays the page out at once.
    const focusIn = () => {
      const panel = panelRef.current;
      if (panel?.contains(document.activeElement)) return; // the shopper got there first
      (initialFocus?.current ?? panel)?.focus({ preventScroll: true });
    };
    let frame = 0;
    if (focusNextFrame) frame = requestAnimationFrame(focusIn);
    else focusIn();
    return () => {
      cancelAnimationFrame(frame);
      release();
      // The opener may have left the page meanwhile (e.g. a menu that closed).
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus, focusNextFrame]);

  function onKeyDown(event: ReactKeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape') {
      if (dismissible) {
        event.stopPropagation();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { panelRef, onKeyDown };
}
