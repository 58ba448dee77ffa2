/**
 * Operator operations on the catalogue, coupons, reviews and messages. Stock and price changes
 * move the catalogue's cache version by themselves (the triggers of migration 012), as every other
 * writer of product_stock does.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERASED_BODY } from '../messages/messenger';
import { badInput, notFound, OpsError } from './errors';
import { checkOrderNumber } from './order-ops';

type Db = Kysely<Database>;

/** Bounds of what an operator may set (docs/security.md). */
export const STORE_LIMITS = { maxQty: 1_000_000, maxPrice: 10_000_000, maxCouponUses: 1_000_000 };

async function productIdOf(db: Db, sku: string): Promise<number> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (!product) throw notFound(`No product with SKU ${sku}.`);
  return product.id;
}

async function checkSource(db: Db, source: string): Promise<void> {
  const row = await db
    .selectFrom('stock_sources')
    .select('code')
    .where('code', '=', source)
    .executeTakeFirst();
  if (!row) throw notFound(`No stock source ${source}.`);
}

export async function setStock(db: Db, sku: string, source: string, qty: number) {
  if (!Number.isFinite(qty) || qty < 0 || qty > STORE_LIMITS.maxQty)
    throw badInput(`"qty" must be from 0 to ${STORE_LIMITS.maxQty}.`);
  const productId = await productIdOf(db, sku);
  await checkSource(db, source);
  const row = await db
    .insertInto('product_stock')
    .values({ product_id: productId, source_code: source, qty, price: null })
    .onConflict((oc) => oc.columns(['product_id', 'source_code']).doUpdateSet({ qty }))
    .returning(['qty', 'price'])
    .executeTakeFirstOrThrow();
  return {
    sku,
    source,
    qty: Number(row.qty),
    price: row.price === null ? null : String(row.price),
  };
}

/** The price at one source; null gives the source the product's own price back. */
export async function setSourcePrice(db: Db, sku: string, source: string, price: number | null) {
  if (price !== null && (!Number.isFinite(price) || price <= 0 || price > STORE_LIMITS.maxPrice))
    throw badInput(`"price" must be above 0 and at most ${STORE_LIMITS.maxPrice}, or null.`);
  const productId = await productIdOf(db, sku);
  const row = await db
    .updateTable('product_stock')
    .set({ price })
    .where('product_id', '=', productId)
    .where('source_code', '=', source)
    .returning(['qty', 'price'])
    .executeTakeFirst();
  if (!row) throw notFound(`${sku} is not stocked at ${source}: set its stock there first.`);
  return {
    sku,
    source,
    qty: Number(row.qty),
    price: row.price === null ? null : String(row.price),
  };
}

export interface CouponInput {
  code: string;
  label: string;
  label_ar: string;
  kind: string;
  amount: number;
  max_discount?: number | null;
  min_subtotal?: number | null;
  from_date?: string | null;
  to_date?: string | null;
  uses_total?: number | null;
  uses_per_customer?: number | null;
}

function checkUses(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > STORE_LIMITS.maxCouponUses)
    throw badInput(`"${field}" must be from 1 to ${STORE_LIMITS.maxCouponUses}, or null.`);
  return value;
}

function checkDay(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw badInput(`"${field}" must be a day as YYYY-MM-DD.`);
  return value;
}

export async function createCoupon(db: Db, c: CouponInput) {
  if (!/^[A-Za-z0-9_-]{3,32}$/.test(c.code))
    throw badInput('"code" must be 3 to 32 letters, digits, "-" or "_".');
  if (c.kind !== 'percent' && c.kind !== 'fixed')
    throw badInput('"kind" must be percent or fixed.');
  if (!(c.amount > 0) || (c.kind === 'percent' ? c.amount > 100 : c.amount > STORE_LIMITS.maxPrice))
    throw badInput('"amount" must be above 0 (a percent at most 100).');
  if (c.label.trim() === '' || c.label_ar.trim() === '' || c.label.length > 200)
    throw badInput('"label" and "label_ar" must be 1 to 200 characters.');
  const taken = await db
    .selectFrom('coupons')
    .select('id')
    .where(sql`lower(code)`, '=', c.code.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new OpsError('CONFLICT', `A coupon ${c.code} exists already.`);
  return db
    .insertInto('coupons')
    .values({
      code: c.code,
      label: c.label.trim(),
      label_ar: c.label_ar.trim(),
      kind: c.kind,
      amount: c.amount,
      max_discount: c.max_discount ?? null,
      min_subtotal: c.min_subtotal ?? 0,
      from_date: checkDay(c.from_date, 'from_date'),
      to_date: checkDay(c.to_date, 'to_date'),
      uses_total: checkUses(c.uses_total, 'uses_total'),
      uses_per_customer: checkUses(c.uses_per_customer, 'uses_per_customer'),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a coupon's use limits or switches it off; a field left undefined stays as it is. */
export async function limitCoupon(
  db: Db,
  code: string,
  set: {
    uses_total?: number | null;
    uses_per_customer?: number | null;
    is_active?: boolean | null;
  },
) {
  const changes = {
    ...(set.uses_total !== undefined
      ? { uses_total: checkUses(set.uses_total, 'uses_total') }
      : {}),
    ...(set.uses_per_customer !== undefined
      ? { uses_per_customer: checkUses(set.uses_per_customer, 'uses_per_customer') }
      : {}),
    ...(typeof set.is_active === 'boolean' ? { is_active: set.is_active } : {}),
  };
  if (Object.keys(changes).length === 0) throw badInput('Nothing to change.');
  const row = await db
    .updateTable('coupons')
    .set(changes)
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(`No coupon ${code}.`);
  return row;
}

/**
 * Unlocks an order's reviews (all, or one item's): each stays, and counts in its product's
 * rating, until the customer writes that item's review again, which then replaces it
 * (src/domains/order/reviews.ts). Reviews are per order item and written only once the order
 * arrived, so an order with no review has nothing to unlock. Returns how many were unlocked.
 */
export async function unlockReviews(db: Db, number: string, itemId: number | null, now: Date) {
  checkOrderNumber(number);
  if (itemId !== null && (!Number.isInteger(itemId) || itemId < 1))
    throw badInput('"item_id" must be an order item id.');
  const order = await db
    .selectFrom('orders')
    .select(['id'])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!order) throw notFound(`No order ${number}.`);
  let q = db
    .updateTable('order_reviews')
    .set({ unlocked_at: now })
    .where('order_id', '=', order.id)
    .where('unlocked_at', 'is', null);
  if (itemId !== null) q = q.where('order_item_id', '=', itemId);
  const result = await q.executeTakeFirst();
  const unlocked = Number(result.numUpdatedRows);
  if (unlocked === 0)
    throw new OpsError(
      'CONFLICT',
      itemId === null
        ? `Order ${number} has no locked review: nothing was unlocked.`
        : `Item ${itemId} of order ${number} has no locked review: nothing was unlocked.`,
    );
  return unlocked;
}

export async function failedMessages(db: Db, limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw badInput('"limit" must be from 1 to 200.');
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'kind', 'channel', 'recipient', 'attempts', 'last_error', 'failed_at'])
    .where('status', '=', 'failed')
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    failed_at: r.failed_at ? new Date(r.failed_at).toISOString() : null,
  }));
}

/** Puts a failed message back in the worker's queue for another round of tries. */
export async function retryMessage(db: Db, id: string, now: Date) {
  if (!/^\d{1,18}$/.test(id)) throw badInput(`"${id}" is not a message id.`);
  const row = await db
    .selectFrom('messages')
    .select(['status', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`No message ${id}.`);
  if (row.status !== 'failed')
    throw new OpsError('CONFLICT', `Message ${id} is ${row.status}, not failed.`);
  if (row.body === ERASED_BODY)
    throw new OpsError(
      'CONFLICT',
      `Message ${id} carried a one-time code or link, erased when it failed: the customer asks for a new one.`,
    );
  await db
    .updateTable('messages')
    .set({
      status: 'pending',
      max_attempts: sql`attempts + max_attempts`,
      next_attempt_at: now,
      failed_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .execute();
  return { id, status: 'pending' as const };
}
