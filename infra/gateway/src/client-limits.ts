// Who the client is, and how much of the commerce service one client may take (docs/security.md).
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Requests one client address may send to the limited API paths (proxy.ts `LIMITED_PREFIXES`)
 * per minute, counted at the edge before anything reaches the commerce service (which keeps its
 * own, finer limits per action). A page load of the storefront sends about 10 to 30; 600 a
 * minute leaves room for a few shoppers behind one mobile carrier's shared address and stops one
 * client from taking the service's capacity from the others.
 */
export const API_RATE_LIMIT = 600;

/** Milliseconds the gateway waits on Redis before counting a request without it. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Fastify's `trustProxy`: only the configured front proxies may say who the client is (their
 * `X-Forwarded-For` and `X-Forwarded-Proto`); anyone else is the client, the TCP peer.
 */
export function trustProxyOption(
  trusted: false | string[] | undefined,
): FastifyServerOptions['trustProxy'] {
  return trusted && trusted.length > 0 ? trusted : false;
}

/** The Redis holding the counters every gateway instance shares, or null to count in memory. */
function edgeRedis(app: FastifyInstance, redisUrl: string | null): Redis | null {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_TIMEOUT_MS * 4,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    ...(redisUrl.startsWith('rediss://') ? { tls: {} } : {}),
  });
  // Errors are answered per request (skipOnError below); a listener keeps them from crashing.
  redis.on('error', (error) => app.log.warn({ err: error }, 'edge limit: Redis unavailable'));
  app.addHook('onClose', (_instance, done) => {
    redis.disconnect();
    done();
  });
  return redis;
}

function retryText(ttlMs: number): { message: string; message_ar: string } {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return {
    message: `Too many requests. Please try again in ${seconds} seconds.`,
    message_ar: `طلبات كثيرة جداً. يرجى المحاولة مرة أخرى بعد ${seconds} ثانية.`,
  };
}

/**
 * The edge limit per client address; off until a route asks for it (`rateLimitConfig`). The
 * counters live in Redis when `redisUrl` is set (every gateway instance shares them), else in
 * this process.
 */
export async function registerEdgeLimit(
  app: FastifyInstance,
  redisUrl: string | null,
): Promise<void> {
  const redis = edgeRedis(app, redisUrl);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'dukkan-gateway-rl:' } : {}),
    // Redis down: count nothing rather than refuse every shopper (the service's own limits stay).
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      ...retryText(context.ttl),
    }),
  });
}

/** A route's share of the edge limit: `max` requests per client per minute. */
export function rateLimitConfig(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
