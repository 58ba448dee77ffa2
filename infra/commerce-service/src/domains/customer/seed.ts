/**
 * Demo customers for the deterministic seed (S-core's seed calls `seedCustomers` after the
 * catalogue and the areas are seeded). Same rng and `now` give the same rows.
 *
 * | phone       | e-mail                 | password   | tier                                   |
 * |-------------|------------------------|------------|----------------------------------------|
 * | 01012345678 | ahmed.hassan@example.com | Dukkan2025 | GOLD, every voucher status, wishlist |
 * | 01123456789 | mona.adel@example.com  | Dukkan2025 | SILVER, 180 points from GOLD; one out-of-area address |
 * | 01234567890 | karim.mostafa@example.com | Dukkan2025 | BRONZE, one order                  |
 * | 01555555555 | salma.ibrahim@example.com | Dukkan2025 | NONMEMBER, empty account           |
 * | 01098765432 | nour.samir@example.com | Dukkan2025 | BRONZE, has_tier_upgrade (dialog)      |
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inactiveDistrict, servedDistricts, type SeedArea } from './areas';
import { hashPassword } from './password';
import { createRng } from '../../seed/rng';

export interface CustomerSeedOptions {
  /** Seeded PRNG returning floats in [0, 1). */
  rng: () => number;
  /** The seed's reference time; every date is derived from it. */
  now: Date;
}

export interface CustomerSeedResult {
  customers: number;
  addresses: number;
  pointsHistory: number;
  evouchers: number;
  wishlistItems: number;
}

export const DEMO_PASSWORD = 'Dukkan2025';

interface DemoCustomer {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  tier: 'NONMEMBER' | 'BRONZE' | 'SILVER' | 'GOLD';
  tierPoints: number;
  balance: number;
  storeCredit: number;
  hasTierUpgrade: boolean;
  groupId: number;
  addresses: number;
  outOfAreaAddress: boolean;
  history: number;
  vouchers: Array<'NOT_READY' | 'READY' | 'REDEEMED' | 'EXPIRED' | 'HIDDEN'>;
  wishlist: number;
  /**
   * Draws this customer's random rows (history) from its own generator with this seed instead of
   * the shared one: a customer added after the seed's rows were settled leaves them as they were.
   */
  ownRngSeed?: number;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    firstname: 'Ahmed',
    lastname: 'Hassan',
    email: 'ahmed.hassan@example.com',
    phone: '01012345678',
    tier: 'GOLD',
    tierPoints: 7250,
    balance: 3150,
    storeCredit: 250,
    hasTierUpgrade: false,
    groupId: 1,
    addresses: 2,
    outOfAreaAddress: false,
    history: 30,
    vouchers: ['NOT_READY', 'READY', 'READY', 'REDEEMED', 'EXPIRED', 'HIDDEN'],
    wishlist: 5,
  },
  {
    firstname: 'Mona',
    lastname: 'Adel',
    email: 'mona.adel@example.com',
    phone: '01123456789',
    tier: 'SILVER',
    // The storefront's progress bar uses the balance: 4,820 of GOLD's 5,000 (96 %, 180 to go).
    tierPoints: 4900,
    balance: 4820,
    storeCredit: 75.5,
    hasTierUpgrade: false,
    groupId: 1,
    addresses: 1,
    outOfAreaAddress: true,
    history: 22,
    vouchers: ['READY', 'EXPIRED'],
    wishlist: 2,
  },
  {
    firstname: 'Karim',
    lastname: 'Mostafa',
    email: 'karim.mostafa@example.com',
    phone: '01234567890',
    tier: 'BRONZE',
    tierPoints: 640,
    balance: 640,
    storeCredit: 0,
    hasTierUpgrade: false,
    groupId: 3,
    addresses: 1,
    outOfAreaAddress: false,
    history: 6,
    vouchers: ['NOT_READY'],
    wishlist: 0,
  },
  {
    firstname: 'Salma',
    lastname: 'Ibrahim',
    email: 'salma.ibrahim@example.com',
    phone: '01555555555',
    tier: 'NONMEMBER',
    tierPoints: 0,
    balance: 0,
    storeCredit: 0,
    hasTierUpgrade: false,
    groupId: 1,
    addresses: 0,
    outOfAreaAddress: false,
    history: 0,
    vouchers: [],
    wishlist: 0,
  },
  // Last, and drawing nothing from the rng, so every other seeded row stays as it was.
  {
    firstname: 'Nour',
    lastname: 'Samir',
    email: 'nour.samir@example.com',
    phone: '01098765432',
    tier: 'BRONZE',
    tierPoints: 520,
    balance: 520,
    storeCredit: 0,
    hasTierUpgrade: true,
    groupId: 1,
    addresses: 0,
    outOfAreaAddress: false,
    history: 3,
    vouchers: [],
    wishlist: 0,
    ownRngSeed: 13,
  },
];

const DAY = 24 * 60 * 60 * 1000;

const ADDRESS_TITLES = ['Home', 'Work', 'Parents'];
const STREETS = [
  'El Tahrir Street',
  'Abbas El Akkad Street',
  'Gameat El Dewal El Arabeya',
  '26th of July Street',
  'El Nasr Road',
  'Makram Ebeid Street',
];
const LANDMARKS = ['Next to the pharmacy', 'Opposite the metro station', 'Behind the mosque', null];

type Action = 'earned' | 'redeemed' | 'deducted' | 'expired';

const REASONS: Record<Action, ReadonlyArray<readonly [string, string]>> = {
  earned: [
    ['Points earned on order #%', 'نقاط مكتسبة من الطلب رقم %'],
    ['Product review bonus', 'مكافأة تقييم منتج'],
    ['Birthday bonus', 'مكافأة عيد الميلاد'],
  ],
  redeemed: [['Points redeemed on order #%', 'نقاط مستبدلة في الطلب رقم %']],
  deducted: [['Order #% was refunded', 'تم استرجاع الطلب رقم %']],
  expired: [['Points expired after 12 months', 'انتهت صلاحية النقاط بعد 12 شهراً']],
};

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length) % list.length] as T;
}

/** `n` positive integers summing to `total` (n <= total), shaped by the rng. */
function split(rng: () => number, total: number, n: number): number[] {
  if (n <= 0) return [];
  const weights = Array.from({ length: n }, () => 0.2 + rng());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  const diff = total - parts.reduce((a, b) => a + b, 0);
  parts[0] = (parts[0] as number) + diff;
  return parts;
}

interface HistoryEntry {
  action: Action;
  points: number;
  reason: string;
  reason_ar: string;
  created_at: Date;
}

/**
 * A history whose earned entries add up to the tier points and whose total is the balance, in an
 * order where the running balance never goes below zero.
 */
function pointsHistory(rng: () => number, c: DemoCustomer, now: Date): HistoryEntry[] {
  if (c.history === 0) return [];
  const spent = c.tierPoints - c.balance;
  const negatives = spent > 0 ? Math.max(1, Math.floor(c.history / 3)) : 0;
  const positives = c.history - negatives;
  const earned = split(rng, c.tierPoints, positives);
  const minus = split(rng, spent, negatives).map((p, i): { action: Action; points: number } => ({
    action: i % 5 === 3 ? 'expired' : i % 5 === 4 ? 'deducted' : 'redeemed',
    points: -p,
  }));
  const ordered: Array<{ action: Action; points: number }> = [];
  let running = 0;
  const pending = [...minus];
  for (const p of earned) {
    ordered.push({ action: 'earned', points: p });
    running += p;
    while (
      pending.length > 0 &&
      running + (pending[0] as { points: number }).points >= 0 &&
      rng() < 0.6
    ) {
      const m = pending.shift() as { action: Action; points: number };
      ordered.push(m);
      running += m.points;
    }
  }
  for (const m of pending) ordered.push(m);
  const span = 360 * DAY;
  return ordered.map((e, i) => {
    const [en, ar] = pick(rng, REASONS[e.action]);
    const order = String(100_000_000 + Math.floor(rng() * 900_000));
    return {
      ...e,
      reason: en.replace('%', order),
      reason_ar: ar.replace('%', order),
      created_at: new Date(
        now.getTime() - span + Math.floor(((i + 1) * span) / (ordered.length + 1)),
      ),
    };
  });
}

function voucherDates(status: DemoCustomer['vouchers'][number], now: Date) {
  const t = now.getTime();
  switch (status) {
    case 'NOT_READY':
      return {
        ready_on: new Date(t + 7 * DAY),
        expires_on: new Date(t + 97 * DAY),
        redeemed_on: null,
      };
    case 'READY':
      return {
        ready_on: new Date(t - 10 * DAY),
        expires_on: new Date(t + 80 * DAY),
        redeemed_on: null,
      };
    case 'REDEEMED':
      return {
        ready_on: new Date(t - 60 * DAY),
        expires_on: new Date(t + 30 * DAY),
        redeemed_on: new Date(t - 20 * DAY),
      };
    case 'EXPIRED':
      return {
        ready_on: new Date(t - 120 * DAY),
        expires_on: new Date(t - 30 * DAY),
        redeemed_on: null,
      };
    case 'HIDDEN':
      return {
        ready_on: new Date(t - 5 * DAY),
        expires_on: new Date(t + 60 * DAY),
        redeemed_on: null,
      };
  }
}

/** What every demo customer's rows draw on, and the counts written so far. */
interface CustomerSeed {
  db: Kysely<Database>;
  rng: () => number;
  now: Date;
  served: SeedArea[];
  outOfArea: SeedArea | null;
  productIds: number[];
  categoryIds: number[];
  passwordHash: string;
  /** E-vouchers numbered across customers. */
  voucherSeq: number;
  result: CustomerSeedResult;
}

export async function seedCustomers(
  db: Kysely<Database>,
  opts: CustomerSeedOptions,
): Promise<CustomerSeedResult> {
  const { rng, now } = opts;
  const result: CustomerSeedResult = {
    customers: 0,
    addresses: 0,
    pointsHistory: 0,
    evouchers: 0,
    wishlistItems: 0,
  };
  const already = await db
    .selectFrom('customers')
    .select('id')
    .where(
      'phone_number',
      'in',
      DEMO_CUSTOMERS.map((c) => c.phone),
    )
    .executeTakeFirst();
  if (already) return result;

  const seed: CustomerSeed = {
    db,
    rng,
    now,
    served: await servedDistricts(db),
    outOfArea: await inactiveDistrict(db),
    productIds: (
      await db.selectFrom('products').select('id').orderBy('id').limit(200).execute()
    ).map((p) => p.id),
    categoryIds: (
      await db.selectFrom('categories').select('id').orderBy('id').limit(50).execute()
    ).map((c) => c.id),
    // One hash for every demo customer: scrypt is deliberately slow, and the salt is random by design.
    passwordHash: await hashPassword(DEMO_PASSWORD),
    voucherSeq: 0,
    result,
  };
  for (const c of DEMO_CUSTOMERS) await seedCustomer(seed, c);

  const first = DEMO_CUSTOMERS[0] as DemoCustomer;
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email: first.email,
      status: 'SUBSCRIBED',
      customer_id: sql<number>`(select id from customers where phone_number = ${first.phone})`,
      created_at: now,
    })
    .execute();
  return result;
}

/** One demo customer with addresses, points history, e-vouchers, store credit and wishlist. */
async function seedCustomer(seed: CustomerSeed, c: DemoCustomer): Promise<void> {
  const { db, rng, now, result } = seed;
  const created = new Date(now.getTime() - 400 * DAY + result.customers * DAY);
  const customer = await db
    .insertInto('customers')
    .values({
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      phone_number: c.phone,
      customer_source: 'WEB',
      group_id: c.groupId,
      password_hash: seed.passwordHash,
      tier_code: c.tier,
      has_tier_upgrade: c.hasTierUpgrade,
      tier_points: c.tierPoints,
      points_balance: c.balance,
      store_credit: c.storeCredit,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  result.customers++;
  await addAddresses(seed, c, customer.id, created);

  const history = pointsHistory(c.ownRngSeed === undefined ? rng : createRng(c.ownRngSeed), c, now);
  if (history.length > 0) {
    await db
      .insertInto('points_history')
      .values(history.map((h) => ({ ...h, customer_id: customer.id })))
      .execute();
    result.pointsHistory += history.length;
  }
  for (const status of c.vouchers) await addVoucher(seed, customer.id, status);
  if (c.storeCredit > 0) {
    await db
      .insertInto('store_credit_history')
      .values({
        customer_id: customer.id,
        amount: c.storeCredit,
        reason: 'Refund to wallet',
        created_at: created,
      })
      .execute();
  }
  if (c.wishlist > 0 && seed.productIds.length > 0)
    await addWishlist(seed, c, customer.id, created);
}

/** `c.addresses` addresses in served districts (the first is the default), plus one out of area. */
async function addAddresses(
  seed: CustomerSeed,
  c: DemoCustomer,
  customerId: number,
  created: Date,
): Promise<void> {
  const { db, rng, served, outOfArea } = seed;
  const addressAreas =
    served.length > 0 ? Array.from({ length: c.addresses }, () => pick(rng, served)) : [];
  if (c.outOfAreaAddress && outOfArea) addressAreas.push(outOfArea);
  for (const [i, area] of addressAreas.entries()) {
    await db
      .insertInto('customer_addresses')
      .values({
        customer_id: customerId,
        firstname: c.firstname,
        lastname: c.lastname,
        telephone: c.phone,
        street: JSON.stringify([`${1 + Math.floor(rng() * 120)} ${pick(rng, STREETS)}`]),
        company: null,
        postcode: null,
        country_code: 'EG',
        region_id: area.regionId,
        city_id: area.cityId,
        district_id: area.districtId,
        building: String(1 + Math.floor(rng() * 60)),
        floor: String(Math.floor(rng() * 12)),
        apartment: String(1 + Math.floor(rng() * 30)),
        landmark: pick(rng, LANDMARKS),
        title: ADDRESS_TITLES[i] ?? null,
        default_shipping: i === 0,
        default_billing: i === 0,
        created_at: created,
        updated_at: created,
      })
      .execute();
    seed.result.addresses++;
  }
}

async function addVoucher(
  seed: CustomerSeed,
  customerId: number,
  status: DemoCustomer['vouchers'][number],
): Promise<void> {
  const { db, rng, now, categoryIds } = seed;
  const voucherSeq = ++seed.voucherSeq;
  const amount = pick(rng, [50, 100, 150, 200, 250]);
  await db
    .insertInto('evouchers')
    .values({
      customer_id: customerId,
      code: `DKN-${String(voucherSeq).padStart(4, '0')}-${status.slice(0, 2)}`,
      coupon_id: 9000 + voucherSeq,
      name: `${amount} EGP off your next order`,
      name_ar: `خصم ${amount} جنيه على طلبك القادم`,
      status,
      amount,
      category_id: categoryIds.length > 0 ? pick(rng, categoryIds) : null,
      image_url: `/media/vouchers/voucher-${amount}.svg`,
      ...voucherDates(status, now),
      created_at: new Date(now.getTime() - (150 - voucherSeq) * DAY),
    })
    .execute();
  seed.result.evouchers++;
}

async function addWishlist(
  seed: CustomerSeed,
  c: DemoCustomer,
  customerId: number,
  created: Date,
): Promise<void> {
  const { db, rng, now, productIds } = seed;
  const wishlist = await db
    .insertInto('wishlists')
    .values({ customer_id: customerId, created_at: created, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Distinct products: a random start and a random stride co-prime-ish walk through the list.
  const chosen = new Set<number>();
  const start = Math.floor(rng() * productIds.length);
  const stride = 1 + Math.floor(rng() * 7);
  for (
    let k = 0;
    chosen.size < Math.min(c.wishlist, productIds.length) && k < productIds.length * 8;
    k++
  ) {
    chosen.add(productIds[(start + k * stride) % productIds.length] as number);
  }
  let i = 0;
  for (const productId of chosen) {
    await db
      .insertInto('wishlist_items')
      .values({
        wishlist_id: wishlist.id,
        product_id: productId,
        quantity: 1,
        description: null,
        added_at: new Date(now.getTime() - ++i * 3 * DAY),
      })
      .execute();
    seed.result.wishlistItems++;
  }
}
