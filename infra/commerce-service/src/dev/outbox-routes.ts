/**
 * `GET /dev/outbox[?to=]`: the OTP codes and e-mails the service sent, newest first, so a
 * developer or an end-to-end test can log in without a phone. Development only.
 */
import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../outbox';

export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', (request) => {
    const to =
      typeof request.query.to === 'string' && request.query.to !== ''
        ? request.query.to
        : undefined;
    return { messages: outbox.list(to ? { to } : undefined) };
  });
}
