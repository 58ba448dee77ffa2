// The answer to a page request: the shell's index.html with, for this request, its locale and
// first screen (first-screen/compose.ts), the registry read now, the shell's own first-load
// scripts and the route's preload hints (hints.ts), and the data of a page drawn for it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { NO_CACHE } from '../cache-policy';
import { RENDER_DEADLINE_MS, firstScreenOf } from '../first-screen/compose';
import { seoHead, withSeoHead } from '../seo/head';
import { pageFactsOf } from '../seo/page-facts';
import { storeSettingsOf } from '../seo/store-seo';
import type { RegistryAnswer } from '../registry';
import { usableRegistry } from '../registry';
import { withPageAdditions } from './html';
import { routeScripts, scriptHints } from './hints';
import { localeOfPage, matchOfPath } from './routes';
import { shellScripts } from './shell-files';

export interface PageOptions {
  shellDir: string;
  remotesDir: string;
  commerceUrl: string;
  /** False serves the plain index.html (to measure what the additions change). */
  pageHints: boolean;
  renderDeadlineMs?: number;
  readRegistry: () => Promise<RegistryAnswer>;
}

/**
 * Whether a client takes HTML: any `Accept` that does not exclude it (none, any type, `text/*`,
 * `text/html`, or HTML at a lower q), so curl, uptime checks and link-preview fetchers get the
 * page; `application/json` alone, or `text/html;q=0`, excludes it (negotiator, RFC 9110).
 */
export function acceptsHtml(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept } }).mediaType(['text/html']) === 'text/html';
}

/** A last path segment with a file's extension (`main.0123456789.js`, `logo.png`). */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

/**
 * A request answered with the shell's `index.html` when no file matches: GET or HEAD from a
 * client that takes HTML, outside the folders that only hold files. A missing file's name
 * (a script asked with any type) is a 404, not a page, unless the client names `text/html`.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!acceptsHtml(accept)) return false;
  const pathname = url.split('?')[0] ?? '/';
  if (FILE_NAME.test(pathname) && !accept?.includes('text/html')) return false;
  return !pathname.startsWith('/remotes/') && pathname !== '/remotes.json';
}

/** The route's script URLs; a path or manifest that cannot be read gives none (and a warning). */
async function routeFilesOf(
  app: FastifyInstance,
  pathname: string,
  registry: Parameters<typeof routeScripts>[1],
  remotesDir: string,
): Promise<string[]> {
  try {
    return await routeScripts(pathname, registry, remotesDir);
  } catch (error) {
    // A hint is an optimisation: a path or manifest it cannot read must not break the page.
    app.log.warn({ err: error }, 'no preload hints for %s', pathname);
    return [];
  }
}

/**
 * The page's HTML for `url`. Without a usable registry the page has no hints and the shell asks
 * `/remotes.json` itself (which then explains the problem).
 */
async function pageHtml(
  app: FastifyInstance,
  options: PageOptions,
  { url, cookieHeader, origin }: { url: string; cookieHeader?: string; origin: string },
): Promise<string> {
  const { shellDir, remotesDir } = options;
  const plain = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  if (!options.pageHints) return plain;
  const [pathname = '/', query] = url.split(/\?(.*)/s);
  const locale = localeOfPage(pathname);
  // Asked while the page is drawn: the head's title and texts.
  const store = locale
    ? storeSettingsOf(options.commerceUrl, locale, options.renderDeadlineMs ?? RENDER_DEADLINE_MS)
    : null;
  const request = { pathname, search: query ? `?${query}` : '', cookieHeader, shellDir };
  const shellFiles = await shellScripts(shellDir, localeOfPage(pathname));
  const answer = await options.readRegistry();
  const registry = usableRegistry(answer);
  const { html, firstData, screen, pageCache } = await firstScreenOf(
    plain,
    registry === null
      ? request
      : {
          ...request,
          registry,
          remotesDir,
          commerceUrl: options.commerceUrl,
          renderDeadlineMs: options.renderDeadlineMs,
          warn: (message) => app.log.warn(message),
        },
  );
  const routeFiles = registry ? await routeFilesOf(app, pathname, registry, remotesDir) : [];
  const facts = pageFactsOf(pageCache ?? null, matchOfPath(pathname).params.urlKey);
  const head = locale ? seoHead({ origin, locale, pathname, facts, store: await store }) : null;
  return withPageAdditions(head ? withSeoHead(html, head) : html, [
    ...('element' in answer && registry ? [answer.element] : []),
    ...scriptHints([...shellFiles, ...routeFiles], screen),
    // Last: the page's data can weigh tens of KB, and the hints should not wait behind it.
    ...(firstData === null ? [] : [firstData]),
  ]);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * What no route or file answers: `/favicon.ico`, a page (the shell's router decides what the
 * path shows, its 404 page included), or a 404 JSON.
 */
export function registerPages(app: FastifyInstance, options: PageOptions): void {
  const indexFile = path.join(options.shellDir, 'index.html');
  app.get('/', (_request, reply) => reply.callNotFound());
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const read = request.method === 'GET' || request.method === 'HEAD';
    // Browsers ask for /favicon.ico on every site; when the shell ships none, say "nothing"
    // instead of a 404 that every page would log as a console error.
    if (pathname === '/favicon.ico' && read) {
      return reply.code(204).header('Cache-Control', 'public, max-age=86400').send();
    }
    if (!isPageRequest(request.method, request.url, request.headers.accept)) {
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Accept')
        .send({
          statusCode: 404,
          error: 'Not Found',
          message: `Nothing is served at ${request.method} ${pathname}.`,
        });
    }
    if (!(await isFile(indexFile))) {
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: `The shell is not built (${indexFile} is missing): run npm run build.`,
        });
    }
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Accept')
      .type('text/html; charset=utf-8')
      .send(
        await pageHtml(app, options, {
          url: request.url,
          cookieHeader: request.headers.cookie,
          origin: `${request.protocol}://${request.host}`,
        }),
      );
  });
}
