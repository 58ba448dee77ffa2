import type { PGlite } from '@electric-sql/pglite';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Kysely } from 'kysely';
import mercurius from 'mercurius';
import type { ServiceConfig } from './config';
import { openDatabase, type DatabaseKind } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { allResolvers } from './domains';
import { buildContext } from './graphql/context';
import { queryLimitsRule } from './graphql/limits';
import { loadSchemaSdl } from './graphql/schema';
import { createOutbox, type Outbox } from './outbox';
import { notifyStockBack } from './domains/customer/engagement';
import { registerRoutes } from './routes';
import { isSeeded, seedDatabase } from './seed';

export interface Service {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DatabaseKind;
  pglite: PGlite | null;
  outbox: Outbox;
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
  /** Seed an empty database (default true); a number overrides config.seedProducts. */
  seed?: boolean | number;
  pgliteTemplate?: Blob;
  /** Fastify's logger: off, on at info, or at the given level. */
  logger?: boolean | { level: string };
}

/** Opens, migrates and (when empty) seeds the database, then builds the HTTP app. */
export async function createService(
  config: ServiceConfig,
  options: CreateServiceOptions = {},
): Promise<Service> {
  let t = performance.now();
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  const openMs = performance.now() - t;
  const { db } = opened;
  try {
    t = performance.now();
    await migrateToLatest(db as Kysely<unknown>);
    const migrateMs = performance.now() - t;

    let seedMs: number | null = null;
    let seededProducts: number | null = null;
    if (options.seed !== false && !(await isSeeded(db))) {
      t = performance.now();
      seededProducts = typeof options.seed === 'number' ? options.seed : config.seedProducts;
      await seedDatabase(db, { products: seededProducts, now: config.now() });
      seedMs = performance.now() - t;
    }

    const outbox = createOutbox({ keep: !config.production, now: config.now });
    const app = await buildApp({ config, db, outbox, logger: options.logger ?? false });
    return {
      app,
      db,
      kind: opened.kind,
      pglite: opened.pglite,
      outbox,
      config,
      startup: { openMs, migrateMs, seedMs, seededProducts },
      async close() {
        await app.close();
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
  logger?: boolean | { level: string };
}): Promise<FastifyInstance> {
  const { config, db, outbox } = deps;
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: 256 * 1024 });

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
    context: (request) => buildContext(request, { db, config, outbox }),
    validationRules: [
      queryLimitsRule(config.limits),
      ...(config.production ? [NoSchemaIntrospectionCustomRule] : []),
    ],
  });

  await registerRoutes(app, { config, db, outbox });

  // Stock comes back by cancellations, declined payments and restocking outside this service: a
  // sweep each minute tells the stock-back subscribers (cancellations also tell them at once).
  const sweep = setInterval(() => {
    notifyStockBack({ db, config, outbox }).catch((error: unknown) =>
      app.log.error({ err: error }, 'stock-back sweep failed'),
    );
  }, STOCK_BACK_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', () => {
    clearInterval(sweep);
    return Promise.resolve();
  });
  return app;
}

const STOCK_BACK_SWEEP_MS = 60_000;
