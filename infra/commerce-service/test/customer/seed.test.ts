/**
 * The demo customers of the seed: deterministic for the same rng and date, and internally
 * consistent (points history adds up to the balance, tiers match their thresholds, vouchers of
 * every status).
 */
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_CUSTOMERS, seedCustomers } from '../../src/domains/customer/seed';
import type { Kysely } from 'kysely';

/** A small seeded PRNG (mulberry32) so the test does not depend on the service's own. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOW = new Date('2026-03-01T10:00:00Z');

async function seeded(): Promise<OpenDatabase> {
  const opened = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrateToLatest(opened.db as Kysely<unknown>);
  await seedCustomers(opened.db, { rng: mulberry32(7), now: NOW });
  return opened;
}

describe('demo customer seed', () => {
  let a: OpenDatabase;
  let b: OpenDatabase;
  beforeAll(async () => {
    a = await seeded();
    b = await seeded();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('writes the same customers, history and vouchers for the same rng and date', async () => {
    const dump = async (db: OpenDatabase['db']) => ({
      customers: await db
        .selectFrom('customers')
        .select([
          'id',
          'firstname',
          'email',
          'phone_number',
          'tier_code',
          'tier_points',
          'points_balance',
          'store_credit',
        ])
        .orderBy('id')
        .execute(),
      history: await db.selectFrom('points_history').selectAll().orderBy('id').execute(),
      vouchers: await db.selectFrom('evouchers').selectAll().orderBy('id').execute(),
    });
    const first = await dump(a.db);
    expect(first.customers).toHaveLength(DEMO_CUSTOMERS.length);
    expect(await dump(b.db)).toEqual(first);
  });

  it("adds each customer's history up to the points balance, with earned points equal to the tier points", async () => {
    const customers = await a.db.selectFrom('customers').selectAll().execute();
    for (const c of customers) {
      const rows = await a.db
        .selectFrom('points_history')
        .selectAll()
        .where('customer_id', '=', c.id)
        .orderBy('created_at')
        .execute();
      expect(rows.reduce((s, r) => s + r.points, 0)).toBe(c.points_balance);
      expect(rows.filter((r) => r.action === 'earned').reduce((s, r) => s + r.points, 0)).toBe(
        c.tier_points,
      );
      let running = 0;
      for (const r of rows) {
        running += r.points;
        expect(running).toBeGreaterThanOrEqual(0);
      }
    }
    const gold = customers.find((c) => c.tier_code === 'GOLD')!;
    expect(
      await a.db
        .selectFrom('points_history')
        .select('id')
        .where('customer_id', '=', gold.id)
        .execute(),
    ).toHaveLength(30);
  });

  it('puts each customer in the tier their tier points reach', async () => {
    const tiers = await a.db
      .selectFrom('loyalty_tiers')
      .selectAll()
      .orderBy('points', 'desc')
      .execute();
    const customers = await a.db.selectFrom('customers').selectAll().execute();
    expect(new Set(customers.map((c) => c.tier_code))).toEqual(
      new Set(['NONMEMBER', 'BRONZE', 'SILVER', 'GOLD']),
    );
    for (const c of customers) {
      expect(tiers.find((t) => c.tier_points >= t.points)!.code).toBe(c.tier_code);
    }
    expect(customers.some((c) => c.has_tier_upgrade)).toBe(true);
  });

  it('gives the vouchers every status', async () => {
    const statuses = await a.db.selectFrom('evouchers').select('status').distinct().execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(
      new Set(['NOT_READY', 'READY', 'REDEEMED', 'EXPIRED', 'HIDDEN']),
    );
  });

  it('does nothing when the demo customers exist already', async () => {
    const again = await seedCustomers(a.db, { rng: mulberry32(7), now: NOW });
    expect(again.customers).toBe(0);
  });
});
