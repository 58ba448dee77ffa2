import { createContext, useContext } from 'react';

/**
 * A first visit under the select-area dialog, drawn by the dialog alone. The HTML's first screen
 * already shows the header and the page, and under the modal nothing of them can be reached; so
 * the boot renders the app into a root of its own beside #root with only the dialog (and what
 * the page route does without drawing: its title, its module's code loading when idle), and
 * leaves the copy in #root as the browser laid it out. Once the dialog is no longer the one open
 * (an area saved, or closed without one) or the path changes, `end` swaps the roots: the whole
 * app renders into #root, where the page takes the copy's place as a covered page does
 * (useCoveredFirstPage), and the dialog's root goes (src/app/first-visit-cover.tsx has the rest).
 */
export interface FirstVisitCover {
  /** The path the dialog opened on. */
  pathname: string;
  /** Ends the cover: the whole app renders into #root (once, in a task of its own). */
  end: () => void;
}

const CoverContext = createContext<FirstVisitCover | null>(null);

export const FirstVisitCoverProvider = CoverContext.Provider;

/** The cover while the app renders only the dialog over the first screen, else null. */
export function useFirstVisitCover(): FirstVisitCover | null {
  return useContext(CoverContext);
}

/** The path a cover was started on (module state: one page load). */
let coveredPath: string | null = null;

/**
 * Whether the boot covered the page at `pathname` with the dialog alone: the whole app's first
 * render then keeps that page as its copy until it is ready, as if the dialog had covered it.
 */
export function wasCoveredAtBoot(pathname: string): boolean {
  return coveredPath === pathname;
}

/** Starts a cover on `pathname`; `onEnd` runs once, a task after the first `end()`. */
export function startFirstVisitCover(pathname: string, onEnd: () => void): FirstVisitCover {
  coveredPath = pathname;
  let ended = false;
  return {
    pathname,
    end() {
      if (ended) return;
      ended = true;
      // Never inside React's render or commit (a root cannot be unmounted from there).
      setTimeout(onEnd, 0);
    },
  };
}

/** Forgets the cover (tests). */
export function resetFirstVisitCover(): void {
  coveredPath = null;
}
