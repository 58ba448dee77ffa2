/**
 * The store's side of an order, one code path for the operator API (/admin/graphql) and the
 * development routes (src/dev/store-side.ts): finding orders, moving one through the status
 * machine, cancelling (with the refund through the payment provider and everything placing took
 * given back), crediting the earned points on delivery exactly once, refunding. Each status change
 * writes the customer's message in the same transaction (src/domains/order/notices.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { notifyStockBack } from '../domains/customer/engagement';
import { writeStatusChange } from '../domains/order/notices';
import { ORDER_NUMBER_PATTERN, type OrderRow } from '../domains/order/orders';
import { refundThroughProvider } from '../domains/order/refund';
import { releaseOrder } from '../domains/order/release';
import { reorderIntoCart } from '../domains/order/reorder';
import type { OrderStatusCode, PaymentStatus } from '../domains/order/tables';
import type { MessageWriter } from '../messages/messenger';
import { badInput, notFound, OpsError } from './errors';

export interface OpsDeps {
  db: Kysely<Database>;
  config: ServiceConfig;
  messages: MessageWriter;
}

/**
 * Where an order may go from each status. pending_payment waits for the provider's callback
 * (settle.ts), so an operator can only cancel it. The commerce spec declares CLOSED without its
 * transitions: here it ends a delivered order whose after-sales are done (a return refunded with
 * refundOrder first, say); canceled, payment_failed and closed are final.
 */
export const TRANSITIONS: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  pending_payment: ['canceled'],
  pending: ['processing', 'canceled'],
  processing: ['out_for_delivery', 'canceled'],
  out_for_delivery: ['delivered', 'canceled'],
  delivered: ['closed'],
  closed: [],
  canceled: [],
  payment_failed: [],
};

/** At most this many orders in one bulk cancellation (docs/security.md). */
export const BULK_CANCEL_MAX = 100;

function transitionError(from: OrderStatusCode, to: OrderStatusCode): OpsError {
  const allowed = TRANSITIONS[from];
  return new OpsError(
    'INVALID_TRANSITION',
    `An order that is ${from} cannot become ${to}` +
      (allowed.length > 0 ? ` (it can become: ${allowed.join(', ')}).` : ` (${from} is final).`),
    { from, to },
  );
}

export function checkOrderNumber(number: unknown): string {
  if (typeof number !== 'string' || !ORDER_NUMBER_PATTERN.test(number))
    throw badInput(`"${String(number)}" is not an order number (9 to 12 digits).`);
  return number;
}

async function orderByNumber(db: Kysely<Database>, number: string): Promise<OrderRow> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', checkOrderNumber(number))
    .executeTakeFirst();
  if (!order) throw notFound(`No order ${number}.`);
  return order;
}

/**
 * Adds an order's earned points to the balance and the tier points, once (points_credited_at),
 * and moves the customer up when a higher tier is reached. Guests earn nothing.
 */
async function creditPoints(trx: Transaction<Database>, order: OrderRow, now: Date) {
  const points = order.estimated_earned_points;
  if (order.customer_id === null || order.points_credited_at !== null || points <= 0) return;
  const marked = await trx
    .updateTable('orders')
    .set({ points_credited_at: now })
    .where('id', '=', order.id)
    .where('points_credited_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return;
  const customer = await trx
    .updateTable('customers')
    .set({
      points_balance: sql`points_balance + ${points}`,
      tier_points: sql`tier_points + ${points}`,
      updated_at: now,
    })
    .where('id', '=', order.customer_id)
    .returning(['tier_points', 'tier_code'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('points_history')
    .values({
      customer_id: order.customer_id,
      action: 'earned',
      points,
      reason: `Points earned on order #${order.number}`,
      reason_ar: `نقاط مكتسبة من الطلب رقم ${order.number}`,
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
      .where('id', '=', order.customer_id)
      .execute();
  }
}

/**
 * processing, out_for_delivery, delivered or closed; delivery marks a cash or card-on-delivery
 * order paid.
 */
async function advanceOrder(deps: OpsDeps, number: string, to: OrderStatusCode) {
  const now = deps.config.now();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(`No order ${number}.`);
    if (!TRANSITIONS[order.status].includes(to)) throw transitionError(order.status, to);
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
    if (to === 'delivered') await creditPoints(trx, updated, now);
    await writeStatusChange(trx, deps, updated);
    return { order: updated, refunded: false };
  });
}

/**
 * Cancels an order: its payment refunded through the provider first (a refused refund changes
 * nothing), then in one transaction the guarded status change, stock, slot, coupon, points and
 * store credit given back, and the customer's message; stock-back subscribers hear after.
 */
export async function cancelOrder(deps: OpsDeps, number: string, comment: string | null) {
  const order = await orderByNumber(deps.db, number);
  if (!TRANSITIONS[order.status].includes('canceled'))
    throw transitionError(order.status, 'canceled');
  let refunded: boolean;
  try {
    refunded = (await refundThroughProvider(deps, order)) === 'refunded';
  } catch (error) {
    const reason = (error as { extensions?: { reason?: string } }).extensions?.reason;
    throw new OpsError(
      'REFUND_FAILED',
      `The payment provider did not refund order ${number} (${reason ?? 'no reason given'}): the order is unchanged.`,
    );
  }
  const now = deps.config.now();
  const paymentStatus: PaymentStatus =
    order.payment_status === 'APPROVED'
      ? 'CLOSED'
      : order.payment_status === 'PENDING'
        ? 'DENIED'
        : order.payment_status;
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('orders')
      .set({
        status: 'canceled',
        canceled_at: now,
        updated_at: now,
        payment_status: paymentStatus,
        cancellation_comment: comment,
      })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await releaseOrder(trx, row, now);
    await writeStatusChange(trx, deps, row);
    return row;
  });
  if (!updated)
    throw new OpsError('CONFLICT', `Order ${number} changed meanwhile; look at it again.`);
  await notifyStockBack(deps);
  return { order: updated, refunded };
}

/** Moves an order to `to` when the status machine allows it (TRANSITIONS). */
export async function moveOrder(
  deps: OpsDeps,
  number: string,
  to: OrderStatusCode,
  comment: string | null = null,
) {
  checkOrderNumber(number);
  if (!(to in TRANSITIONS)) throw badInput(`"${String(to)}" is not an order status.`);
  if (to === 'canceled') return cancelOrder(deps, number, comment);
  return advanceOrder(deps, number, to);
}

export interface BulkCancelResult {
  number: string;
  ok: boolean;
  status: OrderStatusCode | null;
  refunded: boolean;
  error: string | null;
}

/** Cancels each order on its own (fake orders, say): one refused does not stop the others. */
export async function cancelOrders(
  deps: OpsDeps,
  numbers: readonly string[],
  comment: string | null,
): Promise<BulkCancelResult[]> {
  if (numbers.length === 0 || numbers.length > BULK_CANCEL_MAX)
    throw badInput(`Give 1 to ${BULK_CANCEL_MAX} order numbers.`);
  for (const n of numbers) checkOrderNumber(n);
  const results: BulkCancelResult[] = [];
  for (const number of new Set(numbers)) {
    try {
      const { order, refunded } = await cancelOrder(deps, number, comment);
      results.push({ number, ok: true, status: order.status, refunded, error: null });
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
      results.push({ number, ok: false, status: null, refunded: false, error: error.message });
    }
  }
  return results;
}

/** Refunds an order's approved online payment without cancelling it (a returned delivery, say). */
export async function refundOrder(deps: OpsDeps, number: string) {
  const order = await orderByNumber(deps.db, number);
  if (order.payment_status !== 'APPROVED')
    throw new OpsError(
      'CONFLICT',
      `Order ${number} has no approved online payment to refund (payment ${order.payment_status}).`,
    );
  let outcome: 'refunded' | 'nothing-to-refund';
  try {
    outcome = await refundThroughProvider(deps, order);
  } catch (error) {
    const reason = (error as { extensions?: { reason?: string } }).extensions?.reason;
    throw new OpsError(
      'REFUND_FAILED',
      `The payment provider did not refund order ${number} (${reason ?? 'no reason given'}).`,
    );
  }
  if (outcome === 'nothing-to-refund')
    throw new OpsError(
      'CONFLICT',
      `Order ${number} was paid where no money moved (the development sandbox): nothing to refund.`,
    );
  return deps.db
    .updateTable('orders')
    .set({ payment_status: 'CLOSED', updated_at: deps.config.now() })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Orders a customer's finished order again on the customer's behalf: its items go into the
 * customer's active cart at the order's source, checked like any add-to-cart (the customer's
 * own reorderItems, src/domains/order/reorder.ts). A guest order has no account cart to fill.
 */
export async function reorderOrder(deps: OpsDeps, number: string) {
  const order = await orderByNumber(deps.db, number);
  if (order.customer_id === null)
    throw new OpsError(
      'CONFLICT',
      `Order ${number} is a guest's: there is no account cart to put its items in.`,
    );
  const { cart, refused, problems } = await reorderIntoCart(
    deps.db,
    { ...order, customer_id: order.customer_id },
    order.source_code,
    'en',
  );
  if (refused)
    throw new OpsError(
      'CONFLICT',
      `Order ${number} is ${order.status}: only a delivered, closed, cancelled or unpaid order can be ordered again.`,
    );
  const items = await deps.db
    .selectFrom('cart_items')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('cart_id', '=', cart.id)
    .executeTakeFirstOrThrow();
  return {
    number,
    cart_items: Number(items.n),
    problems: problems.map((p) => ({ item_id: p.path[0] ?? '', code: p.code, message: p.message })),
  };
}
