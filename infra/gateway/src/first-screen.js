// @ts-check
// The first screen (issue 14): what a page shows from its HTML alone, before any script has
// arrived. The shell's build renders its parts from the app's own components
// (shell/src/first-screen/render-first-screen.tsx -> `first-screen/<part>.<locale>.html`):
//   base    the global styles and the preloads of the faces drawn;
//   layout  the default layout's header around an empty <main>;
//   dialog  the select-area dialog that a first visit, with no delivery area saved, opens by
//           itself under `/en` or `/ar` (its text is the largest paint of most first visits).
// A remote's build may render the first screen of a page it exposes, named after the module
// (mf-catalog: `first-screen/HomePage.<locale>.html`, the offer banner); the gateway takes the
// live version's copy and puts it in the layout's <main>.
// Everything goes inside #root. The app's first render replaces it (`createRoot` empties #root)
// with the same, now working; the shell shows the page's copy while the page's module loads.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOCALE_PREFIX,
  escapeAttribute,
  readShellFile,
  remoteVersionOf,
  routeOfPath,
} from './page-head.js';

/** Id of the first screen's element. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Id of the dialog's part (the shell reads it: select-area-dialog.tsx). */
export const FIRST_SCREEN_DIALOG_ID = 'first-screen-dialog';

/** The element of the layout's <main> that holds the page's part (shell: first-screen-page.tsx). */
const PAGE_SLOT = '<div id="first-screen-page"></div>';

/**
 * The path the shell's build renders the layout at (render-first-screen.tsx): where it shows (the
 * language switch's link), the request's own path and query take its place.
 */
const PAGE_PATH = '/first-screen-path';

/** The locales and their directions (shared-contracts/src/locale.ts). */
const DIRECTIONS = /** @type {const} */ ({ en: 'ltr', ar: 'rtl' });

/** Pages where the dialog never opens by itself (shell/src/features/select-area/select-area-rules.ts). */
const EXEMPT = /^\/(privacy|terms|return)\/?$/;

/**
 * The screen hidden until its last element is parsed: a page painted while the HTML still
 * streams in would otherwise show half a header, or a short panel that jumps as the rest arrives.
 */
const HIDDEN = `<style>#${FIRST_SCREEN_ID}{visibility:hidden}</style>`;
const SHOWN = `<style>#${FIRST_SCREEN_ID}{visibility:visible}</style>`;

/**
 * Takes the dialog away before the first paint when this browser has an area saved after all:
 * the `store` cookie lives for the browser session, the saved choice in localStorage
 * (`store_choice`, shell/src/shared/services/store-choice-store.ts) longer. Without storage the
 * app asks for the area too, so the dialog stays.
 */
export const FIRST_SCREEN_SCRIPT = `try{if(localStorage.getItem('store_choice')!==null)document.getElementById('${FIRST_SCREEN_DIALOG_ID}').remove()}catch(e){}`;

/** Without scripts nothing can replace the first screen: the page's noscript message shows instead. */
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
 * A part of the shell's first screen, or null when its build wrote none (the dev server); read
 * again only when a deploy rewrites it (readShellFile).
 * @param {string} shellDir
 * @param {string} part
 * @param {string} locale
 */
function shellPart(shellDir, part, locale) {
  return readShellFile(path.join(shellDir, 'first-screen', `${part}.${locale}.html`));
}

/** Remote page parts by file: a version folder is never rewritten, so one read is enough. */
const pageParts = new Map();

/**
 * The first screen the live version of the route's remote published for its page module, or ''.
 * @param {string} module the route's module (`mf-catalog/HomePage`)
 * @param {string} locale
 * @param {Record<string, unknown> | undefined} registry the live registry
 * @param {string | undefined} remotesDir the folder of the remotes' versions
 */
async function pagePart(module, locale, registry, remotesDir) {
  if (!registry || !remotesDir) return '';
  const [remote = '', name = ''] = module.split('/');
  const version = remoteVersionOf(registry, remote);
  if (!version) return '';
  const file = path.join(remotesDir, remote, version, 'first-screen', `${name}.${locale}.html`);
  if (!pageParts.has(file)) {
    pageParts.set(file, await readFile(file, 'utf8').catch(() => ''));
  }
  return pageParts.get(file);
}

/**
 * The page for one request: `<html lang dir>` of its locale (the app sets them too, but only once
 * it runs) and, inside #root, the first screen: on a page of the default layout its header and
 * the page's own part when its remote published one; the dialog when it opens by itself. A
 * shell built without first screens (the dev server) gives the page unchanged.
 * @param {string} html the shell's index.html
 * @param {{ pathname: string, search?: string, cookieHeader: string | undefined,
 *   shellDir: string, registry?: Record<string, unknown>, remotesDir?: string }} request the
 *   path and query (`?...` or ''), the cookies, the shell's folder, and the live registry with
 *   the folder of the remotes' versions, for the page's part
 */
export async function withFirstScreen(html, request) {
  const { pathname, search = '', cookieHeader, shellDir, registry, remotesDir } = request;
  const locale = localeOfPage(pathname);
  if (!locale) return html;
  const page = html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${DIRECTIONS[locale]}">`);
  // The shell's build writes the attribute without quotes (`<div id=root></div>`).
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(page)) return page;
  const base = await shellPart(shellDir, 'base', locale);
  if (base === null) return page;
  const route = routeOfPath(pathname);
  const layout = route.layout === 'default' ? await shellPart(shellDir, 'layout', locale) : null;
  const dialog = opensSelectArea(pathname, cookieHeader)
    ? await shellPart(shellDir, 'dialog', locale)
    : null;
  if (layout === null && dialog === null) return page;
  let screen = base;
  if (layout !== null) {
    const part = await pagePart(route.module, locale, registry, remotesDir);
    const here = escapeAttribute(`${pathname.replace(LOCALE_PREFIX, '')}${search}`);
    screen += layout
      .replaceAll(PAGE_PATH, () => here)
      .replace(PAGE_SLOT, () => PAGE_SLOT.replace('></', `>${part}</`));
  }
  if (dialog !== null) screen += dialog;
  return page.replace(
    root,
    () =>
      `<div id="root"><div id="${FIRST_SCREEN_ID}">${HIDDEN}${screen}${SHOWN}</div>${dialog === null ? '' : `<script>${FIRST_SCREEN_SCRIPT}</script>`}${NO_SCRIPT}</div>`,
  );
}
