/**
 * The store's side of an order for development and tests, on top of the operator operations
 * (src/operators/: the same code path as /admin/graphql, without a session or an audit entry):
 * moving an order forward (pending -> processing -> out_for_delivery -> delivered, crediting the
 * earned points on delivery) and proposing substitutions for an item missing at picking time.
 *
 *   POST /dev/orders/:number/status        { "status": "processing" | "out_for_delivery" | "delivered" }
 *   POST /dev/orders/:number/substitution  { "item_id"?: number }   (default: the first item)
 *   POST /dev/orders/:number/reorder       (the order's items into its customer's active cart)
 *
 * Registered by `src/dev/index.ts`, so never loaded in production mode.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { ORDER_NUMBER_PATTERN, type OrderRow } from '../domains/order/orders';
import type { OrderStatusCode } from '../domains/order/tables';
import type { MessageWriter, Messenger } from '../messages/messenger';
import { scopeOf } from '../messages/request-scope';
import { OpsError } from '../operators/errors';
import { moveOrder, reorderOrder } from '../operators/order-ops';
import { proposeSubstitution } from '../operators/substitution-ops';

/** An operator error as the dev routes answer it: 404 for an unknown order, else 409. */
async function answer<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    const status = error.code === 'NOT_FOUND' ? 404 : error.code === 'BAD_INPUT' ? 400 : 409;
    return reply.code(status).send({ error: error.message });
  }
}

/**
 * Moves an order as the dev status route does, for tests that drive the store's side directly:
 * `{ order }`, or `{ error }` with the operator operation's message.
 */
export async function advanceOrder(
  db: Kysely<Database>,
  number: string,
  to: OrderStatusCode,
  now: Date,
  notify: { messages: MessageWriter; config: ServiceConfig },
): Promise<{ order: OrderRow } | { error: string }> {
  const config = { ...notify.config, now: () => now };
  try {
    return {
      order: (await moveOrder({ db, config, messages: notify.messages }, number, to)).order,
    };
  } catch (error) {
    if (error instanceof OpsError) return { error: error.message };
    throw error;
  }
}

export function registerStoreSideRoutes(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; messenger: Messenger },
): void {
  const { config, db } = deps;
  app.post<{ Params: { number: string }; Body: { status?: unknown } | null }>(
    '/dev/orders/:number/status',
    async (request, reply) => {
      const to = request.body?.status;
      if (
        !ORDER_NUMBER_PATTERN.test(request.params.number) ||
        (to !== 'processing' && to !== 'out_for_delivery' && to !== 'delivered')
      ) {
        return reply.code(400).send({
          error:
            'POST /dev/orders/<number>/status with {"status": "processing" | "out_for_delivery" | "delivered"}',
        });
      }
      const ops = { db, config, messages: scopeOf(request, deps.messenger) };
      return answer(reply, async () => {
        const { order } = await moveOrder(ops, request.params.number, to);
        return {
          number: order.number,
          status_code: order.status,
          payment_status: order.payment_status,
        };
      });
    },
  );
  app.post<{ Params: { number: string }; Body: { item_id?: unknown } | null }>(
    '/dev/orders/:number/substitution',
    async (request, reply) => {
      const raw = request.body?.item_id;
      const itemId = typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : null;
      if (
        !ORDER_NUMBER_PATTERN.test(request.params.number) ||
        (raw !== undefined && itemId === null)
      ) {
        return reply.code(400).send({
          error:
            'POST /dev/orders/<number>/substitution with an optional {"item_id": <order item id>}',
        });
      }
      const ops = { db, config, messages: scopeOf(request, deps.messenger) };
      return answer(reply, () => proposeSubstitution(ops, request.params.number, itemId));
    },
  );
  app.post<{ Params: { number: string } }>(
    '/dev/orders/:number/reorder',
    async (request, reply) => {
      if (!ORDER_NUMBER_PATTERN.test(request.params.number))
        return reply.code(400).send({ error: 'POST /dev/orders/<number>/reorder' });
      const ops = { db, config, messages: scopeOf(request, deps.messenger) };
      return answer(reply, () => reorderOrder(ops, request.params.number));
    },
  );
}
