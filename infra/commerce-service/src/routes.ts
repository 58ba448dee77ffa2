import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from './config';
import type { Database } from './db/schema';
import { registerMediaRoutes } from './media/routes';
import type { Messenger } from './messages/messenger';
import type { Outbox } from './outbox';
import { aiSearch } from './search/ai-search';
import { cacheVersionOf } from './cache/catalog-cache';
import { registerProviderRoutes } from './domains/order/providers/routes';
import { registerSitemapRoute } from './domains/catalog/sitemap';
import { registerSocialRoutes } from './domains/customer/social/routes';
import { registerOperatorApi } from './operators/route';

/**
 * Plain HTTP routes beside /graphql (the probes and /metrics: src/runtime): the catalogue's version, the sitemap's paths
 * (domains/catalog/sitemap.ts), media, AI search, the
 * payment providers' callbacks and returns (src/domains/order/providers/routes.ts), the operator
 * API at /admin/graphql (src/operators/route.ts); with
 * `DUKKAN_DEV_ROUTES=1` outside production mode also the dev routes of `src/dev`, loaded only then.
 */
export async function registerRoutes(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; outbox: Outbox; messenger: Messenger },
): Promise<void> {
  const { config, db, outbox, messenger } = deps;

  // What a guest's catalogue answers depend on, as one string (cacheVersionOf); with ?source=,
  // also the stock quantities there: the gateway keeps a page it drew for that source until this
  // moves. Never cached on the way.
  app.get<{ Querystring: { source?: string } }>('/catalog-version', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const source = request.query.source;
    if (source !== undefined && !/^[\w-]{1,64}$/.test(source))
      return reply.code(400).send({ error: 'source must be a stock source code.' });
    return { version: await cacheVersionOf(db, config.now, source) };
  });

  registerMediaRoutes(app, db);
  registerSitemapRoute(app, db);

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/ai-search',
    async (request, reply) => {
      const q = request.query;
      const input = (q.customer_input ?? '').trim();
      const fail = (message: string, message_ar: string) =>
        reply.code(400).send({ error: message, error_ar: message_ar });
      if (input.length === 0 || input.length > 200)
        return fail(
          'customer_input must be 1 to 200 characters.',
          'يجب أن يكون نص البحث من 1 إلى 200 حرف.',
        );
      const language = q.language ?? 'en';
      if (language !== 'en' && language !== 'ar')
        return fail('language must be "en" or "ar".', 'يجب أن تكون اللغة "en" أو "ar".');
      const source = q.source_code ?? 'default';
      if (!/^[a-z0-9_-]{1,64}$/i.test(source))
        return fail('source_code must be a stock source code.', 'كود المخزن غير صالح.');
      const count = q.recommendations_count === undefined ? 5 : Number(q.recommendations_count);
      if (!Number.isInteger(count) || count < 1 || count > 20)
        return fail(
          'recommendations_count must be from 1 to 20.',
          'يجب أن يكون عدد الاقتراحات من 1 إلى 20.',
        );
      const products = await aiSearch(db, {
        customerInput: input,
        language,
        sourceCode: source,
        count,
        now: config.now(),
      });
      return { products };
    },
  );

  // The payment providers' callbacks and browser returns (only the configured ones).
  registerProviderRoutes(app, { config, db, messenger });

  // Social sign-in (the providers offered are those configured: src/domains/customer/social).
  registerSocialRoutes(app, { config, db, messenger });
  // The operator API (src/operators/): its own schema and sessions, never merged into /graphql.
  registerOperatorApi(app, { config, db, messenger });

  if (config.devRoutes && !config.production) {
    // A dynamic import, so a production process never loads the dev folder at all.
    const dev = await import('./dev/index.js');
    dev.registerDevRoutes(app, { config, db, outbox, messenger });
  }
}
