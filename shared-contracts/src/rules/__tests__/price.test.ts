import { formatPrice, isFractionalStep, pricePerStep, PRICE_TEXTS } from '../price';

describe('price formatting (English shows 2 decimals, Arabic shows 0 decimals)', () => {
  it('formats English prices in EGP with 2 decimals and grouping', () => {
    expect(formatPrice(1234.5, 'en')).toBe('EGP\u00a01,234.50');
    expect(formatPrice(0.5, 'en')).toBe('EGP\u00a00.50');
    expect(formatPrice(1_000_000, 'en')).toBe('EGP\u00a01,000,000.00');
  });

  it('formats Arabic prices with 0 decimals and Arabic-Indic digits, rounding half up', () => {
    expect(formatPrice(1234.5, 'ar')).toBe('\u200f١٬٢٣٥\u00a0ج.م.\u200f');
    expect(formatPrice(1234.4, 'ar')).toBe('\u200f١٬٢٣٤\u00a0ج.م.\u200f');
  });

  it('shows a zero price as Free in both languages', () => {
    expect(formatPrice(0, 'en')).toBe('Free');
    expect(formatPrice(0, 'ar')).toBe('مجاناً');
  });

  it('shows an undefined price as to be calculated in both languages', () => {
    expect(formatPrice(undefined, 'en')).toBe('to be calculated');
    expect(formatPrice(null, 'en')).toBe('to be calculated');
    expect(formatPrice(null, 'ar')).toBe('سيتم احتسابه');
    expect(PRICE_TEXTS.ar.toBeCalculated).toBe('سيتم احتسابه');
  });

  it('refuses NaN and infinite prices with a clear error', () => {
    expect(() => formatPrice(Number.NaN, 'en')).toThrow(
      'formatPrice: price must be a finite number, got NaN',
    );
    expect(() => formatPrice(Infinity, 'ar')).toThrow(RangeError);
  });
});

describe('price per step (price times step; price 0 shows nothing)', () => {
  it('multiplies the price by the step', () => {
    expect(pricePerStep(80, 0.25)).toBe(20);
    expect(pricePerStep(10, 3)).toBe(30);
  });

  it('rounds to cents so fractional steps do not show float noise', () => {
    expect(pricePerStep(0.1, 3)).toBe(0.3);
  });

  it('shows nothing for a zero or unknown price', () => {
    expect(pricePerStep(0, 2)).toBeNull();
    expect(pricePerStep(null, 2)).toBeNull();
    expect(pricePerStep(undefined, 2)).toBeNull();
  });

  it('refuses a step that is not a positive number', () => {
    expect(() => pricePerStep(5, 0)).toThrow('pricePerStep: step must be a positive number, got 0');
    expect(() => pricePerStep(5, Number.NaN)).toThrow(RangeError);
  });
});

describe('fractional step (a quantity step that is not a whole number)', () => {
  it('marks 0.25 and 1.5 as fractional and 1 or 2 as whole', () => {
    expect(isFractionalStep(0.25)).toBe(true);
    expect(isFractionalStep(1.5)).toBe(true);
    expect(isFractionalStep(1)).toBe(false);
    expect(isFractionalStep(2)).toBe(false);
    expect(isFractionalStep(Number.NaN)).toBe(false);
  });
});
