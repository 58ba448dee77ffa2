// @ts-check
// The running storefront: the commerce service (when it is built) and the gateway in front of
// it. Used by `npm start`, the end-to-end suite and the bundle benchmark.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './remotes.mjs';
import { runCommand, startServer, waitForUrl } from './proc.mjs';

export const COMMERCE_SERVER = path.join(REPO_ROOT, 'infra/commerce-service/dist/server.js');
/** The gateway's bundle (`npm run build -w @dukkan/gateway`, part of every full build). */
export const GATEWAY_SERVER = path.join(REPO_ROOT, 'infra/gateway/dist/server.cjs');
export const DEMO_SEED = path.join(REPO_ROOT, 'infra/commerce-service/dist/seed/cli.js');
/** Where `npm start` keeps the embedded database (the service's own default). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'infra/commerce-service/.data/pglite');

/** @param {string[]} lines */
export function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '!'.repeat(width);
  console.warn(
    ['', rule, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), rule, ''].join('\n'),
  );
}

/**
 * @typedef {object} StackOptions
 * @property {number} gatewayPort
 * @property {number} commercePort
 * @property {string} deployDir
 * @property {string} [dataDir] PGlite folder of the commerce service (its own default if unset)
 * @property {string} [gatewayHost] interface the gateway listens on (localhost)
 * @property {string | null} [registryDatabaseUrl] the gateway's remote registry in PostgreSQL
 *   (its DATABASE_URL); unset, it reads the deploy root's remotes.json whatever the environment
 *   says, since the service's DATABASE_URL is not a registry the start published to
 * @property {boolean} [production] NODE_ENV=production for both servers; otherwise both run
 *   with DUKKAN_DEV_ROUTES=1 (the /dev routes, on loopback) and the service seeds the demo data
 *   into an empty database (DUKKAN_SEED_DEMO=1)
 * @property {boolean} [demoData] production only: seed the demo data first, outside production
 *   mode (`npm run seed:demo`), for the benchmarks' throw-away stores
 * @property {boolean} [throwawaySecrets] production only: random secrets for a throw-away store
 *   (the benchmarks), and no message senders (DUKKAN_MESSAGES_OFF=1: every message fails at once);
 *   a real production start takes both from the environment
 * @property {boolean} [requireCommerce] fail instead of starting the gateway alone
 * @property {boolean} [quiet] do not echo the servers' output (it is still shown if one fails)
 * @property {boolean} [withCommerce] start the commerce service if it is built (default true)
 */

/**
 * Starts the commerce service (if built) and the gateway, and waits until both answer. A commerce
 * service that is missing or fails to start is reported loudly; the gateway then runs alone.
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const { gatewayPort, commercePort, production = false } = options;
  const nodeEnv = production ? 'production' : (process.env.NODE_ENV ?? 'development');
  const commerceUrl = `http://127.0.0.1:${commercePort}`;
  /** @type {ReturnType<typeof startServer>[]} */
  const servers = [];
  const commerceServer =
    options.withCommerce === false ? null : await startCommerce(options, nodeEnv, commerceUrl);
  if (commerceServer) servers.push(commerceServer);
  const gateway = await startGateway(options, nodeEnv, commerceUrl, servers);
  servers.push(gateway);

  return {
    gatewayUrl: `http://localhost:${gatewayPort}`,
    commerceUrl,
    /** Whether the commerce service is running behind the gateway. */
    commerce: commerceServer !== null,
    /** Resolves with the label of the first server that exits on its own. */
    firstExit: Promise.race(servers.map((server) => server.exited.then(() => server.label))),
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/**
 * Development switches of both servers: on outside production, never in it.
 * @param {string} nodeEnv
 */
function devEnvOf(nodeEnv) {
  return nodeEnv === 'production'
    ? { DUKKAN_DEV_ROUTES: undefined, DUKKAN_SEED_DEMO: undefined }
    : { DUKKAN_DEV_ROUTES: '1' };
}

/**
 * The commerce service, running and answering; null (after a loud banner) when it is not built
 * or does not start, unless `requireCommerce` makes either an error.
 * @param {StackOptions} options @param {string} nodeEnv @param {string} commerceUrl
 */
async function startCommerce(options, nodeEnv, commerceUrl) {
  if (!existsSync(COMMERCE_SERVER)) {
    if (options.requireCommerce) {
      throw new Error(
        `The commerce service is not built (${path.relative(REPO_ROOT, COMMERCE_SERVER)} is missing).`,
      );
    }
    banner([
      'The commerce service is not built, so it is NOT running.',
      `(${path.relative(REPO_ROOT, COMMERCE_SERVER)} is missing: npm run build -w @dukkan/commerce-service)`,
      'The gateway starts alone: /graphql, /ai-search and /media answer 502.',
    ]);
    return null;
  }
  const env = commerceEnv(options, nodeEnv);
  if (options.production && options.demoData) {
    // `npm run seed:demo`: outside production mode, before the production service opens it.
    const seeded = await runCommand(process.execPath, [DEMO_SEED], {
      cwd: REPO_ROOT,
      env: { ...env, NODE_ENV: 'development' },
    });
    if (seeded !== 0) throw new Error('The demo data could not be seeded (see above).');
  }
  const quiet = options.quiet ?? false;
  const server = startServer('commerce', process.execPath, [COMMERCE_SERVER], { env, quiet });
  try {
    // The first start creates and seeds the embedded database, which takes a while.
    await waitForUrl(`${commerceUrl}/health`, { timeoutMs: 180_000, exited: server.exited });
    return server;
  } catch (error) {
    await server.stop();
    const reason = /** @type {Error} */ (error).message;
    if (options.requireCommerce) {
      throw new Error(`The commerce service did not start: ${reason}\n${server.recentOutput()}`, {
        cause: error,
      });
    }
    banner([
      `The commerce service did not start: ${reason}.`,
      'The gateway starts alone: /graphql, /ai-search and /media answer 502.',
      'Its last output:',
      ...server.recentOutput().split('\n').slice(-15),
    ]);
    return null;
  }
}

/**
 * The commerce service's environment; its database folder's parent is created here.
 * @param {StackOptions} options @param {string} nodeEnv
 */
function commerceEnv(options, nodeEnv) {
  const { gatewayPort, commercePort, production = false } = options;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    ...devEnvOf(nodeEnv),
    ...(nodeEnv === 'production' ? {} : { DUKKAN_SEED_DEMO: '1' }),
    ...(production && options.throwawaySecrets
      ? {
          PAYMENT_SIGNING_SECRET: randomBytes(32).toString('hex'),
          DUKKAN_CODE_SECRET: randomBytes(32).toString('hex'),
          // A throw-away store on loopback sends no message (the service refuses it elsewhere).
          DUKKAN_MESSAGES_OFF: '1',
        }
      : {}),
    PORT: String(commercePort),
    HOST: '127.0.0.1',
    NODE_ENV: nodeEnv,
    // The payment sandbox sends the browser back to this storefront (not the default 8080).
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${gatewayPort}`,
  };
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // PGlite creates its folder but not the folders above it (absent in a fresh clone).
  mkdirSync(path.dirname(dataDir), { recursive: true });
  env.DATA_DIR = dataDir;
  return env;
}

/**
 * The gateway, running and answering; when it is missing or does not start, the servers already
 * started are stopped and the error thrown.
 * @param {StackOptions} options @param {string} nodeEnv @param {string} commerceUrl
 * @param {ReturnType<typeof startServer>[]} started
 */
async function startGateway(options, nodeEnv, commerceUrl, started) {
  if (!existsSync(GATEWAY_SERVER)) {
    await Promise.all(started.map((server) => server.stop()));
    throw new Error(
      `The gateway is not built (${path.relative(REPO_ROOT, GATEWAY_SERVER)} is missing): npm run build -w @dukkan/gateway`,
    );
  }
  const gatewayEnv = {
    ...process.env,
    ...devEnvOf(nodeEnv),
    PORT: String(options.gatewayPort),
    HOST: options.gatewayHost ?? 'localhost',
    DEPLOY_DIR: options.deployDir,
    DATABASE_URL: options.registryDatabaseUrl ?? '',
    COMMERCE_URL: commerceUrl,
    NODE_ENV: nodeEnv,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const gateway = startServer('gateway', process.execPath, [GATEWAY_SERVER], {
    env: gatewayEnv,
    quiet: options.quiet ?? false,
  });
  try {
    await waitForUrl(`http://localhost:${options.gatewayPort}/remotes.json`, {
      timeoutMs: 30_000,
      exited: gateway.exited,
    });
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw new Error(
      `The gateway did not start: ${/** @type {Error} */ (error).message}\n${gateway.recentOutput()}`,
      { cause: error },
    );
  }
  return gateway;
}

/**
 * Stops every server of a started stack, then exits: on Ctrl+C or SIGTERM (with `signalExit`,
 * by default 130 and 143), or with 1 when one server stops on its own. `afterStop` runs between
 * (the e2e servers remove their throw-away database there).
 * @param {Awaited<ReturnType<typeof startStack>>} stack
 * @param {{ signalExit?: number, afterStop?: () => void }} [options]
 */
export function stopTogether(stack, options = {}) {
  let stopping = false;
  const stop = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    options.afterStop?.();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(options.signalExit ?? 130));
  process.on('SIGTERM', () => void stop(options.signalExit ?? 143));
  void stack.firstExit.then((label) => {
    if (stopping) return;
    console.error(`\nThe ${label} stopped on its own; stopping the rest.`);
    void stop(1);
  });
}
