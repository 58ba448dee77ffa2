/**
 * The store's side of an order, for development and tests only (there is no admin API yet):
 * moving an order forward (pending -> processing -> out_for_delivery -> delivered) and proposing
 * substitutions for an item missing at picking time. Delivery credits the points the order earned
 * (tier points too, with a tier upgrade when a higher tier is reached), as the loyalty pages show.
 *
 *   POST /dev/orders/:number/status        { "status": "processing" | "out_for_delivery" | "delivered" }
 *   POST /dev/orders/:number/substitution  { "item_id"?: number }   (default: the first item)
 *
 * Registered by `src/dev/index.ts`, so never loaded in production mode.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { substitutionMinutes } from '../domains/order/earning';
import { ORDER_NUMBER_PATTERN } from '../domains/order/orders';
import type { OrderStatusCode, PaymentStatus } from '../domains/order/tables';
import { writeStatusChange, writeSubstitutionProposal } from '../domains/order/notices';
import type { MessageWriter, Messenger } from '../messages/messenger';
import { scopeOf } from '../messages/request-scope';

const FORWARD: Partial<Record<OrderStatusCode, OrderStatusCode>> = {
  pending: 'processing',
  processing: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

/** Adds earned points to the balance and the tier points; moves the customer up when a tier is reached. */
async function creditPoints(
  trx: Transaction<Database>,
  customerId: number,
  points: number,
  number: string,
  now: Date,
): Promise<void> {
  if (points <= 0) return;
  const customer = await trx
    .updateTable('customers')
    .set({
      points_balance: sql`points_balance + ${points}`,
      tier_points: sql`tier_points + ${points}`,
      updated_at: now,
    })
    .where('id', '=', customerId)
    .returning(['tier_points', 'tier_code'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('points_history')
    .values({
      customer_id: customerId,
      action: 'earned',
      points,
      reason: `Points earned on order #${number}`,
      reason_ar: `نقاط مكتسبة من الطلب رقم ${number}`,
      created_at: now,
    })
    .execute();
  const tiers = await trx
    .selectFrom('loyalty_tiers')
    .select(['code', 'points'])
    .orderBy('points')
    .execute();
  const reached = tiers.filter((t) => t.points <= customer.tier_points).at(-1);
  const current = tiers.find((t) => t.code === customer.tier_code);
  if (reached && current && reached.points > current.points) {
    await trx
      .updateTable('customers')
      .set({ tier_code: reached.code, has_tier_upgrade: true })
      .where('id', '=', customerId)
      .execute();
  }
}

export async function advanceOrder(
  db: Kysely<Database>,
  number: string,
  to: OrderStatusCode,
  now: Date,
  notify: { messages: MessageWriter; config: ServiceConfig },
) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { error: 'not found' as const };
    if (FORWARD[order.status] !== to)
      return { error: `an order ${order.status} cannot become ${to}` };
    const offlinePaid: PaymentStatus =
      order.payment_status === 'PENDING' ? 'RECEIVED' : order.payment_status;
    const updated = await trx
      .updateTable('orders')
      .set({
        status: to,
        updated_at: now,
        ...(to === 'delivered'
          ? { delivered_at: now, payment_status: offlinePaid, paid_at: order.paid_at ?? now }
          : {}),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (to === 'delivered' && order.customer_id !== null)
      await creditPoints(trx, order.customer_id, order.estimated_earned_points, order.number, now);
    await writeStatusChange(trx, notify, updated);
    return { order: updated };
  });
}

/** Proposes up to two replacements (same first category, stocked at the order's source) for one item. */
export async function proposeSubstitution(
  db: Kysely<Database>,
  number: string,
  itemId: number | null,
  now: Date,
  notify: { messages: MessageWriter; config: ServiceConfig },
) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { error: 'not found' as const };
    if (order.status !== 'pending' && order.status !== 'processing')
      return { error: `an order ${order.status} cannot get a substitution` };
    const existing = await trx
      .selectFrom('order_substitutions')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (existing) return { error: 'the order already has a substitution' };
    let itemQuery = trx
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('product_id', 'is not', null)
      .orderBy('position')
      .orderBy('id');
    if (itemId !== null) itemQuery = itemQuery.where('id', '=', itemId);
    const item = await itemQuery.executeTakeFirst();
    if (!item || item.product_id === null) return { error: 'no such item in the order' };
    const alternatives = await trx
      .selectFrom('product_categories as pc')
      .innerJoin('product_categories as other', 'other.category_id', 'pc.category_id')
      .innerJoin('products as p', 'p.id', 'other.product_id')
      .innerJoin('product_stock as s', (j) =>
        j.onRef('s.product_id', '=', 'p.id').on('s.source_code', '=', order.source_code),
      )
      .select(['p.id', 'p.price', 's.price as source_price'])
      .where('pc.product_id', '=', item.product_id)
      .where('p.id', '<>', item.product_id)
      .where('p.type', '=', 'simple')
      .where('p.visible', '=', true)
      .where('s.qty', '>=', item.qty)
      .orderBy('p.id')
      .limit(2)
      .execute();
    if (alternatives.length === 0) return { error: 'no replacement in stock at the order source' };
    const minutes = await substitutionMinutes(trx);
    const sub = await trx
      .insertInto('order_substitutions')
      .values({
        order_id: order.id,
        status: 'PENDING',
        expires_at: new Date(now.getTime() + minutes * 60_000),
        submitted_at: null,
        created_at: now,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    const subItem = await trx
      .insertInto('order_substitution_items')
      .values({ substitution_id: sub.id, order_item_id: item.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_substitution_replacements')
      .values(
        alternatives.map((a) => ({
          substitution_item_id: subItem.id,
          product_id: a.id,
          qty: item.qty,
          price: a.source_price ?? a.price,
          comment: 'Closest item we have today',
          comment_ar: 'أقرب بديل متاح اليوم',
        })),
      )
      .execute();
    await writeSubstitutionProposal(trx, notify, order);
    return {
      substitution: {
        order_number: order.number,
        item_id: item.id,
        replacements: alternatives.length,
        expires_at: new Date(sub.expires_at).toISOString(),
      },
    };
  });
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
      const result = await advanceOrder(db, request.params.number, to, config.now(), {
        messages: scopeOf(request, deps.messenger),
        config,
      });
      if ('error' in result)
        return reply.code(result.error === 'not found' ? 404 : 409).send({ error: result.error });
      return {
        number: result.order.number,
        status_code: result.order.status,
        payment_status: result.order.payment_status,
      };
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
      const result = await proposeSubstitution(db, request.params.number, itemId, config.now(), {
        messages: scopeOf(request, deps.messenger),
        config,
      });
      if ('error' in result)
        return reply.code(result.error === 'not found' ? 404 : 409).send({ error: result.error });
      return result.substitution;
    },
  );
}
