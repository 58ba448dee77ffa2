import type { PGlite } from '@electric-sql/pglite';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import mercurius from 'mercurius';
import type { ServiceConfig } from './config';
import { openDatabase, withStartupLock, type DatabaseKind, type OpenDatabase } from './db/database';
import { migrateToLatest, pendingMigrations, schemaProblem } from './db/migrate';
import type { Database } from './db/schema';
import { allResolvers } from './domains';
import { buildContext } from './graphql/context';
import { maskServerErrors, maskingErrorFormatter } from './graphql/error-masking';
import { queryLimitsRule } from './graphql/limits';
import { loadSchemaSdl } from './graphql/schema';
import { createOutbox, type Outbox } from './outbox';
import { createMessenger, type Messenger } from './messages/messenger';
import { MESSAGE_POLICY, type MessagePolicy } from './messages/policy';
import { existingScope } from './messages/request-scope';
import { createSenders } from './messages/senders';
import { notifyStockBack } from './domains/customer/engagement';
import { closeCatalogCache } from './cache/catalog-cache';
import { sweepNow } from './domains/order/order-limits';
import { requestSerializer } from './log-redaction';
import { registerRoutes } from './routes';
import { isSeeded, seedDatabase } from './seed';
import { closeConnectionsWhileDraining, drain } from './runtime/drain';
import { instrumentGraphql, registerMetrics } from './runtime/metrics';
import { registerPressure } from './runtime/pressure';
import { registerProbes, type Lifecycle } from './runtime/probes';
import { REQUEST_ID_HEADER, requestIdOf } from './runtime/request-id';

export interface Service {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DatabaseKind;
  pglite: PGlite | null;
  /** The development outbox: what the dev sender kept (GET /dev/outbox). */
  outbox: Outbox;
  /** The transactional outbox's worker (src/messages/messenger.ts). */
  messenger: Messenger;
  config: ServiceConfig;
  /** Whether the process is draining (readiness answers 503 from the first moment of it). */
  lifecycle: Lifecycle;
  /**
   * Graceful stop (SIGTERM): readiness off, no new connections, in-flight requests and message
   * sends finished, the database closed; 'deadline' if that took longer than `deadlineMs`.
   */
  drain(deadlineMs: number): Promise<'drained' | 'deadline'>;
  /** What happened at start: milliseconds per phase, and whether this start seeded the database. */
  startup: {
    openMs: number;
    migrateMs: number;
    seedMs: number | null;
    seededProducts: number | null;
  };
  close(): Promise<void>;
}

export interface CreateServiceOptions {
  /**
   * Seed the demo data into a database without it (default `config.seedDemo`); a number
   * overrides config.seedProducts. Refused in production mode.
   */
  seed?: boolean | number;
  pgliteTemplate?: Blob;
  /** Fastify's logger: off, on at info, or at the given level (and stream, for tests). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Retry figures of the messages (default MESSAGE_POLICY). */
  messagePolicy?: MessagePolicy;
  /**
   * Run the migrations at start (default: outside production mode). Without it the service
   * checks the schema is current and refuses to start if not: in production `npm run migrate`
   * runs them once, before the instances (infra/scripts/start-prod.mjs).
   */
  migrate?: boolean;
}

/** The schema lacks migrations this code needs, and this start was not to run them. */
export class SchemaNotCurrentError extends Error {}

/**
 * Migrates (or checks the schema is current) and seeds the demo data when asked and not yet
 * there. On PostgreSQL this runs under the startup advisory lock, on a connection of its own
 * without the statement timeout, so instances starting together take turns and the later ones
 * find the work done.
 */
async function prepareDatabase(
  config: ServiceConfig,
  opened: OpenDatabase,
  plan: { migrate: boolean; demo: boolean | number },
): Promise<{ migrateMs: number; seedMs: number | null; seededProducts: number | null }> {
  const done = {
    migrateMs: 0,
    seedMs: null as number | null,
    seededProducts: null as number | null,
  };
  await withStartupLock(config.databaseUrl, async () => {
    const setup = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '', poolSize: 1 })
      : opened;
    try {
      let t = performance.now();
      if (plan.migrate) {
        await migrateToLatest(setup.db as Kysely<unknown>);
      } else {
        const problem = schemaProblem(await pendingMigrations(setup.db as Kysely<unknown>));
        if (problem) throw new SchemaNotCurrentError(problem);
      }
      done.migrateMs = performance.now() - t;
      if (plan.demo !== false && !(await isSeeded(setup.db))) {
        t = performance.now();
        done.seededProducts = typeof plan.demo === 'number' ? plan.demo : config.seedProducts;
        await seedDatabase(setup.db, { products: done.seededProducts, now: config.now() });
        done.seedMs = performance.now() - t;
      }
    } finally {
      if (setup !== opened) await setup.close();
    }
  });
  return done;
}

/**
 * Opens the database, migrates it (or, in production, checks it is migrated: prepareDatabase;
 * the store's reference data comes with the migrations), seeds the demo data when asked and not
 * yet there, then builds the HTTP app.
 */
export async function createService(
  config: ServiceConfig,
  options: CreateServiceOptions = {},
): Promise<Service> {
  const demo = options.seed ?? config.seedDemo;
  if (demo !== false && config.production) {
    throw new Error('The demo data is never seeded in production mode.');
  }
  const t = performance.now();
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.database.poolMax,
    statementTimeoutMs: config.database.statementTimeoutMs,
    connectionTimeoutMs: config.database.connectionTimeoutMs,
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  const openMs = performance.now() - t;
  const { db } = opened;
  try {
    const prepared = await prepareDatabase(config, opened, {
      migrate: options.migrate ?? !config.production,
      demo,
    });
    const { migrateMs, seedMs, seededProducts } = prepared;

    const outbox = createOutbox({ keep: !config.production, now: config.now });
    const messenger = createMessenger({
      db,
      senders: createSenders(config.messaging, outbox),
      policy: options.messagePolicy ?? MESSAGE_POLICY,
    });
    const lifecycle: Lifecycle = { draining: false };
    const app = await buildApp({
      config,
      db,
      outbox,
      messenger,
      logger: options.logger ?? false,
      pool: opened.pool,
      lifecycle,
    });
    messenger.start();
    const close = async () => {
      await app.close();
      await messenger.stop();
      await opened.close();
    };
    return {
      app,
      db,
      kind: opened.kind,
      pglite: opened.pglite,
      outbox,
      messenger,
      config,
      startup: { openMs, migrateMs, seedMs, seededProducts },
      lifecycle,
      drain: (deadlineMs) => drain(lifecycle, close, deadlineMs),
      close,
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

export interface BuildAppDeps {
  config: ServiceConfig;
  db: Kysely<Database>;
  outbox: Outbox;
  messenger: Messenger;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** The PostgreSQL pool, for its metrics (null on PGlite). */
  pool?: pg.Pool | null;
  lifecycle?: Lifecycle;
}

export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const { config, db, outbox, messenger } = deps;
  const app = Fastify({
    bodyLimit: 256 * 1024,
    // Request lines name the URL without the cart ids and merchant references it may carry.
    logger: deps.logger
      ? {
          ...(deps.logger === true ? { level: 'info' } : deps.logger),
          serializers: { req: requestSerializer },
        }
      : false,
    // A slow or stalled client cannot hold a connection and its memory for long.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // request.ip (ctx.ip, every per-client limit) is the client the gateway names in
    // X-Forwarded-For, believed only when the request comes from a gateway address.
    trustProxy: config.gatewayAddresses.length > 0 ? config.gatewayAddresses : false,
    // The gateway's x-request-id when well formed, else a new one (src/runtime/request-id.ts).
    genReqId: requestIdOf,
  });
  await registerRuntime(app, {
    config,
    db,
    pool: deps.pool ?? null,
    lifecycle: deps.lifecycle ?? { draining: false },
  });

  if (config.production) maskServerErrors(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Store',
      'Content-Language',
      'source',
      'sourcecode',
      'X-Query-Type',
      'X-Query-Name',
      'X-Cacheable',
    ],
    maxAge: 600,
  });

  await app.register(mercurius, {
    schema: loadSchemaSdl(),
    resolvers: allResolvers() as never,
    jit: 1,
    graphiql: false,
    path: '/graphql',
    ...(config.production ? { errorFormatter: maskingErrorFormatter } : {}),
    context: (request) => buildContext(request, { db, config, messenger }),
    validationRules: [
      queryLimitsRule(config.limits),
      ...(config.production ? [NoSchemaIntrospectionCustomRule] : []),
    ],
  });

  instrumentGraphql(app);

  // The first try of the messages a GraphQL request wrote, before its answer (bounded wait).
  app.addHook('onSend', async (request, _reply, payload) => {
    const scope = existingScope(request);
    if (scope) {
      await messenger.flush(scope.untried(), messenger.policy.firstAttemptWaitMs);
    }
    return payload;
  });

  await registerRoutes(app, { config, db, outbox, messenger });

  // Stock comes back by cancellations, declined payments and restocking outside this service: a
  // sweep each minute tells the stock-back subscribers (cancellations also tell them at once).
  // The same minute closes expired payment-pending orders and deletes expired rows (sweepNow).
  // The messages' worker polls on its own timer (src/messages/messenger.ts).
  const sweep = setInterval(() => {
    // Its messages are tried by the worker's next look (within MESSAGE_POLICY.pollMs).
    notifyStockBack({ db, config, messages: messenger }).catch((error: unknown) =>
      app.log.error({ err: error }, 'stock-back sweep failed'),
    );
    void sweepNow({ db, config });
  }, STOCK_BACK_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', () => {
    clearInterval(sweep);
    closeCatalogCache(db);
    return Promise.resolve();
  });
  return app;
}

const STOCK_BACK_SWEEP_MS = 60_000;

/**
 * What lets the service run among others (src/runtime, docs/deploy.md), before any route so every
 * route is measured and shed: the request id answered back, /metrics, load shedding, the probes,
 * and closing connections while draining.
 */
async function registerRuntime(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; pool: pg.Pool | null; lifecycle: Lifecycle },
): Promise<void> {
  const { config, db, lifecycle } = deps;
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  registerMetrics(app, { db, pool: deps.pool, token: config.runtime.metricsToken });
  await registerPressure(app, config.runtime.pressure, config.databaseUrl === null);
  registerProbes(app, { db, redisUrl: config.runtime.redisUrl, lifecycle });
  closeConnectionsWhileDraining(app, lifecycle);
}
