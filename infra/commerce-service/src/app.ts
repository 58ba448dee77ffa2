import type { PGlite } from '@electric-sql/pglite';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Kysely } from 'kysely';
import mercurius from 'mercurius';
import type { ServiceConfig } from './config';
import { openDatabase, withStartupLock, type DatabaseKind } from './db/database';
import { migrateToLatest } from './db/migrate';
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
}

/**
 * Opens and migrates the database (the store's reference data comes with the migrations), seeds
 * the demo data when asked and not yet there, then builds the HTTP app. On PostgreSQL migrations
 * and seeding run under an advisory lock, on a connection without the statement timeout, so
 * instances starting together on one database take turns.
 */
export async function createService(
  config: ServiceConfig,
  options: CreateServiceOptions = {},
): Promise<Service> {
  const demo = options.seed ?? config.seedDemo;
  if (demo !== false && config.production) {
    throw new Error('The demo data is never seeded in production mode.');
  }
  let t = performance.now();
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
    let migrateMs = 0;
    let seedMs: number | null = null;
    let seededProducts: number | null = null;
    await withStartupLock(config.databaseUrl, async () => {
      const setup = config.databaseUrl
        ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '', poolSize: 1 })
        : opened;
      try {
        t = performance.now();
        await migrateToLatest(setup.db as Kysely<unknown>);
        migrateMs = performance.now() - t;
        if (demo !== false && !(await isSeeded(setup.db))) {
          t = performance.now();
          seededProducts = typeof demo === 'number' ? demo : config.seedProducts;
          await seedDatabase(setup.db, { products: seededProducts, now: config.now() });
          seedMs = performance.now() - t;
        }
      } finally {
        if (setup !== opened) await setup.close();
      }
    });

    const outbox = createOutbox({ keep: !config.production, now: config.now });
    const messenger = createMessenger({
      db,
      senders: createSenders(config.messaging, outbox),
      policy: options.messagePolicy ?? MESSAGE_POLICY,
    });
    const app = await buildApp({ config, db, outbox, messenger, logger: options.logger ?? false });
    messenger.start();
    return {
      app,
      db,
      kind: opened.kind,
      pglite: opened.pglite,
      outbox,
      messenger,
      config,
      startup: { openMs, migrateMs, seedMs, seededProducts },
      async close() {
        await app.close();
        await messenger.stop();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

export async function buildApp(deps: {
  config: ServiceConfig;
  db: Kysely<Database>;
  outbox: Outbox;
  messenger: Messenger;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}): Promise<FastifyInstance> {
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
