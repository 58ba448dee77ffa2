/**
 * Closing an order that will not be paid or delivered (customer cancellation, declined payment):
 * one transaction with a guarded status update, then everything placing took is given back. Two
 * requests racing on the same order cannot both close it or both give stock back.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseDeliverySlot } from '../cart/checkout';
import type { OrderRow } from './orders';
import type { OrderStatusCode, PaymentStatus } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Gives back what placing the order took: stock at the order's source, reward points and store
 * credit (with history rows the customer sees). Called inside the transaction that moved the
 * order to canceled or payment_failed, right after the guarded status update.
 */
export async function releaseOrder(trx: Db, order: OrderRow, now: Date): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'stock_product_id', 'stock_parts', 'qty', 'qty_canceled'])
    .where('order_id', '=', order.id)
    .execute();
  const back = new Map<number, number>();
  for (const item of items) {
    const qty = Number(item.qty) - Number(item.qty_canceled);
    if (qty <= 0) continue;
    const perUnit =
      item.stock_parts.length > 0
        ? item.stock_parts.map((p) => ({ id: p.product_id, qty: p.qty / Number(item.qty) }))
        : item.stock_product_id === null
          ? []
          : [{ id: item.stock_product_id, qty: 1 }];
    for (const part of perUnit) back.set(part.id, (back.get(part.id) ?? 0) + part.qty * qty);
  }
  // Ascending product ids, like placing, so concurrent releases and placements never deadlock.
  for (const [productId, qty] of [...back.entries()].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('product_stock')
      .set({ qty: sql`qty + ${Math.round(qty * 1000) / 1000}` })
      .where('product_id', '=', productId)
      .where('source_code', '=', order.source_code)
      .execute();
  }
  if (order.delivery_day !== null && order.delivery_interval_id !== null) {
    await releaseDeliverySlot(trx, {
      day: order.delivery_day,
      intervalId: order.delivery_interval_id,
    });
  }
  if (order.coupon_code !== null && order.evoucher_id === null) {
    // The use of a limited coupon goes back with the order.
    await trx
      .updateTable('coupons')
      .set({ times_used: sql`times_used - 1` })
      .where(sql`lower(code)`, '=', order.coupon_code.toLowerCase())
      .where('times_used', '>', 0)
      .execute();
  }
  if (order.evoucher_id !== null) {
    await trx
      .updateTable('evouchers')
      .set({ status: 'READY', redeemed_on: null })
      .where('id', '=', order.evoucher_id)
      .where('status', '=', 'REDEEMED')
      .execute();
  }
  if (order.customer_id === null) return;
  if (order.points_consumed > 0) {
    await trx
      .updateTable('customers')
      .set({ points_balance: sql`points_balance + ${order.points_consumed}` })
      .where('id', '=', order.customer_id)
      .execute();
    await trx
      .insertInto('points_history')
      .values({
        customer_id: order.customer_id,
        action: 'earned',
        points: order.points_consumed,
        reason: `Points returned for cancelled order #${order.number}`,
        reason_ar: `نقاط مستردة من الطلب الملغي رقم ${order.number}`,
        created_at: now,
      })
      .execute();
  }
  const credit = Number(order.store_credit_applied);
  if (credit > 0) {
    await trx
      .updateTable('customers')
      .set({ store_credit: sql`store_credit + ${credit}` })
      .where('id', '=', order.customer_id)
      .execute();
    await trx
      .insertInto('store_credit_history')
      .values({
        customer_id: order.customer_id,
        amount: credit,
        reason: `Returned for cancelled order #${order.number}`,
        created_at: now,
      })
      .execute();
  }
}

/**
 * Moves an order from one of `from` to `to` and releases it, in one transaction. Returns the
 * updated row, or null when the order was no longer in one of `from` (someone else got there first).
 */
export async function closeOrder(
  db: Kysely<Database>,
  orderId: number,
  from: readonly OrderStatusCode[],
  to: 'canceled' | 'payment_failed',
  set: {
    payment_status?: PaymentStatus;
    cancellation_reason_id?: number | null;
    cancellation_comment?: string | null;
  },
  now: Date,
): Promise<OrderRow | null> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: to, canceled_at: now, updated_at: now, ...set })
      .where('id', '=', orderId)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    if (!updated) return null;
    await releaseOrder(trx, updated, now);
    return updated;
  });
}
