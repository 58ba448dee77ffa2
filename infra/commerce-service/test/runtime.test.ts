/**
 * How the service runs among others (issue 65): probes, the request id from the gateway, the
 * metrics and who may read them, load shedding, the drain on SIGTERM, and a production start that
 * refuses a schema `npm run migrate` has not brought up to date.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { createService, SchemaNotCurrentError } from '../src/app';
import { loadConfig } from '../src/config';
import { closeConnectionsWhileDraining, drain } from '../src/runtime/drain';
import { eventLoopDelayLimit, runtimeFromEnv } from '../src/runtime/settings';
import { startTestService, type TestService } from './helpers/service';
import { pgliteMigratedTemplate } from './helpers/templates';

const PRODUCTS = `query ProbeListing { products(search: "a", pageSize: 5) { items { sku } } }`;

/** The value of one sample line of a Prometheus text page (0 when absent). */
function sample(page: string, line: string): number {
  const found = page.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('the event-loop delay limit', () => {
  it('is 1,000 ms on PostgreSQL and unchecked on PGlite unless set, and the set value wins on both', () => {
    const unset = runtimeFromEnv({}).pressure;
    expect(eventLoopDelayLimit(unset, false)).toBe(1_000);
    expect(eventLoopDelayLimit(unset, true)).toBe(0);
    const set = runtimeFromEnv({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250' }).pressure;
    expect(eventLoopDelayLimit(set, false)).toBe(250);
    expect(eventLoopDelayLimit(set, true)).toBe(250);
    expect(() => runtimeFromEnv({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(
      /PRESSURE_MAX_EVENT_LOOP_DELAY_MS/,
    );
  });
});

describe('probes, request ids and metrics', () => {
  let svc: TestService;
  const logs: string[] = [];
  beforeAll(async () => {
    svc = await startTestService({ products: 40 });
  });
  afterAll(() => svc?.close());

  it('answers /livez and /readyz, and readiness names why it is off', async () => {
    expect((await svc.inject({ url: '/livez' })).json()).toEqual({ status: 'ok' });
    expect((await svc.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await svc.inject({ url: '/health' })).statusCode).toBe(200);

    // A migration this code needs that the database has not run.
    const last = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(svc.db);
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(svc.db);
    try {
      const res = await svc.inject({ url: '/readyz' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'unavailable', reason: 'migrations' },
      ]);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        svc.db,
      );
    }

    svc.service.lifecycle.draining = true;
    try {
      const res = await svc.inject({ url: '/readyz' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'unavailable', reason: 'draining' },
      ]);
      // Alive all the same: the process is not to be restarted while it drains.
      expect((await svc.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      svc.service.lifecycle.draining = false;
    }
  });

  it('keeps a well-formed x-request-id from the gateway and replaces any other', async () => {
    const given = 'gw-7f3a9c21-0001';
    const kept = await svc.inject({ url: '/livez', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'new\nline-injected']) {
      const res = await svc.inject({ url: '/livez', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('counts requests by route and GraphQL operation, and catalogue cache lookups', async () => {
    const before = (await svc.inject({ url: '/metrics' })).body;
    for (let i = 0; i < 3; i += 1) {
      const res = await svc.gql(PRODUCTS);
      expect(res.errors).toBeUndefined();
    }
    const page = await svc.inject({ url: '/metrics' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    const after = page.body;
    const moved = (line: string) => sample(after, line) - sample(before, line);
    expect(moved('dukkan_graphql_operations_total{operation="ProbeListing",outcome="ok"}')).toBe(3);
    expect(moved('dukkan_http_requests_total{method="GET",route="/graphql",status="200"}')).toBe(3);
    expect(moved('dukkan_graphql_operation_duration_seconds_count{operation="ProbeListing"}')).toBe(
      3,
    );
    // The second and third listings come from the cache.
    expect(moved('dukkan_catalog_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(/^dukkan_outbox_messages\{status="pending"\} \d+$/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('shows /metrics to loopback callers and the METRICS_TOKEN bearer only', async () => {
    // The gateway forwarding a shopper: loopback, but with X-Forwarded-For.
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await svc.inject({ url: '/metrics', headers: forwarded })).statusCode).toBe(404);
    expect((await svc.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
    const token = 't'.repeat(32);
    const withToken = await createService(
      loadConfig(
        { NODE_ENV: 'test', METRICS_TOKEN: token },
        { databaseUrl: null, dataDir: 'memory://' },
      ),
      { seed: false, pgliteTemplate: await pgliteMigratedTemplate() },
    );
    try {
      const remote = { url: '/metrics', remoteAddress: '203.0.113.9' };
      expect((await withToken.app.inject(remote)).statusCode).toBe(404);
      const wrong = { authorization: `Bearer ${'u'.repeat(32)}` };
      expect((await withToken.app.inject({ ...remote, headers: wrong })).statusCode).toBe(404);
      const right = { authorization: `Bearer ${token}` };
      expect((await withToken.app.inject({ ...remote, headers: right })).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
  });

  it('puts the request id in every log line of the request', async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await createService(
      loadConfig({ NODE_ENV: 'test' }, { databaseUrl: null, dataDir: 'memory://' }),
      {
        seed: false,
        pgliteTemplate: await pgliteMigratedTemplate(),
        logger: { level: 'info', stream },
      },
    );
    try {
      await logged.app.inject({ url: '/readyz', headers: { 'x-request-id': 'gw-trace-000042' } });
    } finally {
      await logged.close();
    }
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    const mine = lines.filter((l) => l.reqId === 'gw-trace-000042');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After past the heap limit, and keeps the probes answering', async () => {
    const service = await createService(
      loadConfig(
        { NODE_ENV: 'test', PRESSURE_MAX_HEAP_MB: '1' },
        { databaseUrl: null, dataDir: 'memory://' },
      ),
      { seed: false, pgliteTemplate: await pgliteMigratedTemplate() },
    );
    try {
      // The figures are sampled every 500 ms.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const res = await service.app.inject({ url: '/graphql?query={__typename}' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'The store is busy. Please try again in a few seconds.',
        error_ar: expect.stringContaining('المتجر مشغول'),
      });
      expect((await service.app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await service.close();
    }
  }, 300_000);

  it('answers 503 after the event loop was held past its delay limit', async () => {
    const service = await createService(
      loadConfig(
        { NODE_ENV: 'test', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' },
        { databaseUrl: null, dataDir: 'memory://' },
      ),
      { seed: false, pgliteTemplate: await pgliteMigratedTemplate() },
    );
    try {
      // Hold the loop for 4 s, as a burst of CPU-heavy requests would. The plugin compares the
      // mean delay of a 500 ms sample (about 50 ticks of 10 ms, this one 4,000 ms): above 50 ms.
      const until = Date.now() + 4_000;
      while (Date.now() < until) {
        // busy
      }
      // The plugin samples every 500 ms and the held tick may land in this sample or the next:
      // ask every 50 ms for 1.2 s, and one answer of those is shed.
      const answers: Array<[number, unknown]> = [];
      for (let i = 0; i < 24; i += 1) {
        const res = await service.app.inject({ url: '/graphql?query={__typename}' });
        answers.push([res.statusCode, res.headers['retry-after']]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answers).toContainEqual([503, '5']);
    } finally {
      await service.close();
    }
  }, 300_000);
});

describe('drain', () => {
  it('turns readiness off at once and lets an in-flight request finish', async () => {
    const lifecycle = { draining: false };
    const app = Fastify();
    closeConnectionsWhileDraining(app, lifecycle);
    let arrived = () => undefined as void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    const address = await app.listen({ port: 4262, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow`).then((r) => r.json());
    await reached;
    const drained = drain(lifecycle, () => app.close(), 5_000);
    expect(lifecycle.draining).toBe(true);
    await expect(fetch(`${address}/slow`)).rejects.toThrow();
    expect(await inFlight).toEqual({ done: true });
    expect(await drained).toBe('drained');
  });

  it('gives up at the deadline', async () => {
    const started = Date.now();
    const never = new Promise<void>(() => undefined);
    expect(await drain({ draining: false }, () => never, 200)).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('production start', () => {
  it('refuses a schema with migrations not run, and says to run npm run migrate', async () => {
    const started = createService(
      loadConfig(
        {
          NODE_ENV: 'production',
          PAYMENT_SIGNING_SECRET: 'x'.repeat(32),
          DUKKAN_CODE_SECRET: 'x'.repeat(32),
        },
        { databaseUrl: null, dataDir: 'memory://' },
      ),
    );
    await expect(started).rejects.toThrow(SchemaNotCurrentError);
    await expect(started).rejects.toThrow(/npm run migrate/);
  });
});
