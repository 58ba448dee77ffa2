import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the gateway names a request by, answered back on every reply. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids taken from the gateway: letters, digits and `._:-`, 8 to 128 characters (a UUID fits). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the gateway's `x-request-id` when it has the accepted shape, else a new
 * UUID. The id is in every log line of the request (Fastify's child logger, `reqId`) and in the
 * answer's header, so one id follows a shopper's request through both processes' logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
