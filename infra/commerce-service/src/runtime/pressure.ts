import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBE_ROUTES } from './probes';
import { eventLoopDelayLimit, type RuntimeSettings } from './settings';

/** Answered while shedding: the client may retry after Retry-After seconds. */
export const BUSY = {
  error: 'The store is busy. Please try again in a few seconds.',
  error_ar: 'المتجر مشغول الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
};

/** Routes never shed: the probes (a live process must stay live under load) and the metrics. */
const NEVER_SHED = new Set([...PROBE_ROUTES, '/metrics']);

/**
 * Sheds load before the event loop drowns (@fastify/under-pressure): while the mean event-loop
 * delay or the heap in use is past its limit (src/runtime/settings.ts, docs/security.md), new
 * requests are answered 503 with Retry-After and this bilingual message, without running.
 */
export async function registerPressure(
  app: FastifyInstance,
  pressure: RuntimeSettings['pressure'],
  embedded: boolean,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: eventLoopDelayLimit(pressure, embedded),
    maxHeapUsedBytes: pressure.maxHeapUsedBytes,
    sampleInterval: pressure.sampleIntervalMs,
    retryAfter: pressure.retryAfterS,
    exposeStatusRoute: false,
    pressureHandler: shed(pressure.retryAfterS) as never,
  });
}

/**
 * The plugin's pressure handler: nothing (undefined) lets the request run; a value is sent as the
 * answer (the plugin's documented behaviour; its type says void).
 */
function shed(retryAfterS: number) {
  return (request: FastifyRequest, reply: FastifyReply, type: string): typeof BUSY | undefined => {
    if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
    request.log.warn({ pressure: type }, 'under pressure: request shed');
    void reply.code(503).header('retry-after', String(retryAfterS));
    return BUSY;
  };
}
