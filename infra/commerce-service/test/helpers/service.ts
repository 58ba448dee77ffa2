import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createService, type Service } from '../../src/app';
import { seedDatabase } from '../../src/seed';
import { loadConfig, type ServiceConfig } from '../../src/config';
import {
  createPostgresFromTemplate,
  pgliteMigratedTemplate,
  pgliteSeededTemplate,
} from './templates';
import type { Database } from '../../src/db/schema';
import type { Outbox } from '../../src/outbox';
import type { MessageWriter } from '../../src/messages/messenger';
import type { MessagePolicy } from '../../src/messages/policy';

export type TestDatabase = 'pglite' | 'postgres';

export interface GqlInit {
  token?: string;
  source?: string;
  store?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

export interface GqlResponse<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestService {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    init?: GqlInit,
  ): Promise<GqlResponse<T>>;
  inject: FastifyInstance['inject'];
  db: Kysely<Database>;
  outbox: Outbox;
  /** Writes messages as the service does (sweeps, store side). */
  messages: MessageWriter;
  /** Sends every due message now and waits for every try under way. */
  deliverDue(): Promise<void>;
  config: ServiceConfig;
  service: Service;
  close(): Promise<void>;
}

export interface StartOptions {
  database?: TestDatabase;
  products?: number;
  /** The service clock; defaults to the real one. */
  now?: () => Date;
  production?: boolean;
  /** More environment for loadConfig (the message senders, say). */
  env?: Record<string, string>;
  /** Retry figures of the messages (default MESSAGE_POLICY). */
  messagePolicy?: MessagePolicy;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

// The suites place many orders from one client address, one guest e-mail and one phone: they run
// with relaxed placement limits (the same variables an operator sets). test/order/order-abuse
// removes them to test the production defaults.
process.env.DUKKAN_ORDERS_PER_CLIENT_HOUR ??= '100000';
process.env.DUKKAN_ORDERS_PER_IDENTITY_HOUR ??= '100000';
process.env.DUKKAN_GUEST_COD_OPEN_MAX ??= '100000';

/**
 * Whether PostgreSQL is reachable, checked once per test file synchronously (describe.each needs
 * the list before any test runs). Unreachable or unset: a loud warning and PGlite only.
 */
function postgresReachable(): boolean {
  if (TEST_DATABASE_URL === '') {
    console.warn(
      '[tests] TEST_DATABASE_URL is not set: the PostgreSQL runs of this suite are SKIPPED (PGlite only).',
    );
    return false;
  }
  try {
    execFileSync(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})`,
        TEST_DATABASE_URL,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000, cwd: __dirname },
    );
    return true;
  } catch (error) {
    const reason =
      error instanceof Error && 'stderr' in error
        ? String((error as { stderr: unknown }).stderr).trim()
        : String(error);
    console.warn(
      `[tests] TEST_DATABASE_URL=${TEST_DATABASE_URL} is unreachable (${reason}): the PostgreSQL runs of this suite are SKIPPED.`,
    );
    return false;
  }
}

export const databases: TestDatabase[] = postgresReachable() ? ['pglite', 'postgres'] : ['pglite'];

/** A database of its own, copied from the template for `seeded` (test/helpers/templates.ts). */
async function createThrowawayPostgres(
  seeded: number | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dukkan_t_${crypto.randomBytes(6).toString('hex')}`;
  await createPostgresFromTemplate(TEST_DATABASE_URL, name, seeded);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts the service on a database of its own, migrated and seeded. Call close() in afterAll. On
 * the real clock the data is a copy of a seeded template; with `now` it is seeded fresh on that
 * clock (the seed's dates are relative to it).
 */
export async function startTestService(opts: StartOptions = {}): Promise<TestService> {
  const database = opts.database ?? 'pglite';
  const products = opts.products ?? 150;
  const seeded = opts.now ? null : products;
  const throwaway = database === 'postgres' ? await createThrowawayPostgres(seeded) : null;
  const config = loadConfig(
    {
      NODE_ENV: opts.production ? 'production' : 'test',
      // A Jest worker's event loop is shared with module compilation and other suites' embedded
      // databases: a sample blocked whole by those reads as an endless delay to the shedding
      // plugin. Off unless a test sets it (test/runtime.test.ts does).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...opts.env,
      // As `npm start` and the e2e servers do outside production.
      ...(opts.production ? {} : { DUKKAN_DEV_ROUTES: '1' }),
    },
    {
      databaseUrl: throwaway?.url ?? null,
      dataDir: 'memory://',
      seedProducts: products,
      ...(opts.now ? { now: opts.now } : {}),
    },
  );
  let service: Service;
  try {
    service = await createService(config, {
      seed: !config.production,
      ...(database === 'pglite'
        ? {
            pgliteTemplate:
              seeded === null ? await pgliteMigratedTemplate() : await pgliteSeededTemplate(seeded),
          }
        : {}),
      ...(opts.messagePolicy ? { messagePolicy: opts.messagePolicy } : {}),
    });
    // A production service never seeds the demo data itself; its tests write it explicitly, as
    // an operator would import a catalogue (or start from the seeded template).
    if (config.production && seeded === null)
      await seedDatabase(service.db, { products: config.seedProducts, now: config.now() });
  } catch (error) {
    await throwaway?.drop();
    throw error;
  }
  const { app } = service;

  const gql: TestService['gql'] = async (query, variables, init = {}) => {
    const method = init.method ?? (/^\s*mutation\b/.test(query) ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let response;
    if (method === 'GET') {
      const query_: Record<string, string> = { query };
      if (variables) query_.variables = JSON.stringify(variables);
      if (init.source) query_.source = init.source;
      if (init.store) query_.store = init.store;
      response = await app.inject({ method: 'GET', url: '/graphql', query: query_, headers });
    } else {
      if (init.source) headers.source = init.source;
      if (init.store) headers.store = init.store;
      response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables: variables ?? {} },
        headers,
      });
    }
    return response.json();
  };

  return {
    gql,
    inject: app.inject.bind(app),
    db: service.db,
    outbox: service.outbox,
    messages: service.messenger,
    async deliverDue() {
      await service.messenger.pollOnce();
      await service.messenger.idle();
    },
    config,
    service,
    async close() {
      await service.close();
      await throwaway?.drop();
    },
  };
}
