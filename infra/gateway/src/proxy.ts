// The commerce service's paths, forwarded with the client address this gateway decided.
import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { tooLarge, wasCutAtLimit } from './body-limit';
import { NO_CACHE } from './cache-policy';
import { rateLimitConfig } from './client-limits';
import { REQUEST_ID_HEADER } from './probes';

/**
 * The commerce service's public paths; `/payments` carries the payment providers' callbacks and
 * browser returns, `/auth/social` the social sign-in's start, provider callback and ticket steps
 * (the service answers both only for a configured provider, and limits them per client itself).
 */
export const API_PREFIXES = [
  '/graphql',
  '/ai-search',
  '/media',
  '/payments',
  '/auth/social',
] as const;
/** The ones behind the edge limit: /media answers are cached images, cheap and many per page. */
export const LIMITED_PREFIXES: readonly string[] = ['/graphql', '/ai-search', '/admin'];

/**
 * Paths forwarded to the commerce service; `/dev` (OTP outbox, payment sandbox) only with dev
 * routes on; `/admin` (the operator API) only with ADMIN_ON_STOREFRONT=1: operators reach the
 * service another way unless a deployment chooses to serve them on the shoppers' origin.
 */
export function proxiedPrefixes(devRoutes = false, adminOnStorefront = false): string[] {
  return [
    ...API_PREFIXES,
    ...(devRoutes ? ['/dev'] : []),
    ...(adminOnStorefront ? ['/admin'] : []),
  ];
}

interface ProxyOptions {
  commerceUrl: string;
  devRoutes: boolean;
  adminOnStorefront: boolean;
  apiRateLimit: number;
}

/**
 * The service believes X-Forwarded-For from the gateway only: it always carries the client this
 * gateway decided on (the TCP peer, or what a trusted front proxy said), never what the client
 * wrote.
 */
function withClientAddress<T extends object>(headers: T, ip: string, requestId: string): T {
  const forwarded: Record<string, unknown> = {
    ...headers,
    'x-forwarded-for': ip,
    // The id this gateway logs the request under (probes.ts), so the service logs the same.
    [REQUEST_ID_HEADER]: requestId,
  };
  delete forwarded.forwarded;
  delete forwarded['x-real-ip'];
  return forwarded as T;
}

function badGateway(commerceUrl: string, error: Error) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return {
    statusCode: 502,
    error: 'Bad Gateway',
    message: `The commerce service at ${commerceUrl} did not answer (${cause?.code ?? cause?.message ?? error.message}).`,
  };
}

export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { commerceUrl, devRoutes, adminOnStorefront, apiRateLimit } = options;
  for (const prefix of proxiedPrefixes(devRoutes, adminOnStorefront)) {
    await app.register(fastifyHttpProxy, {
      upstream: commerceUrl,
      prefix,
      rewritePrefix: prefix,
      ...(LIMITED_PREFIXES.includes(prefix) ? { config: rateLimitConfig(apiRateLimit) } : {}),
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          withClientAddress(headers, request.ip, String(request.id)),
        onError: (reply, { error }) => {
          if (wasCutAtLimit(reply.request.raw)) {
            void reply.code(413).header('Cache-Control', NO_CACHE).send(tooLarge());
          } else {
            void reply.code(502).send(badGateway(commerceUrl, error));
          }
        },
      },
    });
  }
}
