/**
 * The browser's return from a provider's page, once the route has found which order it is (Paymob
 * by its order id, APS by a signed merchant reference): the provider's callback or notification
 * decides, so this only asks the provider when that has not arrived yet, and sends the browser to
 * the storefront's success or payment error page (or the error page when no order was found).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { storefrontPage } from '../../../links';
import type { Messenger } from '../../../messages/messenger';
import { scopeOf } from '../../../messages/request-scope';
import type { OrderRow } from '../orders';
import { errorUrl, successUrl } from '../payments';
import { settleTransaction } from '../settle';
import type { PaymentProvider } from './types';

export interface ProviderRouteDeps {
  config: ServiceConfig;
  db: Kysely<Database>;
  messenger: Messenger;
}

export async function answerBrowserReturn(
  deps: ProviderRouteDeps,
  provider: PaymentProvider,
  found: OrderRow | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  locale: 'en' | 'ar',
): Promise<FastifyReply> {
  const { config, db } = deps;
  if (!found) {
    const url = new URL(storefrontPage(config, locale, 'orders/error'));
    url.searchParams.set('msg', 'PAYMENT_ERROR');
    return reply.redirect(url.toString(), 303);
  }
  let order = found;
  if (order.status === 'pending_payment') {
    try {
      const tx = await provider.queryStatus(order);
      if (tx) {
        const settled = await settleTransaction(
          { db, config, messages: scopeOf(request, deps.messenger), log: request.log },
          provider,
          tx,
          'inquiry',
        );
        order = settled.order ?? order;
      }
    } catch (error) {
      // The callback still decides when it comes; the page shows the order as it is now.
      request.log.error(
        { err: error, order: order.number, provider: provider.name },
        'payment status inquiry failed',
      );
    }
  }
  const failed = order.status === 'payment_failed' || order.payment_status === 'DENIED';
  return reply.redirect(
    failed ? errorUrl(config, order, locale) : successUrl(config, order, locale),
    303,
  );
}
