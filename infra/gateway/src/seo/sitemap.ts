// robots.txt and the sitemap (issue 63), generated from the catalogue: the commerce service
// gives the page paths (GET /sitemap-entries, in slices), the gateway writes each in both
// languages with its alternates. A sitemap file holds at most 50,000 URLs (sitemaps.org); past
// that /sitemap.xml is an index of /sitemap-<n>.xml files.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, withLocale } from '@dukkan/contracts/locale';
import { ROUTES } from '@dukkan/contracts/routes';
import { escapeText } from '../pages/html';

/** URLs per sitemap file: the protocol's limit. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** The most page paths read from the service (each is two URLs, one per language). */
export const SITEMAP_PATHS_MAX = 200_000;
/** How long the paths are kept, in ms; a failed read is tried again after SITEMAP_RETRY_MS. */
export const SITEMAP_TTL_MS = 10 * 60_000;
const SITEMAP_RETRY_MS = 30_000;
/** One slice's wait for the service, in ms. */
const SLICE_TIMEOUT_MS = 10_000;
const KINDS = ['categories', 'pages', 'products'] as const;

export interface SitemapOptions {
  commerceUrl: string;
  /** Tests split small catalogues; SITEMAP_URLS_PER_FILE otherwise. */
  urlsPerFile?: number;
}

interface Slice {
  paths: string[];
  next: string | null;
}

/** Every page path of the catalogue (home first), at most SITEMAP_PATHS_MAX. */
async function readPaths(commerceUrl: string): Promise<string[]> {
  const paths = [''];
  const base = commerceUrl.replace(/\/+$/, '');
  for (const kind of KINDS) {
    let after: string | null = '';
    while (after !== null && paths.length < SITEMAP_PATHS_MAX) {
      const query = new URLSearchParams({ kind, after });
      const response = await fetch(`${base}/sitemap-entries?${query}`, {
        signal: AbortSignal.timeout(SLICE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`/sitemap-entries answered ${response.status}`);
      const slice = (await response.json()) as Slice;
      paths.push(...slice.paths.filter((each) => typeof each === 'string' && each !== ''));
      after = slice.next;
    }
  }
  return paths.slice(0, SITEMAP_PATHS_MAX);
}

/** The kept paths: one read at a time, the last good one served while the next is read. */
function pathsKeeper(commerceUrl: string) {
  let until = 0;
  let last: string[] | null = null;
  let reading: Promise<string[] | null> | null = null;
  return async (warn: (error: unknown) => void): Promise<string[] | null> => {
    if (Date.now() < until && last) return last;
    reading ??= readPaths(commerceUrl).then(
      (paths) => {
        last = paths;
        until = Date.now() + SITEMAP_TTL_MS;
        return paths;
      },
      (error: unknown) => {
        warn(error);
        until = Date.now() + SITEMAP_RETRY_MS;
        return null;
      },
    );
    const read = reading.finally(() => {
      reading = null;
    });
    return last ?? (await read);
  };
}

/** One `<url>`: the page in `locale`, with both languages' alternates. */
function urlEntry(origin: string, pagePath: string, locale: string): string {
  const url = (each: string) => escapeText(`${origin}${withLocale(each as 'en', `/${pagePath}`)}`);
  const alternates = LOCALES.map(
    (each) => `<xhtml:link rel="alternate" hreflang="${each}" href="${url(each)}"/>`,
  );
  return `<url><loc>${url(locale)}</loc>${alternates.join('')}</url>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlSet(origin: string, paths: string[], from: number, to: number): string {
  const entries: string[] = [];
  for (let at = from; at < to; at += 1) {
    const pagePath = paths[Math.floor(at / LOCALES.length)] ?? '';
    entries.push(urlEntry(origin, pagePath, LOCALES[at % LOCALES.length] ?? 'en'));
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>`;
}

function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, at) => `<sitemap><loc>${escapeText(`${origin}/sitemap-${at + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`;
}

/** The first path segment of every page a search engine has no use for (signed-in, cart). */
function privateSegments(): string[] {
  const segments = ROUTES.filter(
    (route) =>
      route.guard === 'auth' || route.guard === 'guest' || route.module.startsWith('cart/'),
  )
    .map((route) => route.path.split('/')[0] ?? '')
    .filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':'));
  return [...new Set(segments)].sort();
}

export function robotsText(origin: string): string {
  const pages = privateSegments().flatMap((segment) =>
    LOCALES.map((locale) => `Disallow: /${locale}/${segment}`),
  );
  const apis = ['/graphql', '/ai-search', '/payments/', '/dev/'].map((each) => `Disallow: ${each}`);
  return [
    'User-agent: *',
    ...pages,
    ...apis,
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function xml(reply: FastifyReply, body: string) {
  return reply
    .header('Cache-Control', 'public, max-age=3600')
    .type('application/xml; charset=utf-8')
    .send(body);
}

/** GET /robots.txt, /sitemap.xml and, past one file, /sitemap-<n>.xml. */
export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  const perFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const pathsOf = pathsKeeper(options.commerceUrl);
  const warn = (error: unknown) => app.log.warn({ err: error }, 'the sitemap could not be read');
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('Cache-Control', 'no-cache').send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The sitemap cannot be read from the catalogue now; try again in a minute.',
    });

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsText(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const paths = await pathsOf(warn);
    if (!paths) return unavailable(reply);
    const urls = paths.length * LOCALES.length;
    const origin = originOf(request);
    if (urls <= perFile) return xml(reply, urlSet(origin, paths, 0, urls));
    return xml(reply, sitemapIndex(origin, Math.ceil(urls / perFile)));
  });
  app.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
    const paths = await pathsOf(warn);
    if (!paths) return unavailable(reply);
    const urls = paths.length * LOCALES.length;
    const number = /^(\d{1,4})\.xml$/.exec(request.params.file)?.[1];
    const file = Number(number);
    if (!number || file < 1 || (file - 1) * perFile >= urls || urls <= perFile) {
      return reply.callNotFound();
    }
    const from = (file - 1) * perFile;
    return xml(reply, urlSet(originOf(request), paths, from, Math.min(urls, from + perFile)));
  });
}
