// The first screen (issue 14): what a page shows from its HTML alone, before any script has
// arrived, composed per request from parts built once (docs/architecture.md section 5, "The
// first screen"):
//   base    the shell's global styles and the preloads of the faces drawn;
//   layout  the default layout's header around the page's part: the live version's static part
//           (`first-screen/<Module>.<locale>.html`) or, when the remote publishes a renderer
//           (`first-screen/pages.cjs`), the page drawn for this request with its data, whose
//           Apollo cache goes into the `first-data` block;
//   dialog  the select-area dialog that a first visit, with no delivery area saved, opens by
//           itself.
// Everything goes inside #root, hidden until the inline script shows it (script.ts). The app's
// first render replaces it with the same, now working.
import {
  FIRST_DATA_ID,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_PAGE_ID,
  FIRST_SCREEN_PAGE_PATH,
} from '@dukkan/contracts/first-screen';
import { directionOf } from '@dukkan/contracts/locale';
import type { Locale } from '@dukkan/contracts/locale';
import type { Registry } from '../registry';
import { dataElement, escapeAttribute } from '../pages/html';
import { LOCALE_PREFIX, localeOfPage, matchOfPath } from '../pages/routes';
import type { RouteMatch } from '../pages/routes';
import { sourceOfCookies } from './commerce';
import { renderedPage } from './kept-pages';
import { HEAD_STYLES, liveModuleOf, opensSelectArea, pagePart, shellPart } from './parts';
import { FIRST_SCREEN_SCRIPT } from './script';
import { storeConfigOf } from './store-config';
import type { StoreTexts } from './store-config';
import { filledLayout, withStoreConfig } from './store-texts';
import type { DrawnPage } from './types';
import type { Warn } from './warn';

/**
 * How long the page's HTML waits for a remote's per-request render, in ms, by default
 * (`renderDeadlineMs`, env PAGE_RENDER_DEADLINE_MS). The whole answer waits for it (nothing is
 * sent before), so a slow service must cost little: the commerce service answers a cached
 * listing in a few ms, and past this the page is served with its static part. The one load of a
 * version's `pages.cjs` comes before and is not counted.
 */
export const RENDER_DEADLINE_MS = 400;

/** The element of the layout's <main> that holds the page's part. */
const PAGE_SLOT = `<div id="${FIRST_SCREEN_PAGE_ID}"></div>`;

/** #root as the shell's build writes it (without quotes: `<div id=root></div>`). */
const ROOT = /<div id="?root"?><\/div>/;

export interface FirstScreenRequest {
  pathname: string;
  /** The query, `?...` or ''. */
  search?: string;
  cookieHeader: string | undefined;
  /** The shell's folder. */
  shellDir: string;
  /** The live registry, for the page's part. */
  registry?: Registry;
  /** The folder of the remotes' versions, for the page's part. */
  remotesDir?: string;
  /** The commerce service, for a remote's per-request render (no such render without it). */
  commerceUrl?: string;
  /** Reports a render that failed (once per reason). */
  warn?: Warn;
  /** How long the page waits for that render (RENDER_DEADLINE_MS by default). */
  renderDeadlineMs?: number;
}

export interface FirstScreen {
  html: string;
  /** The `first-data` block for the end of <body>, or null. */
  firstData: string | null;
  /** Whether the page got a first screen. */
  screen: boolean;
  /** The Apollo cache a per-request render drew the page from, or null (the page head's facts). */
  pageCache?: Record<string, unknown> | null;
}

/** The page's own part: drawn for this request when its remote can, else its static part. */
async function drawnOrStatic(
  request: FirstScreenRequest,
  locale: Locale,
  { route, params }: RouteMatch,
): Promise<{ rendered: DrawnPage | null; part: () => Promise<string> }> {
  const live = liveModuleOf(route.module, request.registry, request.remotesDir);
  const rendered =
    live && request.commerceUrl && request.registry && request.remotesDir
      ? await renderedPage(
          live,
          { locale, path: request.pathname, search: request.search ?? '', params },
          {
            commerceUrl: request.commerceUrl,
            source: sourceOfCookies(request.cookieHeader),
            warn: request.warn ?? console.warn,
            deadlineMs: request.renderDeadlineMs ?? RENDER_DEADLINE_MS,
            registry: request.registry,
            remotesDir: request.remotesDir,
          },
        )
      : null;
  return {
    rendered,
    part: () => (rendered ? Promise.resolve(rendered.html) : pagePart(live, locale)),
  };
}

/**
 * The `first-data` block: the cache the page was drawn from, with the store's texts, so the
 * app's header draws them at once, as the HTML did, without asking. Null when there is neither.
 */
function firstDataOf(
  request: FirstScreenRequest,
  locale: Locale,
  rendered: DrawnPage | null,
  texts: StoreTexts | null,
): string | null {
  const pageCache = rendered?.cache ?? (texts ? {} : null);
  if (pageCache === null) return null;
  const cache = texts ? withStoreConfig(pageCache, texts) : pageCache;
  const source = sourceOfCookies(request.cookieHeader);
  return dataElement(FIRST_DATA_ID, { locale, source, path: request.pathname, cache });
}

/** The layout around the page's part, with the store's texts when the service gave them. */
async function layoutScreen(
  layout: string,
  request: FirstScreenRequest,
  locale: Locale,
  match: RouteMatch,
  storeTexts: Promise<StoreTexts | null>,
): Promise<{ html: string; firstData: string | null; pageCache: Record<string, unknown> | null }> {
  const { rendered, part } = await drawnOrStatic(request, locale, match);
  const texts = await storeTexts;
  const storePart = texts ? await shellPart(request.shellDir, 'layout-store', locale) : null;
  const withTexts = texts && storePart !== null ? filledLayout(storePart, texts) : null;
  const pageHtml = await part();
  const here = escapeAttribute(
    `${request.pathname.replace(LOCALE_PREFIX, '')}${request.search ?? ''}`,
  );
  const html = (withTexts ?? layout)
    .replaceAll(FIRST_SCREEN_PAGE_PATH, () => here)
    .replace(PAGE_SLOT, () => PAGE_SLOT.replace('></', () => `>${pageHtml}</`));
  return {
    html,
    firstData: firstDataOf(request, locale, rendered, texts),
    pageCache: rendered?.cache ?? null,
  };
}

/** The shell's parts this page shows, or null when it shows none. */
async function shellPartsOf(request: FirstScreenRequest, locale: Locale, match: RouteMatch) {
  const { shellDir, pathname, cookieHeader } = request;
  const base = await shellPart(shellDir, 'base', locale);
  if (base === null) return null;
  const layout =
    match.route.layout === 'default' ? await shellPart(shellDir, 'layout', locale) : null;
  const dialog = opensSelectArea(pathname, cookieHeader)
    ? await shellPart(shellDir, 'dialog', locale)
    : null;
  return layout === null && dialog === null ? null : { base, layout, dialog };
}

/**
 * The page with the screen inside #root. The base's Global rules go to the head: the app's
 * Global takes them over from there (they outlast the first screen, and are not compiled or
 * inserted again). So do its faces, which the app finds there (ensureFaces).
 */
function assembled(page: string, base: string, rest: string): string {
  const globals = base.match(HEAD_STYLES) ?? [];
  const screen = (globals.length > 0 ? base.replace(HEAD_STYLES, '') : base) + rest;
  return page
    .replace('</head>', () => `${globals.join('')}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"><div id="${FIRST_SCREEN_ID}" hidden>${screen}</div><script>${FIRST_SCREEN_SCRIPT}</script></div>`,
    );
}

/**
 * The page for one request: `<html lang dir>` of its locale (the app sets them too, but only once
 * it runs) and, inside #root, the first screen: on a page of the default layout its header and
 * the page's own part; the dialog when it opens by itself. A shell built without first screens
 * (the dev server) gives the page unchanged.
 * @param html the shell's index.html
 */
export async function firstScreenOf(
  html: string,
  request: FirstScreenRequest,
): Promise<FirstScreen> {
  const locale = localeOfPage(request.pathname);
  if (!locale) return { html, firstData: null, screen: false };
  const page = html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
  const none = { html: page, firstData: null, screen: false };
  if (!ROOT.test(page)) return none;
  const match = matchOfPath(request.pathname);
  const parts = await shellPartsOf(request, locale, match);
  if (parts === null) return none;
  const { base, layout, dialog } = parts;
  // Asked while the page is drawn: the layout's header shows the store's texts.
  const storeTexts =
    layout !== null && request.commerceUrl
      ? storeConfigOf(request.commerceUrl, locale, request.renderDeadlineMs ?? RENDER_DEADLINE_MS)
      : Promise.resolve(null);
  const drawn =
    layout === null ? null : await layoutScreen(layout, request, locale, match, storeTexts);
  return {
    html: assembled(page, base, (drawn?.html ?? '') + (dialog ?? '')),
    firstData: drawn?.firstData ?? null,
    screen: true,
    pageCache: drawn?.pageCache ?? null,
  };
}
