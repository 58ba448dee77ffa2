import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ServiceConfig } from './config';
import type { Database } from './db/schema';
import type { Outbox } from './outbox';

/** Plain HTTP routes beside /graphql: health, dev outbox, media, AI search. */
export function registerRoutes(app: FastifyInstance, deps: { config: ServiceConfig; db: Kysely<Database>; outbox: Outbox }): void {
  const { config, db, outbox } = deps;

  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      return reply.code(503).send({ status: 'unavailable', error: error instanceof Error ? error.message : String(error) });
    }
  });

  if (!config.production) {
    app.get<{ Querystring: { to?: string } }>('/dev/outbox', (request) => {
      const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to : undefined;
      return { messages: outbox.list(to ? { to } : undefined) };
    });
  }
}
