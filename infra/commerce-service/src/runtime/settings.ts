import v8 from 'node:v8';

/** How the process starts, stops, sheds load and shows its metrics (docs/deploy.md). */
export interface RuntimeSettings {
  /** Longest a SIGTERM drain waits for in-flight requests and message sends (`SHUTDOWN_DEADLINE_MS`). */
  shutdownDeadlineMs: number;
  /** Past either limit, requests are answered 503 with Retry-After (@fastify/under-pressure). */
  pressure: {
    /**
     * Mean event-loop delay over a sample, in ms (`PRESSURE_MAX_EVENT_LOOP_DELAY_MS`; 0: not
     * checked). Null when not set: 1,000 on PostgreSQL, not checked on PGlite, whose queries run
     * on this event loop (a sample blocked whole by the database's own work reads as an endless
     * delay to the plugin and shed every request after it: eventLoopDelayLimit).
     */
    maxEventLoopDelayMs: number | null;
    /** Heap in use, in bytes (`PRESSURE_MAX_HEAP_MB`; default 90% of V8's heap limit). */
    maxHeapUsedBytes: number;
    /** Seconds a client is told to wait (`Retry-After`). */
    retryAfterS: number;
    /** How often the figures are sampled, in ms. */
    sampleIntervalMs: number;
  };
  /** Bearer token that opens GET /metrics from anywhere (`METRICS_TOKEN`); null: loopback only. */
  metricsToken: string | null;
  /** Redis of the catalogue cache (`REDIS_URL`), checked by /readyz; null when not configured. */
  redisUrl: string | null;
}

export const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * A mean event-loop delay of 1 s means every request already waits a second before its first
 * line runs: new ones are refused while the queue drains (docs/security.md).
 */
export const PRESSURE_MAX_EVENT_LOOP_DELAY_MS = 1_000;
export const PRESSURE_HEAP_SHARE = 0.9;
export const PRESSURE_RETRY_AFTER_S = 5;
/** Shortest METRICS_TOKEN accepted. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function runtimeFromEnv(env: NodeJS.ProcessEnv): RuntimeSettings {
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  const heapMb = int(env.PRESSURE_MAX_HEAP_MB, 0, 'PRESSURE_MAX_HEAP_MB');
  const token = env.METRICS_TOKEN ?? '';
  if (token !== '' && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must have at least ${METRICS_TOKEN_MIN_LENGTH} characters.`);
  }
  return {
    shutdownDeadlineMs: int(env.SHUTDOWN_DEADLINE_MS, SHUTDOWN_DEADLINE_MS, 'SHUTDOWN_DEADLINE_MS'),
    pressure: {
      maxEventLoopDelayMs:
        env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS === undefined ||
        env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS === ''
          ? null
          : int(
              env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
              PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
              'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
            ),
      maxHeapUsedBytes:
        heapMb > 0 ? heapMb * 1024 * 1024 : Math.floor(heapLimit * PRESSURE_HEAP_SHARE),
      retryAfterS: PRESSURE_RETRY_AFTER_S,
      sampleIntervalMs: 500,
    },
    metricsToken: token === '' ? null : token,
    redisUrl: env.REDIS_URL && env.REDIS_URL !== '' ? env.REDIS_URL : null,
  };
}

/**
 * The event-loop delay limit in force: the one set, else 1,000 ms on PostgreSQL and none (0) on
 * PGlite (RuntimeSettings.pressure.maxEventLoopDelayMs).
 */
export function eventLoopDelayLimit(
  pressure: RuntimeSettings['pressure'],
  embedded: boolean,
): number {
  if (pressure.maxEventLoopDelayMs !== null) return pressure.maxEventLoopDelayMs;
  return embedded ? 0 : PRESSURE_MAX_EVENT_LOOP_DELAY_MS;
}
