// The gateway's configuration from the environment (main.ts reads it at start):
//   PORT (8080), HOST (localhost), SHELL_DIR (<repo>/shell/dist), DEPLOY_DIR (<repo>/.deploy),
//   COMMERCE_URL (http://127.0.0.1:4000), NODE_ENV=production (production mode),
//   DUKKAN_DEV_ROUTES=1 (proxy /dev/*: outside production mode and on a loopback HOST only),
//   TRUSTED_PROXIES (none: comma-separated addresses or CIDRs of the front proxies whose
//   X-Forwarded-For is believed), REDIS_URL (the edge limits' shared counters; in memory without),
//   API_RATE_LIMIT (600 API requests per client per minute), LOG_LEVEL (info),
//   PAGE_HINTS=off (pages without the registry and preload hints, to measure what they change),
//   PAGE_RENDER_DEADLINE_MS (400: how long a page waits for its per-request first screen),
//   DUKKAN_GROUP_COOKIE_SECRET (the key that signs the referral `group-id` cookie; a development
//   key outside production, no group cookie in production without it), RENDER_WORKER_FILE (the
//   page-rendering worker, dist/render-worker.cjs: read by first-screen/render-pool.ts),
//   MAP_TILE_URL, MAP_TILE_ATTRIBUTION and MAP_TILE_MAX_ZOOM (the map picker's tiles; map-tiles.ts),
//   PAYMENT_FORM_ORIGINS (comma-separated origins the checkout's card form may post to, besides
//   the store's own; with APS_ACCESS_CODE set, the origin of APS_CHECKOUT_URL, else of Amazon
//   Payment Services' production page, is added: its hosted page takes the signed form).
//   DATABASE_URL (the remote registry in PostgreSQL, shared by every gateway; else
//   <DEPLOY_DIR>/remotes.json), REGISTRY_POLL_MS (5000: how often that registry is read besides
//   NOTIFY), REMOTES_ORIGIN (the static origin of the remote versions, http(s); else the deploy
//   root's folders), REMOTES_CACHE_DIR (<DEPLOY_DIR>/origin-cache: the versions' server files
//   fetched from it), SHUTDOWN_DEADLINE_MS (10000: how long SIGTERM waits for requests to end).
import path from 'node:path';
import { API_RATE_LIMIT } from './client-limits';
import { groupCookieSecretOf } from './group-cookie';
import { mapTilesOf, type MapTiles } from './map-tiles';

/**
 * The gateway's package: this file sits one folder below it, as its bundle does
 * (`src/config.ts` under Jest, `dist/server.cjs` when built).
 */
export const gatewayDir = path.resolve(__dirname, '..');

/** The repository, two folders above the gateway's package. */
const repoRoot = path.resolve(gatewayDir, '../..');

export interface GatewayConfig {
  port: number;
  host: string;
  shellDir: string;
  deployDir: string;
  commerceUrl: string;
  production: boolean;
  devRoutes: boolean;
  /** ADMIN_ON_STOREFRONT=1: the operator API (/admin) is proxied on the shoppers' origin. */
  adminOnStorefront: boolean;
  trustProxy: false | string[];
  redisUrl: string | null;
  apiRateLimit: number;
  logLevel: string;
  pageHints: boolean;
  renderDeadlineMs?: number;
  /** Signs the referral `group-id` cookie; null sets none. */
  groupCookieSecret: string | null;
  mapTiles: MapTiles;
  /** Where forms may post besides the store (the CSP's form-action): payment providers' pages. */
  paymentFormOrigins: string[];
  /** The registry in PostgreSQL; null: the deploy root's remotes.json. */
  databaseUrl: string | null;
  registryPollMs?: number;
  /** The static origin of the remote versions; null: the deploy root's folders. */
  remotesOrigin: string | null;
  remotesCacheDir?: string;
  /** How long a SIGTERM waits for the requests under way before the process ends anyway. */
  shutdownDeadlineMs: number;
}

/** Amazon Payment Services' hosted page when APS_CHECKOUT_URL is not set (as the service). */
const APS_DEFAULT_CHECKOUT_URL = 'https://checkout.payfort.com/FortAPI/paymentPage';

/** The payment pages' origins the storefront's forms may post to (the CSP's form-action). */
export function paymentFormOriginsOf(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.PAYMENT_FORM_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (env.APS_ACCESS_CODE) listed.push(env.APS_CHECKOUT_URL ?? APS_DEFAULT_CHECKOUT_URL);
  const origins = listed.map((value) => {
    let url: URL | null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new Error(
        `PAYMENT_FORM_ORIGINS and APS_CHECKOUT_URL take http(s) addresses, got "${value}"`,
      );
    return url.origin;
  });
  return [...new Set(origins)];
}

/** A deadline in ms from the environment: a positive whole number. */
function deadlineOf(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`PAGE_RENDER_DEADLINE_MS must be a positive number of ms, got "${value}"`);
  }
  return ms;
}

/** Whether a listen address reaches only this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function portOf(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return port;
}

/** DUKKAN_DEV_ROUTES=1, refused in production mode and on an address others can reach. */
function devRoutesOf(env: NodeJS.ProcessEnv, production: boolean, host: string): boolean {
  const devRoutes = env.DUKKAN_DEV_ROUTES === '1';
  if (devRoutes && production) {
    throw new Error(
      'DUKKAN_DEV_ROUTES=1 is refused in production mode: the /dev routes show every code sent and approve payments. Unset it.',
    );
  }
  if (devRoutes && !isLoopback(host)) {
    throw new Error(
      `DUKKAN_DEV_ROUTES=1 is refused on HOST=${host}: the /dev routes may only listen on a loopback address (127.0.0.1, ::1, localhost).`,
    );
  }
  return devRoutes;
}

/** The front proxies named in TRUSTED_PROXIES, or false when none is. */
function trustedProxiesOf(env: NodeJS.ProcessEnv): false | string[] {
  if (env.TRUST_PROXY !== undefined) {
    throw new Error(
      'TRUST_PROXY is no longer read: list the front proxies whose X-Forwarded-For is believed in TRUSTED_PROXIES (addresses or CIDRs, comma-separated).',
    );
  }
  const trusted = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (trusted.includes('true') || trusted.includes('*')) {
    throw new Error(
      'TRUSTED_PROXIES must name the front proxies (addresses or CIDRs), not trust every sender.',
    );
  }
  return trusted.length === 0 ? false : trusted;
}

/** A whole number of ms in [min, max] from the environment, or the fallback when unset. */
function msOf(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > 3_600_000) {
    throw new Error(`${name} must be a whole number of ms from ${min} to 3600000, got "${value}"`);
  }
  return ms;
}

/** REMOTES_ORIGIN: an http(s) origin, without a trailing slash; null when unset. */
function remotesOriginOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.REMOTES_ORIGIN ?? '';
  if (value === '') return null;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`REMOTES_ORIGIN must be an http(s) address, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function apiRateLimitOf(env: NodeJS.ProcessEnv): number {
  const apiRateLimit = Number(env.API_RATE_LIMIT ?? API_RATE_LIMIT);
  if (!Number.isInteger(apiRateLimit) || apiRateLimit < 1) {
    throw new Error(`API_RATE_LIMIT must be a positive whole number, got "${env.API_RATE_LIMIT}"`);
  }
  return apiRateLimit;
}

export function configFromEnv(env: NodeJS.ProcessEnv): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? 'localhost';
  return {
    port: portOf(env),
    host,
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy')),
    commerceUrl: env.COMMERCE_URL ?? 'http://127.0.0.1:4000',
    production,
    devRoutes: devRoutesOf(env, production, host),
    adminOnStorefront: env.ADMIN_ON_STOREFRONT === '1',
    trustProxy: trustedProxiesOf(env),
    redisUrl: env.REDIS_URL && env.REDIS_URL !== '' ? env.REDIS_URL : null,
    apiRateLimit: apiRateLimitOf(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    pageHints: env.PAGE_HINTS !== 'off',
    groupCookieSecret: groupCookieSecretOf(env, production),
    mapTiles: mapTilesOf(env),
    paymentFormOrigins: paymentFormOriginsOf(env),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    registryPollMs: msOf(env, 'REGISTRY_POLL_MS', 5_000, 100),
    remotesOrigin: remotesOriginOf(env),
    ...(env.REMOTES_CACHE_DIR ? { remotesCacheDir: path.resolve(env.REMOTES_CACHE_DIR) } : {}),
    shutdownDeadlineMs: msOf(env, 'SHUTDOWN_DEADLINE_MS', 10_000, 0),
    ...(env.PAGE_RENDER_DEADLINE_MS
      ? { renderDeadlineMs: deadlineOf(env.PAGE_RENDER_DEADLINE_MS) }
      : {}),
  };
}
