/**
 * Limits on placing orders (issue 60). Without them a script could place guest cash-on-delivery
 * orders until the scarce products and a district's delivery slots for the week were gone, and
 * payment-pending orders held their stock for ever.
 *
 * - per client address: DUKKAN_ORDERS_PER_CLIENT_HOUR placements an hour (default 10);
 * - per e-mail and per phone (the shipping phone, and the customer's account for signed-in
 *   shoppers): DUKKAN_ORDERS_PER_IDENTITY_HOUR an hour (default 5);
 * - guests paying on delivery: at most DUKKAN_GUEST_COD_OPEN_MAX open, unpaid orders (default 2)
 *   per e-mail, per phone and per delivery address;
 * - an order waiting for an online payment gives its stock, slot, points and credit back after
 *   DUKKAN_PENDING_PAYMENT_MINUTES (default 30): `runOrderSweeps`, run at most once a minute
 *   before a placement (the stock it frees is what the placement may need).
 *
 * The counters are the customer domain's database rate limits, hit inside the placing
 * transaction: only placements that commit count, and concurrent placements of one client or
 * identity queue on the counter's row.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import type { CartAddressJson } from '../cart/tables';
import { hitRateLimit, type RateRule } from '../customer/rate-limit';
import { sweepExpiredRows } from '../sweeps';
import { invalidCoupon } from '../cart/errors';
import { input } from './errors';
import { closeOrder } from './release';

export interface OrderLimits {
  perClientHour: number;
  perIdentityHour: number;
  guestCodOpenMax: number;
  pendingPaymentMinutes: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/** The limits, read from the environment at each use (tests and operators may change them). */
export function orderLimits(env: NodeJS.ProcessEnv = process.env): OrderLimits {
  return {
    perClientHour: positive(env, 'DUKKAN_ORDERS_PER_CLIENT_HOUR', 10),
    perIdentityHour: positive(env, 'DUKKAN_ORDERS_PER_IDENTITY_HOUR', 5),
    guestCodOpenMax: positive(env, 'DUKKAN_GUEST_COD_OPEN_MAX', 2),
    pendingPaymentMinutes: positive(env, 'DUKKAN_PENDING_PAYMENT_MINUTES', 30),
  };
}

/** Methods paid at the door: an order with one of them costs the store a trip before any money. */
const ON_DELIVERY = ['cashondelivery', 'cardondelivery'];
const OPEN = ['pending', 'processing', 'out_for_delivery'] as const;

export const COD_CAP = {
  en: 'You already have unpaid cash-on-delivery orders on their way. Please pay online, or wait until they are delivered.',
  ar: 'لديك بالفعل طلبات غير مدفوعة بالدفع عند الاستلام في الطريق إليك. يرجى الدفع أونلاين أو الانتظار حتى يتم توصيلها.',
};

const rule = (name: string, limit: number): RateRule => ({ name, limit, windowSeconds: 3600 });

export interface Placement {
  email: string | null;
  phone: string | null;
  customerId: number | null;
  paymentCode: string;
  address: CartAddressJson | null;
}

/** Throws the rate-limit error or the cash-on-delivery cap; call inside the placing transaction. */
export async function enforcePlacementLimits(
  trx: Transaction<Database>,
  ctx: GqlContext,
  placement: Placement,
  now: Date,
): Promise<void> {
  const limits = orderLimits();
  await hitRateLimit(trx, rule('order-place:ip', limits.perClientHour), ctx.ip, now);
  const identity = rule('order-place:identity', limits.perIdentityHour);
  if (placement.customerId !== null) {
    await hitRateLimit(trx, identity, `customer:${placement.customerId}`, now);
  }
  if (placement.email) await hitRateLimit(trx, identity, `email:${placement.email}`, now);
  if (placement.phone) await hitRateLimit(trx, identity, `phone:${placement.phone}`, now);

  if (placement.customerId !== null || !ON_DELIVERY.includes(placement.paymentCode)) return;
  const a = placement.address;
  const sameAddress = a?.district
    ? sql<boolean>`(shipping_address->'district'->>'id' = ${String(a.district.id)}
        and lower(trim(shipping_address->>'building')) = ${(a.building ?? '').trim().toLowerCase()}
        and lower(trim(shipping_address->'street'->>0)) = ${(a.street[0] ?? '').trim().toLowerCase()})`
    : sql<boolean>`false`;
  const open = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', 'is', null)
    .where('payment_method_code', 'in', ON_DELIVERY)
    .where('payment_status', '=', 'PENDING')
    .where('status', 'in', [...OPEN])
    .where((eb) =>
      eb.or([
        eb('guest_email', '=', placement.email ?? ''),
        eb(sql`shipping_address->>'telephone'`, '=', placement.phone ?? ''),
        eb(sameAddress, '=', true),
      ]),
    )
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= limits.guestCodOpenMax) {
    throw input(COD_CAP, { code: 'COD_LIMIT' });
  }
}

/**
 * Closes payment-pending orders older than the configured minutes as payment_failed, giving back
 * what placing took (stock, slot, points, store credit, e-voucher). Returns how many it closed.
 */
export async function runOrderSweeps(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - orderLimits().pendingPaymentMinutes * 60_000);
  const stale = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(200)
    .execute();
  let closed = 0;
  for (const { id } of stale) {
    const row = await closeOrder(
      db,
      id,
      ['pending_payment'],
      'payment_failed',
      { payment_status: 'CLOSED' },
      now,
    );
    if (row) closed += 1;
  }
  return closed;
}

const lastSweep = new WeakMap<object, number>();

/**
 * Runs the sweeps (payment-pending orders, then expired rows of every domain) at most once a
 * minute per database: before a placement (never failing it) and from the service's minute timer
 * (src/app.ts), so a store that takes no orders still sweeps.
 */
export async function sweepNow(ctx: Pick<GqlContext, 'db' | 'config'>): Promise<void> {
  const now = ctx.config.now();
  const last = lastSweep.get(ctx.db) ?? 0;
  if (now.getTime() - last < 60_000) return;
  lastSweep.set(ctx.db, now.getTime());
  try {
    await runOrderSweeps(ctx.db, now);
    await sweepExpiredRows(ctx.db, now);
  } catch (error) {
    console.error('The sweeps failed', error);
  }
}

/**
 * Spends one use of the cart's coupon inside the placing transaction: refused (as an invalid
 * code) once the coupon reached its overall limit or this customer's (guests by e-mail). The
 * coupon's row stays locked until the order commits, so concurrent placements count one by one.
 */
export async function spendCoupon(
  trx: Transaction<Database>,
  coupon: { code: string; couponId: number },
  who: { customerId: number | null; email: string | null },
): Promise<void> {
  const row = await trx
    .updateTable('coupons')
    .set({ times_used: sql<number>`times_used + 1` })
    .where('id', '=', coupon.couponId)
    .where((eb) =>
      eb.or([eb('uses_total', 'is', null), eb('times_used', '<', eb.ref('uses_total'))]),
    )
    .returning('uses_per_customer')
    .executeTakeFirst();
  if (!row) throw invalidCoupon(coupon.code);
  if (row.uses_per_customer === null) return;
  let used = trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql`lower(coupon_code)`, '=', coupon.code.toLowerCase())
    .where('status', 'not in', ['canceled', 'payment_failed']);
  used =
    who.customerId !== null
      ? used.where('customer_id', '=', who.customerId)
      : used.where('customer_id', 'is', null).where('guest_email', '=', who.email ?? '');
  const { n } = await used.executeTakeFirstOrThrow();
  if (Number(n) >= row.uses_per_customer) throw invalidCoupon(coupon.code);
}
