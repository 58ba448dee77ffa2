import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CartSeedOptions {
  /** Seeded PRNG returning floats in [0, 1). */
  rng: () => number;
  /** The seed's reference time; every date is derived from it. */
  now: Date;
}

const DAY = 86_400_000;

/** Daily delivery intervals of every served district (local Cairo times). */
export const DEMO_INTERVALS = [
  { from: '09:00', to: '12:00' },
  { from: '12:00', to: '15:00' },
  { from: '15:00', to: '18:00' },
  { from: '18:00', to: '21:00' },
] as const;
export const DEMO_INTERVAL_CAPACITY = 20;
export const DEMO_CUTOFF_MINUTES = 120;

/**
 * Demo data of the cart domain, seeded after the catalogue and demo customers: coupons of every
 * kind (valid, with a minimum, expired, not yet valid, disabled).
 */
export async function seedCart(db: Kysely<Database>, opts: CartSeedOptions): Promise<void> {
  const { now } = opts;
  await db
    .insertInto('coupons')
    .values([
      {
        code: 'WELCOME10',
        label: '10% off your order',
        label_ar: 'خصم 10% على طلبك',
        kind: 'percent',
        amount: 10,
        max_discount: 100,
        min_subtotal: 0,
        from_date: new Date(now.getTime() - 30 * DAY),
        to_date: new Date(now.getTime() + 365 * DAY),
      },
      {
        code: 'SAVE50',
        label: '50 EGP off orders over 300 EGP',
        label_ar: 'خصم 50 جنيه على الطلبات فوق 300 جنيه',
        kind: 'fixed',
        amount: 50,
        max_discount: null,
        min_subtotal: 300,
        from_date: null,
        to_date: null,
      },
      {
        code: 'ONLINE10',
        label: '10% off online orders',
        label_ar: 'خصم 10% على الطلبات أونلاين',
        kind: 'percent',
        amount: 10,
        max_discount: null,
        min_subtotal: 0,
        from_date: null,
        to_date: null,
      },
      {
        code: 'RAMADAN25',
        label: 'Ramadan 25% off',
        label_ar: 'خصم رمضان 25%',
        kind: 'percent',
        amount: 25,
        max_discount: 200,
        min_subtotal: 0,
        from_date: new Date(now.getTime() - 60 * DAY),
        to_date: new Date(now.getTime() - 10 * DAY),
      },
      {
        code: 'SUMMER15',
        label: 'Summer 15% off',
        label_ar: 'خصم الصيف 15%',
        kind: 'percent',
        amount: 15,
        max_discount: null,
        min_subtotal: 0,
        from_date: new Date(now.getTime() + 30 * DAY),
        to_date: new Date(now.getTime() + 60 * DAY),
      },
      {
        code: 'OLDCODE',
        label: 'Retired offer',
        label_ar: 'عرض منتهٍ',
        kind: 'fixed',
        amount: 20,
        max_discount: null,
        min_subtotal: 0,
        from_date: null,
        to_date: null,
        is_active: false,
      },
    ])
    .execute();
}

/**
 * The cart's reference data (migration 900, src/seed/reference.ts): delivery intervals for every
 * served district, and the cart's store configuration (delivery fees per section, express fee and
 * cut-off). Store pickup keeps the spec's default (off): `store_pickup_enabled` turns it on.
 */
export async function seedCartReference(db: Kysely<Database>): Promise<void> {
  const districts = await db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select('districts.id')
    .where('districts.is_active', '=', true)
    .where('districts.source_code', 'is not', null)
    .where('cities.is_active', '=', true)
    .where('regions.is_active', '=', true)
    .orderBy('districts.id')
    .execute();
  const rows = districts.flatMap((d) =>
    DEMO_INTERVALS.map((i) => ({
      district_id: d.id,
      from_time: i.from,
      to_time: i.to,
      capacity: DEMO_INTERVAL_CAPACITY,
      cutoff_minutes: DEMO_CUTOFF_MINUTES,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('delivery_intervals')
      .values(rows.slice(i, i + 500))
      .execute();

  const config: Record<string, unknown> = {
    shipping_fee_electronics: 50,
    shipping_fee_non_electronics: 25,
    express_delivery_fee: 30,
    express_delivery_cutoff_time: '18:00',
  };
  await db
    .insertInto('store_config')
    .values(Object.entries(config).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .execute();
}
