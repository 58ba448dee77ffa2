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
