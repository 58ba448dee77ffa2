/**
 * What the gateway writes into a page and the shell reads back (docs/architecture.md section 5,
 * "The first screen"): element ids, attribute names, marks and the one rule both sides decide.
 * The gateway bundles this file at build time and the shell imports it, so neither keeps a copy.
 * Plain values only (no React, no other import): the shell's entry reads some of them before
 * anything else has loaded, and the gateway runs it on Node.
 */

/** Id of the first screen's element in #root; the app's first render replaces it. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Id of the select-area dialog's part of the first screen. */
export const FIRST_SCREEN_DIALOG_ID = 'first-screen-dialog';

/** Id of the element in the layout's <main> that holds the page's own part. */
export const FIRST_SCREEN_PAGE_ID = 'first-screen-page';

/**
 * The path the shell's build draws the layout at: the gateway writes the request's own path
 * and query over it (the language switch's link).
 */
export const FIRST_SCREEN_PAGE_PATH = '/first-screen-path';

/**
 * Attribute of the element that holds another team's module drawn into a page by the gateway;
 * its value is the module id.
 */
export const FIRST_FRAGMENT_ATTRIBUTE = 'data-first-fragment';

/** Id of the JSON data block holding the Apollo cache a page was drawn from. */
export const FIRST_DATA_ID = 'first-data';

/** Id of the JSON data block holding the remote registry as it was when the page was served. */
export const REGISTRY_ELEMENT_ID = 'dukkan-registry';

/** Id of the JSON data block listing the scripts to fetch once the first screen is painted. */
export const AFTER_PAINT_ID = 'dukkan-after-paint';

/** Id of the style element that holds the page's faces (it is never moved once in the head). */
export const FACES_STYLE_ID = 'dukkan-faces';

/**
 * Stand-ins for the store's texts in the shell's `layout-store` part: the gateway writes the
 * store's own over them for each request. The phone's is digits only, since the header's `tel:`
 * link keeps only the digits and `+` of it.
 */
export const STORE_MARKS = {
  promo_banner: 'first-screen-promo-banner',
  customer_support_phone: '+00000000000000000',
} as const;

/**
 * A remote's texts file in one language, as the remotes' builds name them: `texts-<locale>` and
 * its parts (`texts-en-orders`). The first group is the locale.
 */
export const TEXTS_FILE = /^texts-(en|ar)(?:-[\w-]+)?\.\w+\.js$/;

/** Pages where the select-area dialog never opens by itself (shell spec section 2). */
const AREA_PROMPT_EXEMPT = /^\/(privacy|terms|return)\/?$/;

/**
 * True when the select-area dialog should open by itself: no store is saved and the page
 * (path without locale) is not privacy, terms or return.
 */
export function shouldPromptForArea(path: string, hasSavedStore: boolean): boolean {
  return !hasSavedStore && !AREA_PROMPT_EXEMPT.test(path);
}
