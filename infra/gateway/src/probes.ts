// Probes for a load balancer or an orchestrator, and the request id every request carries.
// - `GET /livez`: the process answers (restart it when it does not).
// - `GET /readyz`: send it shoppers: the registry is loaded, the page-drawing workers are up, the
//   commerce service answers, and the gateway is not draining (SIGTERM, main.ts).
// - `x-request-id`: kept when the client or load balancer sent a sane one, else made here;
//   answered back, passed to the commerce service (proxy.ts) and written in every request's log
//   line (Fastify's `reqId`).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from './cache-policy';

/** The header both processes carry the request id in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What a request id from outside may be: short, printable, no spaces (it goes into logs). */
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;
/** How long readiness waits for the commerce service. */
const COMMERCE_CHECK_MS = 1_000;

/** The request's id: the one it came with when sane, else a new one (Fastify's `genReqId`). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

const draining = new WeakSet<FastifyInstance>();

/** From now on `/readyz` says 503, so the load balancer stops sending before the close. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

export interface Readiness {
  /** Whether the registry has been read (registry-sources.ts). */
  registryLoaded: () => boolean;
  /** The page-drawing workers running, or null when pages are served without drawing. */
  renderWorkers: () => number | null;
  commerceUrl: string;
}

/**
 * Whether the commerce service answers over HTTP at all (any status under 500 within a second):
 * its own readiness is its concern, a gateway only needs a service to forward to.
 */
async function commerceAnswers(commerceUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${commerceUrl.replace(/\/+$/, '')}/livez`, {
      signal: AbortSignal.timeout(COMMERCE_CHECK_MS),
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Every answer names its request id (added first, so every route has it). */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export function registerProbes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/livez', (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const workers = readiness.renderWorkers();
    const checks = {
      draining: draining.has(app),
      registry: readiness.registryLoaded(),
      renderWorkers: workers === null ? 'off' : workers > 0,
      commerce: await commerceAnswers(readiness.commerceUrl),
    };
    const ready =
      !checks.draining && checks.registry && checks.renderWorkers !== false && checks.commerce;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', NO_CACHE)
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
