// The gateway: one origin for the storefront. It serves the shell build, the deployed remote
// versions and their registry, pages with their first screen, and forwards API calls to the
// commerce service. Each concern is its own module; this one puts them together in order.
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { registerBodyLimit } from './body-limit';
import { API_RATE_LIMIT, registerEdgeLimit, trustProxyOption } from './client-limits';
import { registerCompression } from './compression';
import { renderPool } from './first-screen/render-pool';
import { loadRenderers } from './first-screen/renderers';
import { addAnswerHeaders, registerSecurityHeaders } from './headers';
import { registerPages } from './pages/page-answer';
import { registerSitemap } from './seo/sitemap';
import { answerRequestIds, registerProbes, requestIdOf } from './probes';
import { registerProxy } from './proxy';
import { registerRegistryRoute, usableRegistry } from './registry';
import type { Registry } from './registry';
import { fileSource, postgresSource } from './registry-sources';
import type { Accept, RegistrySource } from './registry-sources';
import { registerOriginFiles, remoteOrigin } from './remote-origin';
import type { RemoteOrigin } from './remote-origin';
import { registerStaticFiles } from './static-files';
import { DEFAULT_MAP_TILES, registerMapConfigRoute, tileImageSource } from './map-tiles';
import type { MapTiles } from './map-tiles';

export interface GatewayOptions {
  /** Folder of the shell's production build (`shell/dist`). */
  shellDir: string;
  /** Deploy root holding `remotes.json` and `remotes/<name>/<version>/`. */
  deployDir: string;
  /** Base URL of the commerce service (`http://127.0.0.1:4000`). */
  commerceUrl: string;
  /** Production mode. */
  production?: boolean;
  /**
   * Proxy the commerce service's development routes (`/dev/*`): only when
   * `DUKKAN_DEV_ROUTES=1`, never in production mode (config.ts refuses the mix).
   */
  devRoutes?: boolean;
  /** Proxy the operator API (`/admin/*`) on this origin: only with ADMIN_ON_STOREFRONT=1. */
  adminOnStorefront?: boolean;
  /**
   * Redis holding the edge limits' counters, shared by every gateway instance (`REDIS_URL`);
   * null keeps them in this process's memory.
   */
  redisUrl?: string | null;
  /** API requests one client may send per minute (API_RATE_LIMIT by default). */
  apiRateLimit?: number;
  /**
   * Put the locale, the first screen, the registry and the preload hints into each page (default
   * true; false serves the plain index.html, for measuring what they change).
   */
  pageHints?: boolean;
  /**
   * The key that signs the referral `group-id` cookie (DUKKAN_GROUP_COOKIE_SECRET); without one
   * (tests, production without the variable) no group cookie is set.
   */
  groupCookieSecret?: string | null;
  /** The map picker's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); OpenStreetMap's by default. */
  mapTiles?: MapTiles;
  /** How long a page waits for its remote's per-request render (compose.ts RENDER_DEADLINE_MS). */
  renderDeadlineMs?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * The front proxies (addresses, CIDRs) whose `X-Forwarded-*` headers are believed: they decide
   * the client's address and whether the request came in over https. None by default: the
   * client is the TCP peer.
   */
  trustProxy?: false | string[];
  /** URLs per sitemap file (tests split small catalogues; 50,000 otherwise). */
  sitemapUrlsPerFile?: number;
  /** Payment pages the checkout's card form may post to (config.ts, PAYMENT_FORM_ORIGINS). */
  paymentFormOrigins?: string[];
  /**
   * The registry in PostgreSQL (DATABASE_URL), shared by every gateway; null reads
   * `<deployDir>/remotes.json` (one machine).
   */
  databaseUrl?: string | null;
  /** How often a PostgreSQL registry is read besides NOTIFY (REGISTRY_POLL_MS, 5 s). */
  registryPollMs?: number;
  /**
   * The static origin of the remote versions (REMOTES_ORIGIN): `/remotes/*` is proxied there
   * and each version's server files are fetched and checked into `remotesCacheDir`
   * (`<deployDir>/origin-cache` by default). Null serves `<deployDir>/remotes/` from disk.
   */
  remotesOrigin?: string | null;
  remotesCacheDir?: string;
}

/**
 * What makes a new registry's versions ready here before it is served: fetched and checked
 * from the origin, and their page renderers loaded. On one machine with local folders the
 * renderers load after the request that saw the change, so it does not wait for them.
 */
function acceptOf(
  app: FastifyInstance,
  remotesDir: string,
  { origin, hints, wait }: { origin: RemoteOrigin | null; hints: boolean; wait: boolean },
): Accept {
  const warn = (message: string) => app.log.warn(message);
  return async (registry: Registry) => {
    if (origin && !(await origin.prepare(registry))) return false;
    if (!hints) return true;
    if (wait) await loadRenderers(registry, remotesDir, warn);
    else setImmediate(() => void loadRenderers(registry, remotesDir, warn));
    return true;
  };
}

/** The registry this gateway serves, from PostgreSQL or the deploy root's file. */
async function registrySourceOf(
  app: FastifyInstance,
  options: GatewayOptions,
  origin: RemoteOrigin | null,
  remotesDir: string,
): Promise<RegistrySource> {
  const hints = options.pageHints ?? true;
  const wait = Boolean(origin || options.databaseUrl);
  const accept = acceptOf(app, remotesDir, { origin, hints, wait });
  const source = options.databaseUrl
    ? await postgresSource({
        databaseUrl: options.databaseUrl,
        accept,
        warn: (message) => app.log.warn(message),
        ...(options.registryPollMs ? { pollMs: options.registryPollMs } : {}),
      })
    : fileSource(path.join(options.deployDir, 'remotes.json'), accept);
  // Read once now, so readiness holds before the first page asks (a failure shows there).
  await source.read().catch(() => undefined);
  app.addHook('onClose', () => source.close());
  return source;
}

/** Builds the gateway without listening, so tests can drive it with `inject`. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { shellDir, deployDir, commerceUrl, pageHints = true } = options;
  if (!shellDir || !deployDir || !commerceUrl) {
    throw new Error('buildGateway needs shellDir, deployDir and commerceUrl');
  }
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(options.trustProxy),
    // One line per request drowns the useful ones; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // The id comes from x-request-id when sane (probes.ts), so one id follows a request through
    // the load balancer, this gateway and the commerce service; every request log line has it.
    genReqId: requestIdOf,
  });
  answerRequestIds(app);
  const mapTiles = options.mapTiles ?? DEFAULT_MAP_TILES;
  await registerSecurityHeaders(app, {
    tileSource: tileImageSource(mapTiles),
    paymentFormOrigins: options.paymentFormOrigins ?? [],
  });
  await registerCompression(app);
  registerMapConfigRoute(app, mapTiles);
  addAnswerHeaders(app, options.groupCookieSecret ?? null);
  const origin = options.remotesOrigin
    ? remoteOrigin(
        options.remotesOrigin,
        options.remotesCacheDir ?? path.join(deployDir, 'origin-cache'),
        (message) => app.log.warn(message),
      )
    : null;
  // The version folders the gateway reads itself: the origin's checked copies, or the deploy's.
  const remotesDir = origin ? origin.cacheDir : path.join(deployDir, 'remotes');
  // The workers first: a registry read from PostgreSQL loads its renderers before it is served.
  if (pageHints) {
    renderPool.open((message) => app.log.warn(message));
    app.addHook('onClose', () => renderPool.close());
  }
  const registry = await registrySourceOf(app, options, origin, remotesDir);
  const readRegistry = registry.read;
  registerProbes(app, {
    registryLoaded: registry.loaded,
    renderWorkers: () => (pageHints ? renderPool.workerCount() : null),
    commerceUrl,
  });
  registerRegistryRoute(app, registry.where, readRegistry);
  registerBodyLimit(app);
  await registerStaticFiles(app, { shellDir, remotesDir: origin ? null : remotesDir });
  if (origin && options.remotesOrigin) await registerOriginFiles(app, options.remotesOrigin);
  await registerEdgeLimit(app, options.redisUrl ?? null);
  await registerProxy(app, {
    commerceUrl,
    devRoutes: options.devRoutes ?? false,
    adminOnStorefront: options.adminOnStorefront ?? false,
    apiRateLimit: options.apiRateLimit ?? API_RATE_LIMIT,
  });
  registerSitemap(app, {
    commerceUrl,
    ...(options.sitemapUrlsPerFile ? { urlsPerFile: options.sitemapUrlsPerFile } : {}),
  });
  registerPages(app, {
    shellDir,
    remotesDir,
    commerceUrl,
    pageHints,
    readRegistry,
    ...renderDeadline(options),
  });
  if (pageHints) await warmRenderers(app, readRegistry, remotesDir);
  return app;
}

/**
 * The workers that draw pages start with the gateway and stop with it; the live versions' page
 * renderers are loaded into them before it listens, so no first page waits for a worker's
 * boot or a bundle's load.
 */
async function warmRenderers(
  app: FastifyInstance,
  readRegistry: RegistrySource['read'],
  remotesDir: string,
): Promise<void> {
  const registry = await readRegistry().then(usableRegistry, () => null);
  if (registry) await loadRenderers(registry, remotesDir, (message) => app.log.warn(message));
}

function renderDeadline({ renderDeadlineMs }: GatewayOptions): { renderDeadlineMs?: number } {
  return renderDeadlineMs === undefined ? {} : { renderDeadlineMs };
}
