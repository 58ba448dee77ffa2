import { Redis } from 'ioredis';

/** Longest wait for one Redis command before the cache answers from the database instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest wait for a connection to Redis. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * A Redis connection for the catalogue cache (ioredis): `redis://` or `rediss://` (TLS) URLs with
 * user, password and database number; bounded waits, so a slow or absent Redis costs a request
 * at most {@link REDIS_COMMAND_TIMEOUT_MS} before it is answered from the database.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Reconnect with a growing pause, at most every 5 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    ...(url.startsWith('rediss://') ? { tls: {} } : {}),
  });
  // Errors reach each command's caller; without a listener ioredis would log every reconnect.
  redis.on('error', () => undefined);
  return redis;
}
