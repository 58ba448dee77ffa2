import { deriveCustomerValues, greetingOf, pointsEquivalent, redemptionOptions } from '../loyalty';
import type { LoyaltyCustomer } from '../loyalty';

const silver = { code: 'SILVER' as const, id: 2, name: 'Silver', points: 1000 };
const bronze = { code: 'BRONZE' as const, id: 1, name: 'Bronze', points: 0, next_tier: silver };

const customer = (points: number, extra: Partial<LoyaltyCustomer> = {}): LoyaltyCustomer => ({
  reward_points: { balance: { points, money: { value: points / 10 } } },
  tier: bronze,
  ...extra,
});

describe('derived customer values', () => {
  it('progress is points divided by next-tier points, rounded', () => {
    const values = deriveCustomerValues(customer(333));
    expect(values.progressPercent).toBe(33);
    expect(values.pointsToNextTier).toBe(667);
    expect(values.points).toBe(333);
    expect(values.moneyPoints).toBe(33.3);
    expect(values.currentTier).toEqual({ code: 'BRONZE', id: 1, name: 'Bronze', points: 0 });
    expect(values.nextTier).toEqual(silver);
    expect(values.isLastTier).toBe(false);
    expect(deriveCustomerValues(customer(335)).progressPercent).toBe(34);
  });

  it('caps progress at 100 and never has negative points to the next tier', () => {
    const values = deriveCustomerValues(customer(1500));
    expect(values.progressPercent).toBe(100);
    expect(values.pointsToNextTier).toBe(0);
  });

  it('is the last tier when there is no next tier', () => {
    const values = deriveCustomerValues(
      customer(5000, { tier: { code: 'GOLD', id: 3, name: 'Gold', points: 3000 } }),
    );
    expect(values.isLastTier).toBe(true);
    expect(values.nextTier).toBeNull();
    expect(values.progressPercent).toBe(100);
    expect(values.pointsToNextTier).toBe(0);
  });

  it('a next tier of 0 points is reached at once', () => {
    const zero = { ...bronze, next_tier: { ...silver, points: 0 } };
    expect(deriveCustomerValues(customer(0, { tier: zero })).progressPercent).toBe(100);
  });

  it('counts READY vouchers, reads store credit and the tier upgrade flag', () => {
    const values = deriveCustomerValues(
      customer(10, {
        evouchers: [
          { status: 'READY' },
          { status: 'REDEEMED' },
          { status: 'READY' },
          { status: 'EXPIRED' },
        ],
        store_credit: { current_balance: { value: 55 } },
        has_tier_upgrade: true,
      }),
    );
    expect(values.numberOfVouchers).toBe(2);
    expect(values.storeCredits).toBe(55);
    expect(values.hasTierUpgrade).toBe(true);
  });

  it('a customer without loyalty data has zeros', () => {
    expect(deriveCustomerValues({})).toEqual({
      points: 0,
      moneyPoints: 0,
      currentTier: null,
      nextTier: null,
      progressPercent: 100,
      pointsToNextTier: 0,
      isLastTier: true,
      storeCredits: 0,
      numberOfVouchers: 0,
      hasTierUpgrade: false,
    });
  });
});

describe('point redemption options', () => {
  const rates = [
    { points: 500, price: 50 },
    { points: 100, price: 10 },
    { points: 100, price: 99 },
  ];

  it('always include a zero option, sorted, without duplicates', () => {
    expect(redemptionOptions(rates)).toEqual([
      { points: 0, price: 0 },
      { points: 100, price: 10 },
      { points: 500, price: 50 },
    ]);
    expect(redemptionOptions(null)).toEqual([{ points: 0, price: 0 }]);
  });

  it('the points equivalent is the highest option not above the given points', () => {
    expect(pointsEquivalent(rates, 499)).toEqual({ points: 100, price: 10 });
    expect(pointsEquivalent(rates, 500)).toEqual({ points: 500, price: 50 });
    expect(pointsEquivalent(rates, 99)).toEqual({ points: 0, price: 0 });
    expect(pointsEquivalent([], 1000)).toEqual({ points: 0, price: 0 });
  });
});

describe('greeting', () => {
  it('is morning when the hour is before 12, otherwise evening', () => {
    expect(greetingOf(new Date(2026, 4, 15, 11, 59))).toBe('morning');
    expect(greetingOf(new Date(2026, 4, 15, 0, 0))).toBe('morning');
    expect(greetingOf(new Date(2026, 4, 15, 12, 0))).toBe('evening');
    expect(['morning', 'evening']).toContain(greetingOf());
  });
});
