// @ts-check
// The gateway: one origin for the storefront. It serves the shell build, the deployed remote
// versions and their registry, and forwards API calls to the commerce service.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { NO_CACHE, remoteCacheControl, shellCacheControl } from './cache-policy.js';
import {
  FIRST_SCREEN_SCRIPT_SOURCE,
  firstScreenOf,
  loadRenderers,
  localeOfPage,
} from './first-screen.js';
import {
  registryElement,
  routeScripts,
  scriptHints,
  shellScripts,
  withPageAdditions,
} from './page-head.js';

/**
 * @typedef {object} GatewayOptions
 * @property {string} shellDir folder of the shell's production build (`shell/dist`)
 * @property {string} deployDir deploy root holding `remotes.json` and `remotes/<name>/<version>/`
 * @property {string} commerceUrl base URL of the commerce service (`http://127.0.0.1:4000`)
 * @property {boolean} [production] production mode
 * @property {boolean} [devRoutes] proxy the commerce service's development routes (`/dev/*`):
 *   only when `DUKKAN_DEV_ROUTES=1`, never in production mode (server.js refuses the mix)
 * @property {string | null} [redisUrl] Redis holding the edge limits' counters, shared by every
 *   gateway instance (`REDIS_URL`); null keeps them in this process's memory
 * @property {number} [apiRateLimit] API requests ({@link LIMITED_PREFIXES}) one client may send
 *   per minute ({@link API_RATE_LIMIT} by default)
 * @property {boolean} [pageHints] put the locale, the first screen, the registry and the preload
 *   hints into each page (default true; false serves the plain index.html, for measuring what
 *   they change)
 * @property {number} [renderDeadlineMs] how long a page waits for its remote's per-request
 *   render before it is served with the static part (first-screen.js RENDER_DEADLINE_MS)
 * @property {import('fastify').FastifyServerOptions['logger']} [logger] Fastify logger option
 * @property {false | string[]} [trustProxy] the front proxies (addresses, CIDRs) whose
 *   `X-Forwarded-*` headers are believed: they decide the client's address and whether the
 *   request came in over https. None by default: the client is the TCP peer.
 */

/** The Content-Security-Policy of every response. Emotion injects `<style>` tags at run time. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The first screen's one inline script, by its hash (first-screen.js).
  scriptSrc: ["'self'", FIRST_SCREEN_SCRIPT_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
};

/** Paths forwarded to the commerce service; `/dev` (OTP outbox, payment sandbox) only with dev routes on. */
export function proxiedPrefixes(devRoutes = false) {
  return devRoutes ? [...API_PREFIXES, '/dev'] : [...API_PREFIXES];
}

/** The commerce service's public paths. */
export const API_PREFIXES = /** @type {const} */ (['/graphql', '/ai-search', '/media']);
/** The ones behind the edge limit: /media answers are cached images, cheap and many per page. */
export const LIMITED_PREFIXES = ['/graphql', '/ai-search'];

/**
 * Requests one client address may send to {@link LIMITED_PREFIXES} per minute, counted at the
 * edge before anything reaches the commerce service (which keeps its own, finer limits per
 * action). A page load of the storefront sends about 10 to 30; 600 a minute leaves room for a
 * few shoppers behind one mobile carrier's shared address and stops one client from taking the
 * service's capacity from the others.
 */
export const API_RATE_LIMIT = 600;

/** Milliseconds the gateway waits on Redis before counting a request without it. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Largest request body forwarded to the commerce service, in bytes: the service's own Fastify
 * `bodyLimit` (infra/commerce-service/src/app.ts; a gateway test checks the two agree). A bigger
 * body is refused here with 413 before any byte goes upstream, instead of the service cutting
 * the upload and the proxy reporting that as a 502.
 */
export const BODY_LIMIT = 256 * 1024;

/** The JSON answer for a body over {@link BODY_LIMIT}. */
function tooLarge() {
  return {
    statusCode: 413,
    error: 'Payload Too Large',
    message: `The request body is larger than the ${BODY_LIMIT / 1024} KB the commerce service accepts.`,
  };
}

/** Responses smaller than this are sent uncompressed: compressing them saves nothing. */
const COMPRESS_THRESHOLD = 1024;

/** Shell spec "Group-id cookie": 30 days. */
export const GROUP_ID_MAX_AGE = 2592000;

/**
 * Builds the gateway without listening, so tests can drive it with `inject`.
 * @param {GatewayOptions} options
 */
export async function buildGateway(options) {
  const {
    shellDir,
    deployDir,
    commerceUrl,
    devRoutes = false,
    pageHints = true,
    renderDeadlineMs,
    redisUrl = null,
    apiRateLimit = API_RATE_LIMIT,
  } = options;
  if (!shellDir || !deployDir || !commerceUrl) {
    throw new Error('buildGateway needs shellDir, deployDir and commerceUrl');
  }
  const remotesDir = path.join(deployDir, 'remotes');
  const indexFile = path.join(shellDir, 'index.html');
  const registryFile = path.join(deployDir, 'remotes.json');

  /** Requests whose chunked body went over the limit while streaming upstream. */
  const oversized = new WeakSet();

  const app = Fastify({
    logger: options.logger ?? false,
    // Only the configured front proxies may say who the client is; anyone else is the client.
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    // One line per request drowns the useful ones; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS over plain http would be ignored at best; it is added below only for https requests.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote builds may be loaded by a shell on another origin of the same site (dev servers).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 5 compresses nearly as well as 11 on JS at a small fraction of the CPU per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // @fastify/compress applies its threshold to buffers only; a small file arrives as a stream,
    // so read it (under 1 KB) into a buffer and let the threshold decide.
    const length = Number(reply.getHeader('content-length'));
    if (isStream(payload) && length < COMPRESS_THRESHOLD) payload = await drain(payload);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const groupId = groupIdOf(request.query);
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'GET' && groupId && type.startsWith('text/html')) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      // Not HttpOnly: the shell reads it to attach the customer to the group at identity fetch.
      reply.header(
        'Set-Cookie',
        `group-id=${groupId}; Path=/; Max-Age=${GROUP_ID_MAX_AGE}; SameSite=Lax${secure}`,
      );
    }
    return payload;
  });

  /**
   * The registry last read, what is made of it once per change: its parsed value (frozen:
   * every request shares it) and the page's data block.
   */
  let lastRegistry = { text: '', parsed: /** @type {unknown} */ (undefined), element: '' };

  /**
   * The registry is the one mutable file of a deploy: read on every request, never cached; it
   * is parsed again only when its text has changed. When it names new versions, their page
   * renderers load after this request (first-screen.js), so the next page does not wait for them.
   * @returns {Promise<{ text: string, parsed: unknown, element: string } | { missing: true } | { invalid: true }>}
   */
  async function readRegistry() {
    let text;
    try {
      text = await readFile(registryFile, 'utf8');
    } catch (error) {
      if (isMissing(error)) return { missing: true };
      throw error;
    }
    if (text === lastRegistry.text) return lastRegistry;
    let parsed;
    try {
      parsed = deepFreeze(JSON.parse(text));
    } catch {
      return { invalid: true };
    }
    lastRegistry = { text, parsed, element: registryElement(text) };
    if (pageHints && typeof parsed === 'object' && parsed !== null) {
      setImmediate(() => {
        void loadRenderers(parsed, remotesDir, (message) => app.log.warn(message));
      });
    }
    return lastRegistry;
  }

  app.get('/remotes.json', async (request, reply) => {
    const registry = await readRegistry();
    if ('missing' in registry) {
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .send({
          statusCode: 404,
          error: 'Not Found',
          message: `No remote registry at ${registryFile}: publish the remotes (node infra/scripts/publish-remotes.mjs).`,
        });
    }
    if ('invalid' in registry) {
      return reply
        .code(500)
        .header('Cache-Control', NO_CACHE)
        .send({
          statusCode: 500,
          error: 'Internal Server Error',
          message: `The remote registry ${registryFile} is not valid JSON.`,
        });
    }
    const { text } = registry;
    const etag = `"${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;
    reply.header('Cache-Control', NO_CACHE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(text);
  });

  /**
   * The shell's index.html for one page load: its locale and, on a first visit, the first
   * screen (first-screen.js); the registry read now, the shell's own first-load scripts and the
   * route's preload hints (page-head.js); the data of a page drawn for this request. Without a
   * usable registry the page has no hints and the shell asks `/remotes.json` itself (which then
   * explains the problem).
   * @param {string} url
   * @param {string | undefined} cookieHeader
   */
  async function pageHtml(url, cookieHeader) {
    const plain = await readFile(indexFile, 'utf8');
    if (!pageHints) return plain;
    const [pathname = '/', query] = url.split(/\?(.*)/s);
    const request = { pathname, search: query ? `?${query}` : '', cookieHeader, shellDir };
    const shellFiles = await shellScripts(shellDir, localeOfPage(pathname));
    const registry = await readRegistry();
    // Checked below: the file may hold any JSON.
    const parsed = /** @type {Record<string, { manifest: string }> | null} */ (
      'text' in registry ? registry.parsed : null
    );
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      const { html, firstData, screen } = await firstScreenOf(plain, request);
      return withPageAdditions(html, [
        ...scriptHints(shellFiles, screen),
        ...(firstData === null ? [] : [firstData]),
      ]);
    }
    const { html, firstData, screen } = await firstScreenOf(plain, {
      ...request,
      registry: parsed,
      remotesDir,
      commerceUrl,
      renderDeadlineMs,
      warn: (message) => app.log.warn(message),
    });
    let routeFiles = /** @type {string[]} */ ([]);
    try {
      routeFiles = await routeScripts(pathname, parsed, remotesDir);
    } catch (error) {
      // A hint is an optimisation: a path or manifest it cannot read must not break the page.
      app.log.warn({ err: error }, 'no preload hints for %s', pathname);
    }
    return withPageAdditions(html, [
      /** @type {{ element: string }} */ (registry).element,
      ...scriptHints([...shellFiles, ...routeFiles], screen),
      // Last: the page's data can weigh tens of KB, and the hints should not wait behind it.
      ...(firstData === null ? [] : [firstData]),
    ]);
  }

  app.get('/', (request, reply) => reply.callNotFound());

  // A declared length over the limit is refused at once; a chunked body (no length) is counted
  // as it streams to the proxy and cut at the limit (see the proxy's onError below).
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > BODY_LIMIT) {
      reply.header('Connection', 'close');
      return reply.code(413).header('Cache-Control', NO_CACHE).send(tooLarge());
    }
    return undefined;
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-length'] !== undefined) return payload;
    let seen = 0;
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        seen += chunk.length;
        if (seen > BODY_LIMIT) {
          oversized.add(request.raw);
          callback(Object.assign(new Error('request body over the limit'), { statusCode: 413 }));
        } else callback(null, chunk);
      },
    });
    return payload.pipe(counted);
  });

  // Scripts and styles come with their `.br` and `.gz` siblings from the build
  // (infra/build/precompress-plugin.cjs): `preCompressed` sends the one the browser accepts, so
  // they are not compressed again per request (older builds without them still are, above).
  // Every static answer may differ by Accept-Encoding, hence Vary on all of them.
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', shellCacheControl(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', remoteCacheControl(path.relative(remotesDir, filePath)));
      res.setHeader('Vary', 'Accept-Encoding');
      // Public static files: a shell served from another origin may fetch the manifest.
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  // The edge limit per client, before a request is forwarded. Counters live in Redis when
  // REDIS_URL is set (every gateway instance shares them), else in this process.
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: REDIS_TIMEOUT_MS * 4,
        commandTimeout: REDIS_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
        ...(redisUrl.startsWith('rediss://') ? { tls: {} } : {}),
      })
    : null;
  if (redis) {
    // Errors are answered per request (skipOnError below); a listener keeps them from crashing.
    redis.on('error', (error) => app.log.warn({ err: error }, 'edge limit: Redis unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'dukkan-gateway-rl:' } : {}),
    // Redis down: count nothing rather than refuse every shopper (the service's own limits stay).
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      message_ar: `طلبات كثيرة جداً. يرجى المحاولة مرة أخرى بعد ${Math.max(1, Math.ceil(context.ttl / 1000))} ثانية.`,
    }),
  });

  for (const prefix of proxiedPrefixes(devRoutes)) {
    await app.register(fastifyHttpProxy, {
      upstream: commerceUrl,
      prefix,
      rewritePrefix: prefix,
      ...(LIMITED_PREFIXES.includes(prefix)
        ? { config: { rateLimit: { max: apiRateLimit, timeWindow: 60_000 } } }
        : {}),
      replyOptions: {
        // The service believes X-Forwarded-For from the gateway only: it always carries the
        // client this gateway decided on (the TCP peer, or what a trusted front proxy said),
        // never what the client wrote.
        rewriteRequestHeaders: (request, headers) => {
          /** @type {Record<string, unknown>} */
          const forwarded = { ...headers, 'x-forwarded-for': request.ip };
          delete forwarded.forwarded;
          delete forwarded['x-real-ip'];
          return /** @type {typeof headers} */ (forwarded);
        },
        onError: (reply, { error }) => {
          if (oversized.has(reply.request.raw)) {
            reply.code(413).header('Cache-Control', NO_CACHE).send(tooLarge());
            return;
          }
          const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error)
            .cause;
          reply.code(502).send({
            statusCode: 502,
            error: 'Bad Gateway',
            message: `The commerce service at ${commerceUrl} did not answer (${cause?.code ?? cause?.message ?? error.message}).`,
          });
        },
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // Browsers ask for /favicon.ico on every site; when the shell ships none, say "nothing"
    // instead of a 404 that every page would log as a console error.
    if (
      request.url.split('?')[0] === '/favicon.ico' &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.code(204).header('Cache-Control', 'public, max-age=86400').send();
    }
    if (isPageRequest(request.method, request.url, request.headers.accept)) {
      if (!(await exists(indexFile))) {
        return reply
          .code(503)
          .header('Cache-Control', NO_CACHE)
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: `The shell is not built (${indexFile} is missing): run npm run build.`,
          });
      }
      // SPA fallback: the shell's router decides what the path shows (including its 404 page).
      return reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(await pageHtml(request.url, request.headers.cookie));
    }
    return reply
      .code(404)
      .header('Cache-Control', NO_CACHE)
      .send({
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`,
      });
  });

  // The live versions' page renderers load as the gateway starts, not in its first page.
  if (pageHints) await readRegistry().catch(() => undefined);

  return app;
}

/**
 * A request answered with the shell's `index.html` when no file matches: a browser navigation
 * (GET or HEAD asking for HTML) outside the folders that only hold files.
 * @param {string} method
 * @param {string} url
 * @param {string | undefined} accept
 */
export function isPageRequest(method, url, accept) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept || !accept.includes('text/html')) return false;
  const pathname = url.split('?')[0] ?? '/';
  return !pathname.startsWith('/remotes/') && pathname !== '/remotes.json';
}

/**
 * @param {unknown} payload
 * @returns {payload is NodeJS.ReadableStream}
 */
function isStream(payload) {
  return typeof (/** @type {{ pipe?: unknown }} */ (payload)?.pipe) === 'function';
}

/** @param {NodeJS.ReadableStream} stream */
async function drain(stream) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** @param {unknown} query */
function groupIdOf(query) {
  const value =
    query && typeof query === 'object'
      ? /** @type {Record<string, unknown>} */ (query).group_id
      : undefined;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : undefined;
}

/**
 * `value` and everything in it made read-only, for a parsed file that requests share.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** @param {unknown} error */
function isMissing(error) {
  const code = /** @type {{ code?: string }} */ (error)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** @param {string} file */
async function exists(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
