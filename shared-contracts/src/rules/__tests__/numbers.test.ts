import { numberFormat } from '../numbers';

describe('numberFormat', () => {
  it("formats in the page language's digits", () => {
    expect(numberFormat('en').format(1234)).toBe('1,234');
    expect(numberFormat('ar').format(1234)).toBe('١٬٢٣٤');
    expect(numberFormat('ar', { maximumFractionDigits: 2 }).format(0.75)).toBe('٠٫٧٥');
  });

  it('builds one formatter per language and options, and keeps it', () => {
    const one = numberFormat('en', { maximumFractionDigits: 1 });
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(one);
    expect(numberFormat('ar', { maximumFractionDigits: 1 })).not.toBe(one);
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(one);
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1.255)).toBe('1.26');
    expect(numberFormat('en')).toBe(numberFormat('en'));
  });
});

describe('numberFormat against Intl.NumberFormat', () => {
  /** The option sets the storefront formats with, and a few more of the same kind. */
  const OPTION_SETS: (Intl.NumberFormatOptions | undefined)[] = [
    undefined,
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { maximumFractionDigits: 3 },
    { useGrouping: false },
    { maximumFractionDigits: 2, useGrouping: false },
    { minimumFractionDigits: 1, maximumFractionDigits: 4 },
    { minimumIntegerDigits: 2, useGrouping: false },
    { style: 'currency', currency: 'EGP' },
    { style: 'currency', currency: 'EGP', minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { style: 'currency', currency: 'EGP', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ];

  /** Integers, prices, halves that round, long fractions, large and tiny numbers, signs. */
  function values(): number[] {
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const out = [0, -0, 1, 5, 9.5, 10, 999, 1000, 1234.5, 1.005, 2.5, 0.125, 0.0005, 999.9995];
    out.push(99_999.995, 1e15 + 0.5, 123_456_789.123_4, 0.000_001, 1e20, 4.35, 1.45, 8.675);
    for (let i = 0; i < 1500; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 10 - 3);
      const sign = random() < 0.2 ? -1 : 1;
      out.push((sign * Math.round(random() * magnitude * 1000)) / 1000);
      out.push(sign * random() * magnitude);
      out.push((sign * (Math.floor(random() * 100_000) + 0.5)) / 100);
    }
    return out;
  }

  it.each(['en', 'ar'] as const)('writes what Intl writes for %s', (locale) => {
    const intlLocale = locale === 'en' ? 'en-US' : 'ar-EG';
    const mismatches: string[] = [];
    for (const options of OPTION_SETS) {
      const ours = numberFormat(locale, options);
      // Our formatter is not an Intl.NumberFormat: these options are written without ICU.
      expect(ours).not.toBeInstanceOf(Intl.NumberFormat);
      const intl = new Intl.NumberFormat(intlLocale, options);
      for (const value of values()) {
        const expected = intl.format(value);
        const actual = ours.format(value);
        if (actual !== expected)
          mismatches.push(`${JSON.stringify(options)} ${value}: ${actual} / ${expected}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('leaves other options, other currencies and exponent forms to Intl', () => {
    expect(numberFormat('en', { signDisplay: 'always' }).format(3)).toBe('+3');
    expect(numberFormat('en', { style: 'currency', currency: 'USD' }).format(3)).toBe('$3.00');
    expect(numberFormat('en').format(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(numberFormat('ar').format(Number.NaN)).toBe(
      new Intl.NumberFormat('ar-EG').format(Number.NaN),
    );
    expect(numberFormat('en').format(-Infinity)).toBe('-∞');
  });

  it('still refuses options Intl refuses', () => {
    expect(() =>
      numberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 1 }),
    ).toThrow(RangeError);
  });
});
