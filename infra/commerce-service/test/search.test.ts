/* eslint-disable @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { databases, startTestService, type TestService } from './helpers/service';

describe.each(databases)('search on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database });
  });
  afterAll(() => t?.close());

  const search = async (term: string, store?: string) =>
    (
      await t.gql(
        `query($s: String) { products(search: $s, pageSize: 50) { total_count items { name } aggregations { attribute_code count } } }`,
        { s: term },
        store ? { store } : {},
      )
    ).data.products;

  it('finds English products by English words ("milk")', async () => {
    const res = await search('milk');
    expect(res.total_count).toBeGreaterThan(0);
    expect(res.items[0].name.toLowerCase()).toContain('milk');
  });

  it('finds Arabic products by Arabic words ("لبن"), with alef and taa marbuta folded', async () => {
    const res = await search('لبن', 'ar_EG');
    expect(res.total_count).toBeGreaterThan(0);
    expect(res.items[0].name).toContain('لبن');
    const folded = await search('جبنه', 'ar_EG'); // written with haa instead of taa marbuta
    expect(folded.total_count).toBeGreaterThan(0);
    expect(folded.items[0].name).toContain('جبنة');
  });

  it('tolerates typos: "chipsi" finds Chipsy', async () => {
    const res = await search('chipsi');
    expect(res.total_count).toBeGreaterThan(0);
    expect(res.items.some((i: { name: string }) => i.name.startsWith('Chipsy'))).toBe(true);
  });

  it('falls back to trigram similarity when full text finds nothing: "juhyna" finds Juhayna', async () => {
    const res = await search('juhyna');
    expect(res.total_count).toBeGreaterThan(0);
    expect(res.items.every((i: { name: string }) => i.name.includes('Juhayna'))).toBe(true);
  });

  it('returns facets for a search', async () => {
    const res = await search('milk');
    expect(res.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual([
      'category_id',
      'brand',
      'price',
    ]);
  });

  it('groups search-box results into categories and products', async () => {
    const res = await t.gql(
      '{ searchProducts(search: "milk") { categories { title size items { name url_path } } products { title size total_count items { name } } } }',
    );
    expect(res.errors).toBeUndefined();
    const { categories, products } = res.data.searchProducts;
    expect(categories.items.map((c: { name: string }) => c.name)).toContain('Milk');
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.items.length).toBeLessThanOrEqual(8);
    const empty = await t.gql('{ searchProducts(search: "   ") { products { size } } }');
    expect(empty.errors?.[0]).toMatchObject({
      message: 'search must be 1 to 100 characters.',
      extensions: { category: 'graphql-input' },
    });
  });

  describe('AI search', () => {
    const ai = async (query: Record<string, string>) =>
      t.inject({ method: 'GET', url: '/ai-search', query });

    it('returns the best 5 products by default', async () => {
      const res = await ai({ customer_input: 'milk', language: 'en', source_code: 'default' });
      expect(res.statusCode).toBe(200);
      const { products } = res.json();
      expect(products).toHaveLength(5);
      expect(Object.keys(products[0]).sort()).toEqual([
        'image',
        'name',
        'price',
        'score',
        'sku',
        'url_key',
      ]);
    });

    it('crosses languages: an Arabic query finds English-named products and back', async () => {
      const fromArabic = (await ai({ customer_input: 'لبن', language: 'en' })).json().products;
      expect(fromArabic.length).toBeGreaterThan(0);
      expect(fromArabic[0].name.toLowerCase()).toMatch(/milk/);
      const fromEnglish = (
        await ai({ customer_input: 'mobile', language: 'ar', recommendations_count: '3' })
      ).json().products;
      expect(fromEnglish.length).toBeGreaterThan(0);
      expect(fromEnglish.length).toBeLessThanOrEqual(3);
      expect(fromEnglish[0].name).toMatch(/هاتف|آيفون|تابلت/);
      const transliterated = (await ai({ customer_input: 'شيبسي', language: 'en' })).json()
        .products;
      expect(transliterated[0].name).toMatch(/Chipsy/);
    });

    it('puts products in stock at the requested source first', async () => {
      const { products } = (
        await ai({
          customer_input: 'cheese',
          language: 'en',
          source_code: 'cairo_maadi',
          recommendations_count: '10',
        })
      ).json();
      const skus = products.map((p: { sku: string }) => p.sku);
      const stock = await t.db
        .selectFrom('products as p')
        .leftJoin('product_stock as s', (j) =>
          j.onRef('s.product_id', '=', 'p.id').on('s.source_code', '=', 'cairo_maadi'),
        )
        .select(['p.sku', 's.qty'])
        .where('p.sku', 'in', skus)
        .execute();
      const inStock = skus.map(
        (sku: string) => Number(stock.find((r) => r.sku === sku)?.qty ?? 0) > 0,
      );
      const firstOut = inStock.indexOf(false);
      if (firstOut >= 0) expect(inStock.slice(firstOut).every((v: boolean) => !v)).toBe(true);
    });

    it('rejects bad input with a clear message', async () => {
      expect((await ai({ customer_input: '' })).json().error).toBe(
        'customer_input must be 1 to 200 characters.',
      );
      expect((await ai({ customer_input: 'milk', language: 'fr' })).statusCode).toBe(400);
      expect(
        (await ai({ customer_input: 'milk', recommendations_count: '500' })).json().error,
      ).toBe('recommendations_count must be from 1 to 20.');
    });
  });
});
