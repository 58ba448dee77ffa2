// @ts-check
// The first screen (issue 14). On a first visit, with no delivery area saved, every page under
// `/en` or `/ar` opens the select-area dialog by itself, and its text is the largest thing a
// first visit paints. The shell's build renders that dialog to HTML from the app's own
// components (shell/src/first-screen/render-first-screen.tsx -> `first-screen/<locale>.html`);
// the gateway puts it inside #root, so the dialog is on screen from the HTML alone, before any
// script has arrived. The app's first render replaces it (`createRoot` empties #root) with the
// same dialog, now working.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALE_PREFIX } from './page-head.js';

/** Id of the first screen's element (the shell reads it: select-area-dialog.tsx). */
export const FIRST_SCREEN_ID = 'first-screen';

/** The locales and their directions (shared-contracts/src/locale.ts). */
const DIRECTIONS = /** @type {const} */ ({ en: 'ltr', ar: 'rtl' });

/** Pages where the dialog never opens by itself (shell/src/features/select-area/select-area-rules.ts). */
const EXEMPT = /^\/(privacy|terms|return)\/?$/;

/**
 * Takes the dialog away before the first paint when this browser has an area saved after all:
 * the `store` cookie lives for the browser session, the saved choice in localStorage
 * (`store_choice`, shell/src/shared/services/store-choice-store.ts) longer. Without storage the
 * app asks for the area too, so the dialog stays.
 */
export const FIRST_SCREEN_SCRIPT = `try{if(localStorage.getItem('store_choice')!==null)document.getElementById('${FIRST_SCREEN_ID}').remove()}catch(e){}`;

/** Without scripts nothing can replace the dialog: the page's noscript message shows instead. */
const NO_SCRIPT = `<noscript><style>#${FIRST_SCREEN_ID}{display:none}</style></noscript>`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const FIRST_SCREEN_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;

/**
 * The locale of a page path (`/en`, `/ar/...`), or null for any other path (`/` chooses a locale
 * in the app).
 * @param {string} pathname
 * @returns {keyof typeof DIRECTIONS | null}
 */
export function localeOfPage(pathname) {
  const match = LOCALE_PREFIX.exec(pathname);
  return match ? /** @type {keyof typeof DIRECTIONS} */ (match[1]) : null;
}

/**
 * True when the page opens the select-area dialog by itself as far as the server can tell: a
 * locale page, not an exempt one, and no `store` cookie (the app writes it with the choice).
 * @param {string} pathname
 * @param {string | undefined} cookieHeader
 */
export function opensSelectArea(pathname, cookieHeader) {
  if (!localeOfPage(pathname)) return false;
  if (EXEMPT.test(pathname.replace(LOCALE_PREFIX, '') || '/')) return false;
  return !/(?:^|;\s*)store=/.test(cookieHeader ?? '');
}

/**
 * The page for `pathname`: `<html lang dir>` of its locale (the app sets them too, but only once
 * it runs) and, when the dialog opens by itself, the first screen inside #root. A shell built
 * without first screens (the dev server) gives the page unchanged.
 * @param {string} html the shell's index.html
 * @param {string} pathname
 * @param {string | undefined} cookieHeader
 * @param {string} shellDir
 */
export async function withFirstScreen(html, pathname, cookieHeader, shellDir) {
  const locale = localeOfPage(pathname);
  if (!locale) return html;
  const page = html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${DIRECTIONS[locale]}">`);
  if (!opensSelectArea(pathname, cookieHeader)) return page;
  let screen;
  try {
    screen = await readFile(path.join(shellDir, 'first-screen', `${locale}.html`), 'utf8');
  } catch {
    return page;
  }
  // The shell's build writes the attribute without quotes (`<div id=root></div>`).
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(page)) return page;
  return page.replace(
    root,
    () =>
      `<div id="root"><div id="${FIRST_SCREEN_ID}">${screen}</div><script>${FIRST_SCREEN_SCRIPT}</script>${NO_SCRIPT}</div>`,
  );
}
