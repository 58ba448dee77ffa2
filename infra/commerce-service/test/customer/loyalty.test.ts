/**
 * Loyalty: tiers, reward points, points history, redemption options, first-order incentive,
 * e-vouchers and store credit (shell spec sections 3, 4 and 7; commerce spec section 3).
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, registerCustomer, type Service } from './helpers';

const LOYALTY = `query {
  customer {
    tier { code name points next_tier { code points next_tier { code } } }
    has_tier_upgrade
    reward_points {
      balance { points money { value currency } }
      exchange_rates { earning { currency_amount points } redemption { currency_amount points } }
    }
    evouchers { status code name coupon_id expires_on ready_on redeemed_on image_url amount { value currency } category_info { uid url_key } }
    store_credit { current_balance { currency value } }
  }
}`;
const HISTORY = `query($s: Int, $p: Int) {
  customerPointsHistory(pageSize: $s, currentPage: $p) {
    total_count items { id action points reason created_at } page_info { current_page page_size total_pages }
  }
}`;

describe.each(databases)('loyalty (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let silver: string;
  let bronze: string;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    silver = await loginByPassword(svc, DEMO.silver.email);
    bronze = await loginByPassword(svc, DEMO.bronze.email);
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('lists the tiers NONMEMBER, BRONZE, SILVER, GOLD with points and the exchange rate (TiersInformation)', async () => {
    const res = await svc.gql(`query {
      tiersInformation { tiers { id code name description points next_tier { code } } loyaltyPointsExchangeRate { points currency_amount } }
    }`);
    expect(res.errors).toBeUndefined();
    const { tiers, loyaltyPointsExchangeRate } = res.data.tiersInformation;
    expect(tiers.map((t: { code: string }) => t.code)).toEqual([
      'NONMEMBER',
      'BRONZE',
      'SILVER',
      'GOLD',
    ]);
    const points = tiers.map((t: { points: number }) => t.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
    expect(tiers[0].next_tier.code).toBe('BRONZE');
    expect(tiers[3].next_tier).toBeNull();
    expect(loyaltyPointsExchangeRate.points).toBeGreaterThan(0);
    expect(loyaltyPointsExchangeRate.currency_amount).toBeGreaterThan(0);
  });

  it('gives tier names in Arabic for the ar_EG store', async () => {
    const res = await svc.gql(
      `query { tiersInformation { tiers { code name } } }`,
      {},
      { store: 'ar_EG' },
    );
    expect(res.data.tiersInformation.tiers[3].name).toBe('ذهبي');
  });

  it('shows the gold customer as the last tier with money value of the points at the tier rate', async () => {
    const res = await svc.gql(LOYALTY, {}, { token: gold });
    expect(res.errors).toBeUndefined();
    const c = res.data.customer;
    expect(c.tier.code).toBe('GOLD');
    expect(c.tier.next_tier).toBeNull();
    const { balance, exchange_rates } = c.reward_points;
    expect(balance.points).toBe(3150);
    expect(balance.money.currency).toBe('EGP');
    expect(balance.money.value).toBeCloseTo(
      (3150 * exchange_rates.redemption.currency_amount) / exchange_rates.redemption.points,
      2,
    );
    expect(c.store_credit.current_balance).toEqual({ currency: 'EGP', value: 250 });
  });

  it('shows the silver customer near the gold tier, and a bronze customer with a tier upgrade', async () => {
    const s = (await svc.gql(LOYALTY, {}, { token: silver })).data.customer;
    expect(s.tier.code).toBe('SILVER');
    expect(s.tier.next_tier.code).toBe('GOLD');
    expect(s.has_tier_upgrade).toBe(false);
    const b = (await svc.gql(LOYALTY, {}, { token: bronze })).data.customer;
    expect(b.tier.code).toBe('BRONZE');
    expect(b.has_tier_upgrade).toBe(false);
    const upgraded = await loginByPassword(svc, DEMO.upgraded.email);
    const u = (await svc.gql(LOYALTY, {}, { token: upgraded })).data.customer;
    expect(u.tier.code).toBe('BRONZE');
    expect(u.has_tier_upgrade).toBe(true);
  });

  it('clears has_tier_upgrade once acknowledged', async () => {
    const me = await registerCustomer(svc);
    await svc.db
      .updateTable('customers')
      .set({ has_tier_upgrade: true })
      .where('phone_number', '=', me.phone)
      .execute();
    expect(
      (await svc.gql(`query { customer { has_tier_upgrade } }`, {}, { token: me.token })).data
        .customer.has_tier_upgrade,
    ).toBe(true);
    expect(
      (await svc.gql(`mutation { acknowledgeTierUpgrade }`, {}, { token: me.token })).data
        .acknowledgeTierUpgrade,
    ).toBe(true);
    expect(
      (await svc.gql(`query { customer { has_tier_upgrade } }`, {}, { token: me.token })).data
        .customer.has_tier_upgrade,
    ).toBe(false);
  });

  it('starts a new customer as NONMEMBER with no points, no vouchers and no store credit', async () => {
    const me = await registerCustomer(svc);
    const c = (await svc.gql(LOYALTY, {}, { token: me.token })).data.customer;
    expect(c.tier.code).toBe('NONMEMBER');
    expect(c.tier.next_tier.code).toBe('BRONZE');
    expect(c.reward_points.balance).toEqual({ points: 0, money: { value: 0, currency: 'EGP' } });
    expect(c.evouchers).toEqual([]);
    expect(c.store_credit.current_balance.value).toBe(0);
  });

  describe('e-vouchers', () => {
    it('returns vouchers of every status except HIDDEN', async () => {
      const vouchers = (await svc.gql(LOYALTY, {}, { token: gold })).data.customer.evouchers;
      const statuses = new Set(vouchers.map((v: { status: string }) => v.status));
      expect(statuses).toEqual(new Set(['NOT_READY', 'READY', 'REDEEMED', 'EXPIRED']));
      for (const v of vouchers) {
        expect(v.code).toEqual(expect.any(String));
        expect(v.amount.currency).toBe('EGP');
      }
      const redeemed = vouchers.find((v: { status: string }) => v.status === 'REDEEMED');
      expect(redeemed.redeemed_on).not.toBeNull();
      const hiddenInDb = await svc.db
        .selectFrom('evouchers')
        .select('code')
        .where('status', '=', 'HIDDEN')
        .execute();
      expect(hiddenInDb.length).toBeGreaterThan(0);
      const codes = vouchers.map((v: { code: string }) => v.code);
      for (const h of hiddenInDb) expect(codes).not.toContain(h.code);
    });

    it('reports a READY voucher past its expiry as EXPIRED, and a NOT_READY one past its ready date as READY', async () => {
      const me = await registerCustomer(svc);
      const row = await svc.db
        .selectFrom('customers')
        .select('id')
        .where('phone_number', '=', me.phone)
        .executeTakeFirstOrThrow();
      const day = 24 * 3600 * 1000;
      await svc.db
        .insertInto('evouchers')
        .values([
          {
            customer_id: row.id,
            code: `T-EXP-${row.id}`,
            coupon_id: 1,
            name: 'a',
            name_ar: 'أ',
            status: 'READY',
            amount: 50,
            category_id: null,
            image_url: null,
            ready_on: new Date(Date.now() - 9 * day),
            expires_on: new Date(Date.now() - day),
            redeemed_on: null,
          },
          {
            customer_id: row.id,
            code: `T-RDY-${row.id}`,
            coupon_id: 2,
            name: 'b',
            name_ar: 'ب',
            status: 'NOT_READY',
            amount: 50,
            category_id: null,
            image_url: null,
            ready_on: new Date(Date.now() - day),
            expires_on: new Date(Date.now() + 9 * day),
            redeemed_on: null,
          },
        ])
        .execute();
      const vouchers = (
        await svc.gql(`query { customer { evouchers { code status } } }`, {}, { token: me.token })
      ).data.customer.evouchers;
      expect(vouchers).toEqual(
        expect.arrayContaining([
          { code: `T-EXP-${row.id}`, status: 'EXPIRED' },
          { code: `T-RDY-${row.id}`, status: 'READY' },
        ]),
      );
    });
  });

  describe('points history (GetPointsHistory)', () => {
    it('pages the history newest first with actions earned, redeemed, deducted, expired', async () => {
      const p1 = await svc.gql(HISTORY, { s: 10, p: 1 }, { token: gold });
      expect(p1.errors).toBeUndefined();
      const h = p1.data.customerPointsHistory;
      expect(h.total_count).toBeGreaterThanOrEqual(20);
      expect(h.items).toHaveLength(10);
      expect(h.page_info).toEqual({
        current_page: 1,
        page_size: 10,
        total_pages: Math.ceil(h.total_count / 10),
      });
      const dates = h.items.map((i: { created_at: string }) => Date.parse(i.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      const all = (await svc.gql(HISTORY, { s: 100, p: 1 }, { token: gold })).data
        .customerPointsHistory.items;
      const actions = new Set(all.map((i: { action: string }) => i.action));
      for (const a of actions) expect(['earned', 'redeemed', 'deducted', 'expired']).toContain(a);
      expect(actions.has('earned')).toBe(true);
      expect(actions.has('redeemed')).toBe(true);
      // The history adds up to the balance.
      expect(all.reduce((sum: number, i: { points: number }) => sum + i.points, 0)).toBe(3150);

      const p2 = (await svc.gql(HISTORY, { s: 10, p: 2 }, { token: gold })).data
        .customerPointsHistory.items;
      const ids1 = new Set(h.items.map((i: { id: number }) => i.id));
      expect(p2.some((i: { id: number }) => ids1.has(i.id))).toBe(false);
    });

    it('defaults to page 1 of 24 and refuses bad paging', async () => {
      const res = await svc.gql(
        `query { customerPointsHistory { page_info { current_page page_size } } }`,
        {},
        { token: gold },
      );
      expect(res.data.customerPointsHistory.page_info).toEqual({ current_page: 1, page_size: 24 });
      expect(
        firstError(await svc.gql(HISTORY, { s: 0, p: 1 }, { token: gold })).extensions?.category,
      ).toBe('graphql-input');
      expect(
        firstError(await svc.gql(HISTORY, { s: 10, p: 0 }, { token: gold })).extensions?.category,
      ).toBe('graphql-input');
      expect(
        firstError(await svc.gql(HISTORY, { s: 100000, p: 1 }, { token: gold })).extensions
          ?.category,
      ).toBe('graphql-input');
    });

    it('shows each customer only their own history', async () => {
      const g = (await svc.gql(HISTORY, { s: 100, p: 1 }, { token: gold })).data
        .customerPointsHistory;
      const s = (await svc.gql(HISTORY, { s: 100, p: 1 }, { token: silver })).data
        .customerPointsHistory;
      const gIds = new Set(g.items.map((i: { id: number }) => i.id));
      expect(s.items.some((i: { id: number }) => gIds.has(i.id))).toBe(false);
      expect(s.total_count).toBeGreaterThanOrEqual(20);
      expect(firstError(await svc.gql(HISTORY, { s: 10, p: 1 })).message).toBe(
        "The current customer isn't authorized.",
      );
    });
  });

  it('lists redemption options ascending, starting with a zero option (GetLoyaltyPoints)', async () => {
    const res = await svc.gql(`query { loyaltyPointsRedemptionRates { points price } }`);
    const rates = res.data.loyaltyPointsRedemptionRates;
    expect(rates[0]).toEqual({ points: 0, price: 0 });
    expect(rates.length).toBeGreaterThan(2);
    const pts = rates.map((r: { points: number }) => r.points);
    expect([...pts].sort((a, b) => a - b)).toEqual(pts);
  });

  it('gives the first-order incentive from the store configuration', async () => {
    const res = await svc.gql(`query {
      firstOrderIncentive { incentive_points is_enabled }
      storeConfig { first_order_incentive_points first_order_incentive_enabled }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.firstOrderIncentive.incentive_points).toBeGreaterThan(0);
    expect(res.data.firstOrderIncentive).toEqual({
      incentive_points: res.data.storeConfig.first_order_incentive_points,
      is_enabled: res.data.storeConfig.first_order_incentive_enabled,
    });
    await svc.db
      .updateTable('store_config')
      .set({ value: JSON.stringify(false) })
      .where('key', '=', 'first_order_incentive_enabled')
      .execute();
    const off = await svc.gql(`query { firstOrderIncentive { is_enabled } }`);
    expect(off.data.firstOrderIncentive.is_enabled).toBe(false);
    await svc.db
      .updateTable('store_config')
      .set({ value: JSON.stringify(true) })
      .where('key', '=', 'first_order_incentive_enabled')
      .execute();
  });

  it("never shows another customer's loyalty data, and refuses anonymous callers", async () => {
    const anon = await svc.gql(
      `query { customer { reward_points { balance { points } } evouchers { code } store_credit { current_balance { value } } } }`,
    );
    expect(anon.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    expect(anon.data?.customer ?? null).toBeNull();
    const mine = (await svc.gql(`query { customer { evouchers { code } } }`, {}, { token: silver }))
      .data.customer.evouchers;
    const goldCodes = (
      await svc.gql(`query { customer { evouchers { code } } }`, {}, { token: gold })
    ).data.customer.evouchers.map((v: { code: string }) => v.code);
    for (const v of mine) expect(goldCodes).not.toContain(v.code);
  });
});
