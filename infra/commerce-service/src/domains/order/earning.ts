/**
 * Points an order earns (spec: estimated_earned_points, tier rules): the customer's tier gives
 * `earn_points` per whole `earn_currency_amount` EGP of the goods paid (subtotal after discounts,
 * without shipping), plus the store's first-order incentive when this is the customer's first
 * order. Guests earn nothing. Points are only an estimate on the order until it is delivered.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function pointsFor(
  goodsPaid: number,
  tier: { earn_currency_amount: string | number; earn_points: number } | undefined,
): number {
  const per = Number(tier?.earn_currency_amount ?? 0);
  if (!tier || per <= 0 || goodsPaid <= 0) return 0;
  return Math.floor(goodsPaid / per) * tier.earn_points;
}

async function configValue(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('store_config')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  const raw: unknown = row?.value;
  return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
}

export async function estimatedEarnedPoints(
  db: Db,
  customerId: number | null,
  goodsPaid: number,
): Promise<number> {
  if (customerId === null) return 0;
  const customer = await db
    .selectFrom('customers')
    .innerJoin('loyalty_tiers', 'loyalty_tiers.code', 'customers.tier_code')
    .select(['loyalty_tiers.earn_currency_amount', 'loyalty_tiers.earn_points'])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  let points = pointsFor(goodsPaid, customer);
  const previous = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', 'not in', ['canceled', 'payment_failed'])
    .limit(1)
    .executeTakeFirst();
  if (!previous && (await configValue(db, 'first_order_incentive_enabled')) === true) {
    points += Number(await configValue(db, 'first_order_incentive_points')) || 0;
  }
  return points;
}

export async function minimumOrderAmount(db: Db): Promise<number> {
  const value = Number(await configValue(db, 'minimum_order_amount'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export async function substitutionMinutes(db: Db): Promise<number> {
  const value = Number(await configValue(db, 'substitution_time_interval'));
  return Number.isFinite(value) && value > 0 ? value : 30;
}
