// @ts-check
// Entry point: `node infra/gateway/src/server.js`. Configuration comes from the environment:
//   PORT (8080), HOST (localhost), SHELL_DIR (<repo>/shell/dist), DEPLOY_DIR (<repo>/.deploy),
//   COMMERCE_URL (http://127.0.0.1:4000), NODE_ENV=production (no /dev proxy),
//   TRUST_PROXY (loopback; "true" behind a load balancer), LOG_LEVEL (info),
//   PAGE_HINTS=off (pages without the registry and preload hints, to measure what they change),
//   PAGE_RENDER_DEADLINE_MS (400: how long a page waits for its per-request first screen).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGateway } from './app.js';

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

/** @param {NodeJS.ProcessEnv} env */
export function configFromEnv(env) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const trust = env.TRUST_PROXY;
  return {
    port,
    host: env.HOST ?? 'localhost',
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy')),
    commerceUrl: env.COMMERCE_URL ?? 'http://127.0.0.1:4000',
    production: env.NODE_ENV === 'production',
    trustProxy:
      trust === undefined
        ? 'loopback'
        : trust === 'true'
          ? true
          : trust === 'false'
            ? false
            : trust,
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
    console.error(error);
    process.exit(1);
  });
}
