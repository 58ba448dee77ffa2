// @ts-check
// Entry point: `node infra/gateway/src/server.js`. Configuration comes from the environment:
//   PORT (8080), HOST (localhost), SHELL_DIR (<repo>/shell/dist), DEPLOY_DIR (<repo>/.deploy),
//   COMMERCE_URL (http://127.0.0.1:4000), NODE_ENV=production (production mode),
//   DUKKAN_DEV_ROUTES=1 (proxy /dev/*: outside production mode and on a loopback HOST only),
//   TRUSTED_PROXIES (none: comma-separated addresses or CIDRs of the front proxies whose
//   X-Forwarded-For is believed), REDIS_URL (the edge limits' shared counters; in memory without),
//   API_RATE_LIMIT (600 API requests per client per minute), LOG_LEVEL (info),
//   PAGE_HINTS=off (pages without the registry and preload hints, to measure what they change),
//   PAGE_RENDER_DEADLINE_MS (400: how long a page waits for its per-request first screen).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_RATE_LIMIT, buildGateway } from './app.js';

export { buildGateway } from './app.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A deadline in ms from the environment: a positive whole number.
 * @param {string} value
 */
function deadlineOf(value) {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`PAGE_RENDER_DEADLINE_MS must be a positive number of ms, got "${value}"`);
  }
  return ms;
}

/**
 * Whether a listen address reaches only this machine.
 * @param {string} host
 */
export function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** @param {NodeJS.ProcessEnv} env */
export function configFromEnv(env) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? 'localhost';
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
  const apiRateLimit = Number(env.API_RATE_LIMIT ?? API_RATE_LIMIT);
  if (!Number.isInteger(apiRateLimit) || apiRateLimit < 1) {
    throw new Error(`API_RATE_LIMIT must be a positive whole number, got "${env.API_RATE_LIMIT}"`);
  }
  return {
    port,
    host,
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy')),
    commerceUrl: env.COMMERCE_URL ?? 'http://127.0.0.1:4000',
    production,
    devRoutes,
    trustProxy: trusted.length === 0 ? /** @type {false} */ (false) : trusted,
    redisUrl: env.REDIS_URL && env.REDIS_URL !== '' ? env.REDIS_URL : null,
    apiRateLimit,
    logLevel: env.LOG_LEVEL ?? 'info',
    pageHints: env.PAGE_HINTS !== 'off',
    ...(env.PAGE_RENDER_DEADLINE_MS
      ? { renderDeadlineMs: deadlineOf(env.PAGE_RENDER_DEADLINE_MS) }
      : {}),
  };
}

export async function main() {
  const config = configFromEnv(process.env);
  const app = await buildGateway({ ...config, logger: { level: config.logLevel } });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `gateway: shell ${config.shellDir}, deploy ${config.deployDir}, commerce ${config.commerceUrl}` +
      (config.production ? ' (production)' : ''),
  );
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[gateway] refused to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
