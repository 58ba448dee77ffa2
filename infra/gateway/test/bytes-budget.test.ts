import { MAX_COPIES, PAGE_BUDGETS, budgetFailures } from '../../scripts/bytes-budget.mjs';

const home = PAGE_BUDGETS.find((page) => page.key === 'home')!;
const kbytes = (n: number) => n * 1024;

describe('bytes budget of the first load', () => {
  it('covers the six key pages, each with a budget at or above the figure it was set from', () => {
    expect(PAGE_BUDGETS.map((page) => page.key)).toEqual([
      'home',
      'category',
      'product',
      'search',
      'cart',
      'checkout shipping',
    ]);
    for (const page of PAGE_BUDGETS) {
      expect(page.measuredKb).toBeGreaterThan(0);
      expect(page.budgetKb).toBeGreaterThanOrEqual(page.measuredKb);
      // A small margin: a budget far above the figure would let real growth through.
      expect(page.budgetKb).toBeLessThanOrEqual(Math.ceil(page.measuredKb * 1.05));
    }
    expect(MAX_COPIES).toEqual({ reactDom: 1, federationRuntime: 1 });
  });

  it('passes a page at its budget with one react-dom and one federation runtime', () => {
    expect(
      budgetFailures(home, {
        total: { gzip: kbytes(home.budgetKb) },
        reactDomCopies: 1,
        runtimeCopies: 1,
      }),
    ).toEqual([]);
  });

  it('fails a page one byte over its budget, naming the page and both sizes', () => {
    const [reason, ...rest] = budgetFailures(home, {
      total: { gzip: kbytes(home.budgetKb) + 1 },
      reactDomCopies: 1,
      runtimeCopies: 1,
    });
    expect(rest).toEqual([]);
    expect(reason).toContain('home (/en)');
    expect(reason).toContain(`over its budget of ${home.budgetKb} KB`);
  });

  it('fails a page that loads a second react-dom or federation runtime', () => {
    expect(
      budgetFailures(home, { total: { gzip: 0 }, reactDomCopies: 2, runtimeCopies: 2 }),
    ).toEqual([
      'home loads 2 copies of react-dom',
      'home loads 2 copies of the federation runtime',
    ]);
  });
});
