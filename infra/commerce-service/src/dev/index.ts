/**
 * Everything the service serves only with `DUKKAN_DEV_ROUTES=1` outside production mode: the outbox of sent codes and
 * e-mails, the payment sandbox that stands in for the payment providers, and the store's side of
 * an order (status steps, substitution proposals) and of checkout (a full delivery interval, store
 * pickup on or off), and a seeded address book copied to a test's own customer. Nothing outside
 * this folder imports it statically: `registerRoutes` loads it with a dynamic import when
 * `config.devRoutes` is on and `config.production` is off, so any other process never loads
 * this code and answers 404 under `/dev`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import type { Messenger } from '../messages/messenger';
import type { Outbox } from '../outbox';
import { registerCheckoutSideRoutes } from './checkout-side';
import { registerCustomerSideRoutes } from './customer-side';
import { registerOutboxRoutes } from './outbox-routes';
import { registerPaymentSandbox } from './payment-sandbox';
import { registerStoreSideRoutes } from './store-side';

export function registerDevRoutes(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; outbox: Outbox; messenger: Messenger },
): void {
  registerOutboxRoutes(app, deps);
  // One encapsulated scope, so the sandbox's form body parser applies to the dev routes only.
  void app.register((scope, _options, done) => {
    registerPaymentSandbox(scope, deps);
    registerStoreSideRoutes(scope, deps);
    registerCheckoutSideRoutes(scope, deps);
    registerCustomerSideRoutes(scope, deps);
    done();
  });
}
