/**
 * The provider routes, outside /graphql and /dev (registered only when Paymob is configured;
 * those of Amazon Payment Services are in aps-routes.ts):
 *   POST /payments/paymob/callback          Paymob's transaction-processed callback (?hmac=)
 *   GET  /payments/paymob/return/:locale    where Paymob sends the browser back after paying
 * The callback decides; the return only reads the order, asking Paymob when the callback has not
 * arrived yet, and sends the browser to the storefront's success or payment error page.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { Messenger } from '../../../messages/messenger';
import { scopeOf } from '../../../messages/request-scope';
import { settleTransaction } from '../settle';
import { registerApsRoutes } from './aps-routes';
import { answerBrowserReturn } from './browser-return';
import { providerNamed } from './index';

export function registerProviderRoutes(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; messenger: Messenger },
): void {
  registerApsRoutes(app, deps);
  const { config, db } = deps;
  const paymob = providerNamed(deps, 'paymob');
  if (!paymob) return;

  app.post<{ Querystring: Record<string, unknown> }>(
    '/payments/paymob/callback',
    async (request, reply) => {
      const check = paymob.verifyCallback({ query: request.query, body: request.body });
      if (!check.ok) {
        request.log.warn({ provider: 'paymob', reason: check.reason }, 'payment callback refused');
        return reply.code(401).send({ error: 'refused' });
      }
      const settled = await settleTransaction(
        { db, config, messages: scopeOf(request, deps.messenger), log: request.log },
        paymob,
        check.transaction,
        'callback',
      );
      return reply
        .code(settled.result === 'unknown-order' ? 404 : 200)
        .send({ result: settled.result });
    },
  );

  app.get<{ Params: { locale: string }; Querystring: Record<string, string | undefined> }>(
    '/payments/paymob/return/:locale',
    async (request, reply) => {
      const locale = request.params.locale === 'ar' ? 'ar' : 'en';
      // Only which order: what the query says about the payment is not believed.
      const providerOrderId = request.query.order ?? '';
      const order = /^\d{1,20}$/.test(providerOrderId)
        ? await db
            .selectFrom('orders')
            .selectAll()
            .where('payment_provider', '=', 'paymob')
            .where('provider_order_id', '=', providerOrderId)
            .executeTakeFirst()
        : undefined;
      return answerBrowserReturn(deps, paymob, order, request, reply, locale);
    },
  );
}
