/**
 * Request URLs as the log records them, without the capabilities they may carry. The storefront
 * sends GraphQL queries as GET requests (cacheable), so a guest's cart id travels in the URL's
 * `variables`; a payment's merchant reference is a path segment of the payment pages. Whoever
 * holds one of those can read or change that cart or payment, so neither is written to the log:
 * `variables` and string literals of the query text are replaced, and so is any path segment or
 * named parameter that looks like a generated id.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** A generated id: 20 or more URL-safe characters in one piece (cart ids, merchant references). */
const GENERATED_ID = /^[A-Za-z0-9_-]{20,}$/;
/** Parameters whose value is always a capability or personal data. */
const SECRET_PARAMS = new Set(['variables', 'cart_id', 'merchant_reference', 'token', 'ref']);

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const path = pathname
    .split('/')
    .map((segment) => (GENERATED_ID.test(segment) ? REDACTED : segment))
    .join('/');
  if (at < 0) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept: string[] = [];
  for (const [name, value] of params) {
    let shown = value;
    if (SECRET_PARAMS.has(name) || GENERATED_ID.test(value)) shown = REDACTED;
    else if (name === 'query') shown = value.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
    kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(shown)}`);
  }
  return `${path}?${kept.join('&')}`;
}

/** pino's `req` serializer of the service: Fastify's fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
