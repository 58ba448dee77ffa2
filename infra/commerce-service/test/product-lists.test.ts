/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { databases, startTestService, type TestService } from './helpers/service';

// The named product lists a view-more page shows (issue 63): productLists and the `list` filter.
describe.each(databases)('named product lists on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database });
  });
  afterAll(() => t?.close());

  const listed = async (filter: string) => {
    const res = await t.gql(
      `{ products(filter: ${filter}, pageSize: 100) { total_count items { sku } } }`,
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.products as { total_count: number; items: { sku: string }[] };
  };

  it('names the lists in the request language', async () => {
    expect((await t.gql('{ productLists { code title } }')).data.productLists).toEqual([
      { code: 'new', title: 'New arrivals' },
      { code: 'deals', title: 'Deals' },
      { code: 'bestsellers', title: 'Bestsellers' },
    ]);
    const ar = await t.gql('{ productLists { code title } }', undefined, { store: 'ar_EG' });
    expect(ar.data.productLists.map((l: any) => l.title)).toEqual([
      'وصل حديثًا',
      'العروض',
      'الأكثر مبيعًا',
    ]);
  });

  it('lists new and deals as the new and on_sale filters do, and the ranked bestsellers', async () => {
    expect(await listed('{ list: { eq: "new" } }')).toEqual(await listed('{ new: { eq: "1" } }'));
    expect(await listed('{ list: { eq: "deals" } }')).toEqual(
      await listed('{ on_sale: { eq: "1" } }'),
    );
    const best = await listed('{ list: { eq: "bestsellers" } }');
    expect(best.total_count).toBeGreaterThan(0);
    const all = await listed('{}');
    expect(best.total_count).toBeLessThan(all.total_count);
    const ranked = await t.gql(
      `{ products(filter: {}, pageSize: ${best.total_count}, sort: { bestseller: ASC }) { items { sku } } }`,
    );
    expect(new Set(best.items.map((i) => i.sku))).toEqual(
      new Set(ranked.data.products.items.map((i: any) => i.sku)),
    );
  });

  it('refuses an unknown list, naming the known ones', async () => {
    const res = await t.gql('{ products(filter: { list: { eq: "nope" } }) { total_count } }');
    expect(res.errors?.[0]?.message).toBe(
      'Filter "list" takes eq one of: new, deals, bestsellers.',
    );
  });
});
