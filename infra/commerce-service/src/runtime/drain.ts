import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './probes';

/**
 * While draining, every answer closes its connection: a keep-alive connection that carried an
 * in-flight request would otherwise stay open (and hold the drain) until its idle timeout.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops the process's work within `deadlineMs`: readiness turns 503 at once (`lifecycle`), then
 * `close` stops accepting connections, lets in-flight requests finish and waits for the message
 * worker's current sends (Service.close). Resolves 'drained', or 'deadline' when the time ran
 * out first (the caller exits anyway: the orchestrator's own kill would come next).
 */
export async function drain(
  lifecycle: Lifecycle,
  close: () => Promise<void>,
  deadlineMs: number,
): Promise<'drained' | 'deadline'> {
  lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  try {
    return await Promise.race([close().then(() => 'drained' as const), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
