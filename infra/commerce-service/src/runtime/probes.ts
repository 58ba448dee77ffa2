import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createRedis } from '../cache/redis';
import { pendingMigrations } from '../db/migrate';
import type { Database } from '../db/schema';

/** What the process is doing; `draining` turns readiness off at once on SIGTERM. */
export interface Lifecycle {
  draining: boolean;
}

export type NotReadyReason = 'draining' | 'database' | 'redis' | 'migrations';

/** Routes the load balancer and the orchestrator use; they are never shed under pressure. */
export const PROBE_ROUTES = ['/livez', '/readyz', '/health'];

async function notReady(
  db: Kysely<Database>,
  redis: Redis | null,
  lifecycle: Lifecycle,
): Promise<NotReadyReason | null> {
  if (lifecycle.draining) return 'draining';
  try {
    await sql`select 1`.execute(db);
  } catch {
    return 'database';
  }
  if (redis) {
    try {
      await redis.ping();
    } catch {
      return 'redis';
    }
  }
  if ((await pendingMigrations(db as Kysely<unknown>)).length > 0) return 'migrations';
  return null;
}

/**
 * GET /livez: the process runs and its event loop turns (no I/O, so a slow database never gets
 * a live process restarted). GET /readyz: this instance should get traffic: not draining, the
 * database answers, Redis answers when configured (REDIS_URL), no migration this code needs is
 * missing; otherwise 503 with the first reason. GET /health stays for older probes: the database.
 * Failures name a reason, never the driver's text (it can name hosts and users).
 */
export function registerProbes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; redisUrl: string | null; lifecycle: Lifecycle },
): void {
  const { db, lifecycle } = deps;
  const redis = deps.redisUrl ? createRedis(deps.redisUrl) : null;
  app.addHook('onClose', () => {
    redis?.disconnect();
    return Promise.resolve();
  });

  app.get('/livez', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = await notReady(db, redis, lifecycle).catch(() => 'database' as const);
    if (reason === null) return { status: 'ready' };
    if (reason !== 'draining') request.log.warn({ reason }, 'readyz: not ready');
    return reply.code(503).send({ status: 'unavailable', reason });
  });

  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', error: 'database unavailable' });
    }
  });
}
