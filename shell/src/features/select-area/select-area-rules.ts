/** Pages where the select-area dialog never opens by itself (shell spec section 2). */
const EXEMPT = /^\/(privacy|terms|return)\/?$/;

/** Id of the select-area dialog in the dialogs store. */
export const SELECT_AREA_DIALOG_ID = 'select-area';

/**
 * True when the select-area dialog should open by itself: no store is saved and the page
 * (path without locale) is not privacy, terms or return.
 */
export function shouldPromptForArea(path: string, hasSavedStore: boolean): boolean {
  return !hasSavedStore && !EXEMPT.test(path);
}
