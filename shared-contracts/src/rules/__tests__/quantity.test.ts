import { DEFAULT_CART_CONTROL } from '../../constants';
import { boundsOf, formatQuantity, fromSteps, nextQuantity, previousQuantity } from '../quantity';

const kg = { incrementStep: 0.25, minAmount: 0.25, maxAmount: 10, unit: 'kg' };

describe('quantity steps (cart_control)', () => {
  it('steps a 0.25 kg product through 0.25, 0.5, 0.75 with no float drift', () => {
    const seen: number[] = [];
    let quantity = 0;
    for (let i = 0; i < 3; i += 1) {
      quantity = nextQuantity(quantity, kg, 30) as number;
      seen.push(quantity);
    }
    expect(seen).toEqual([0.25, 0.5, 0.75]);
    expect(fromSteps(3, 0.1)).toBe(0.3);
    let tenths = 0;
    for (let i = 0; i < 7; i += 1)
      tenths = nextQuantity(tenths, { ...kg, incrementStep: 0.1, minAmount: 0 }, 30) as number;
    expect(tenths).toBe(0.7);
  });

  it('stops at max_amount and at the stock left, whichever is smaller', () => {
    expect(boundsOf(kg, 30)).toEqual({ min: 0.25, max: 10 });
    expect(boundsOf(kg, 0.6)).toEqual({ min: 0.25, max: 0.5 });
    expect(nextQuantity(10, kg, 30)).toBeNull();
    expect(nextQuantity(0.5, kg, 0.6)).toBeNull();
  });

  it('starts at the minimum amount and goes to 0 (remove) below it', () => {
    const control = { incrementStep: 1, minAmount: 2, maxAmount: null, unit: null };
    expect(nextQuantity(0, control, 50)).toBe(2);
    expect(previousQuantity(3, control, 50)).toBe(2);
    expect(previousQuantity(2, control, 50)).toBe(0);
  });

  it('uses the defaults step 1, min 0 (one step at least), no maximum', () => {
    expect(boundsOf(DEFAULT_CART_CONTROL, 10_000)).toEqual({ min: 1, max: 10_000 });
    expect(nextQuantity(0, DEFAULT_CART_CONTROL, 10_000)).toBe(1);
  });

  it('has nothing to offer when out of stock', () => {
    expect(boundsOf(kg, 0).max).toBe(0);
    expect(nextQuantity(0, kg, 0)).toBeNull();
  });

  it('shows quantities in the locale digits', () => {
    expect(formatQuantity(0.75, 0.25, 'en')).toBe('0.75');
    expect(formatQuantity(0.75, 0.25, 'ar')).toBe('٠٫٧٥');
    expect(formatQuantity(12, 1, 'ar')).toBe('١٢');
  });
});
