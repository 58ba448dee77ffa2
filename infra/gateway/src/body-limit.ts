// The largest request body the gateway forwards, enforced before any byte goes upstream.
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from './cache-policy';

/**
 * Largest request body forwarded to the commerce service, in bytes: the service's own Fastify
 * `bodyLimit` (infra/commerce-service/src/app.ts; a gateway test checks the two agree). A bigger
 * body is refused here with 413 before any byte goes upstream, instead of the service cutting
 * the upload and the proxy reporting that as a 502.
 */
export const BODY_LIMIT = 256 * 1024;

/** Requests whose chunked body went over the limit while streaming upstream. */
const oversized = new WeakSet<object>();

/** The JSON answer for a body over {@link BODY_LIMIT}. */
export function tooLarge() {
  return {
    statusCode: 413,
    error: 'Payload Too Large',
    message: `The request body is larger than the ${BODY_LIMIT / 1024} KB the commerce service accepts.`,
  };
}

/**
 * A declared length over the limit is refused at once; a chunked body (no length) is counted as
 * it streams to the proxy and cut at the limit ({@link wasCutAtLimit}).
 */
export function registerBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > BODY_LIMIT) {
      reply.header('Connection', 'close');
      return reply.code(413).header('Cache-Control', NO_CACHE).send(tooLarge());
    }
    return undefined;
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-length'] !== undefined) return payload;
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > BODY_LIMIT) {
          oversized.add(request.raw);
          callback(Object.assign(new Error('request body over the limit'), { statusCode: 413 }));
        } else callback(null, chunk);
      },
    });
    return payload.pipe(counted);
  });
}

/** Whether the proxy failed because the request's chunked body was cut at the limit. */
export function wasCutAtLimit(raw: object): boolean {
  return oversized.has(raw);
}
