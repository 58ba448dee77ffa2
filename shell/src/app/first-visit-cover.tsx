import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShellServices } from '../shared/services/shell-services';
import type { ShellServices } from '../shared/services/shell-services';
import type { FirstVisitCover } from '../shared/first-visit-cover';
import { firstScreenCopy } from '../features/remotes/first-screen-page';
import { FIRST_SCREEN_DIALOG_ID } from '../features/select-area/components/select-area-dialog';
import { SELECT_AREA_DIALOG_ID } from '../features/select-area/select-area-rules';
import { FIRST_SCREEN_ID } from './boot-stages';

/**
 * Whether this first render should be the dialog alone (src/shared/first-visit-cover.ts): the
 * boot has opened the select-area dialog and the HTML's first screen holds the page at
 * `pathname` (home, a category or product, a search), so the shopper sees a whole page under it
 * without the app drawing one. On a phone, rendering the header, its fragments and the layout
 * under the dialog was about a fifth of a first visit's main-thread work (docs/performance.md,
 * "The dialog alone over the first screen").
 */
export function shouldCoverFirstVisit(
  { dialogs }: Pick<ShellServices, 'dialogs'>,
  pathname: string,
): boolean {
  return (
    dialogs.store.getState().openId === SELECT_AREA_DIALOG_ID && firstScreenCopy(pathname) !== null
  );
}

/**
 * Rendered in the dialog's root while it covers the first screen: takes the HTML's drawing of
 * the dialog away once the app's dialog is committed in its place (and shows the copy, should
 * its inline script still wait for its faces), and ends the cover when the dialog is no longer
 * the one open or the path changes (another locale's root mounts its own watch, which sees a
 * new path).
 */
export function FirstVisitCoverWatch({ cover }: { cover: FirstVisitCover }) {
  const { dialogs } = useShellServices();
  const { pathname } = useLocation();
  const dialogOpen = useStore(dialogs.store, (state) => state.openId === SELECT_AREA_DIALOG_ID);
  useLayoutEffect(() => {
    document.getElementById(FIRST_SCREEN_DIALOG_ID)?.remove();
    // Shown now if its faces have not loaded yet, as the app's own drawing would be.
    document.getElementById(FIRST_SCREEN_ID)?.removeAttribute('hidden');
  }, []);
  useEffect(() => {
    if (!dialogOpen || pathname !== cover.pathname) cover.end();
  }, [cover, dialogOpen, pathname]);
  return null;
}
