import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cacheLookups } from '../cache/catalog-cache';
import type { Database } from '../db/schema';

/** Latency buckets, in seconds: most answers take milliseconds, the slowest a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Distinct GraphQL operation names kept as labels; later ones count as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

interface HttpMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route'>;
  operations: Counter<'operation' | 'outcome'>;
  operationLatency: Histogram<'operation'>;
}

/** The operation a GraphQL request ran, by request (set before execution). */
const operationOf = new WeakMap<FastifyRequest, string>();

function createMetrics(deps: { db: Kysely<Database>; pool: pg.Pool | null }): HttpMetrics {
  // A registry per service: the tests run many services in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: HttpMetrics = {
    registry,
    requests: new Counter({
      name: 'dukkan_http_requests_total',
      help: 'HTTP requests answered, by route template and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'dukkan_http_request_duration_seconds',
      help: 'Time from request to answer, by route template.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    operations: new Counter({
      name: 'dukkan_graphql_operations_total',
      help: 'GraphQL operations answered, by operation name and outcome (ok, error: any error in the answer).',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
    operationLatency: new Histogram({
      name: 'dukkan_graphql_operation_duration_seconds',
      help: 'Time from request to answer of GraphQL operations, by operation name.',
      labelNames: ['operation'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
  registerStateGauges(registry, deps);
  return metrics;
}

/** Figures read when scraped: pool use, the catalogue cache's lookups, the outbox's depth. */
function registerStateGauges(
  registry: Registry,
  { db, pool }: { db: Kysely<Database>; pool: pg.Pool | null },
): void {
  if (pool) {
    new Gauge({
      name: 'dukkan_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Counter({
    name: 'dukkan_catalog_cache_lookups_total',
    help: 'Catalogue cache lookups since the process started, by result (hit, miss).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cacheLookups.hit);
      this.inc({ result: 'miss' }, cacheLookups.miss);
    },
  });
  new Gauge({
    name: 'dukkan_outbox_messages',
    help: 'Messages of the transactional outbox not yet sent: pending (waiting for a try) and sending.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await sql<{ status: string; n: number }>`
        select status, count(*)::int as n from messages
        where status in ('pending', 'sending') group by status`.execute(db);
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'sending' }, 0);
      for (const row of rows.rows) this.set({ status: row.status }, row.n);
    },
  });
}

/** The operation a document runs: the named one asked for, else its only operation. */
export function operationNameOf(document: DocumentNode, asked: unknown): string {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const chosen =
    typeof asked === 'string' ? operations.find((op) => op.name?.value === asked) : operations[0];
  return chosen?.name?.value ?? 'anonymous';
}

/** Whether the scraper may read: the METRICS_TOKEN bearer, or a direct loopback caller. */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  const auth = request.headers.authorization ?? '';
  if (token !== null && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  // The socket's own address, not request.ip: a request the gateway forwards comes from loopback
  // too, but carries X-Forwarded-For (the gateway always sets it).
  const remote = request.socket.remoteAddress ?? '';
  const loopback = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  return loopback && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Prometheus metrics (prom-client): request rate, errors and latency by route template and by
 * GraphQL operation name, PostgreSQL pool use, catalogue cache hits and misses, the outbox's
 * depth, and the process's own figures. GET /metrics answers a METRICS_TOKEN bearer, or a
 * loopback caller that is not the gateway forwarding someone (docs/security.md); others get 404.
 * Call before the routes are registered; `instrumentGraphql` after mercurius.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; pool: pg.Pool | null; token: string | null },
): HttpMetrics {
  const metrics = createMetrics(deps);
  const started = new WeakMap<FastifyRequest, bigint>();
  const memo = { names: new Set<string>() };
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, process.hrtime.bigint());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const begun = started.get(request);
    const seconds = begun === undefined ? 0 : Number(process.hrtime.bigint() - begun) / 1e9;
    record(metrics, memo.names, request, reply, seconds);
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, deps.token)) return reply.code(404).send({ error: 'Not found' });
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
  return metrics;
}

function record(
  metrics: HttpMetrics,
  names: Set<string>,
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
): void {
  const route = request.routeOptions.url ?? 'unmatched';
  const status = String(reply.statusCode);
  metrics.requests.inc({ method: request.method, route, status });
  metrics.latency.observe({ method: request.method, route }, seconds);
  const operation = operationOf.get(request);
  if (operation === undefined) return;
  let label = OPERATION_NAME.test(operation) ? operation : 'other';
  if (!names.has(label)) {
    if (names.size >= MAX_OPERATION_NAMES) label = 'other';
    else names.add(label);
  }
  const outcome = reply.statusCode >= 400 || graphqlFailed.has(request) ? 'error' : 'ok';
  metrics.operations.inc({ operation: label, outcome });
  metrics.operationLatency.observe({ operation: label }, seconds);
}

/** Requests whose GraphQL answer carried errors (mercurius answers most of them with 200). */
const graphqlFailed = new WeakSet<FastifyRequest>();

/** Names each GraphQL request by its operation, and marks answers with errors. */
export function instrumentGraphql(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', (_schema, document, context) => {
    const request = context.reply.request;
    const body = request.body as { operationName?: unknown } | undefined;
    const query = request.query as { operationName?: unknown } | undefined;
    operationOf.set(
      request,
      operationNameOf(document, body?.operationName ?? query?.operationName),
    );
    return Promise.resolve();
  });
  app.graphql.addHook('onResolution', (execution, context) => {
    if (execution.errors && execution.errors.length > 0) graphqlFailed.add(context.reply.request);
    return Promise.resolve();
  });
}
