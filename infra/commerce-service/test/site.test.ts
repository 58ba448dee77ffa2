/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { generateCatalog } from '../src/seed/generate';
import { createRng } from '../src/seed/rng';
import { databases, startTestService, type TestService } from './helpers/service';

describe.each(databases)(
  'areas, stores, store configuration and information pages on %s',
  (database) => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService({ database });
    });
    afterAll(() => t?.close());

    it('lists regions with cities, districts and the store serving each district', async () => {
      const res = await t.gql(
        '{ regionsForCountry(countryId: "EG") { id name is_active cities { name is_active districts { name is_active source_code available_store { code name type } } } } }',
      );
      const regions = res.data.regionsForCountry;
      expect(regions.map((r: { name: string }) => r.name)).toEqual(
        expect.arrayContaining(['Cairo', 'Giza', 'Alexandria', 'Qalyubia', 'Dakahlia', 'Red Sea']),
      );
      const cairo = regions.find((r: { name: string }) => r.name === 'Cairo');
      const district = cairo.cities[0].districts[0];
      expect(district.available_store.code).toBe(district.source_code);
      const all = regions.flatMap((r: any) => r.cities.flatMap((c: any) => c.districts));
      expect(all.some((d: any) => d.available_store === null)).toBe(true);
      expect(all.some((d: any) => d.is_active === false)).toBe(true);
    });

    it('filters regions, cities and districts to active ones', async () => {
      const res = await t.gql(
        '{ regionsForCountry(is_active: true) { is_active cities { is_active districts { is_active } } } }',
      );
      const flags = res.data.regionsForCountry.flatMap((r: any) => [
        r.is_active,
        ...r.cities.flatMap((c: any) => [c.is_active, ...c.districts.map((d: any) => d.is_active)]),
      ]);
      expect(flags.every(Boolean)).toBe(true);
      expect(res.data.regionsForCountry.map((r: any) => r.name)).not.toContain('Sharqia');
    });

    it('lists the cities of a region, and rejects a bad region id', async () => {
      const regions = (await t.gql('{ regionsForCountry { id name } }')).data.regionsForCountry;
      const giza = regions.find((r: { name: string }) => r.name === 'Giza');
      const res = await t.gql(
        'query($id: Int!) { citiesForRegion(regionId: $id) { name region_id } }',
        { id: giza.id },
      );
      expect(res.data.citiesForRegion.map((c: { name: string }) => c.name)).toContain('Dokki');
      const bad = await t.gql('{ citiesForRegion(regionId: 0) { name } }');
      expect(bad.errors?.[0]?.message).toBe('regionId must be a positive integer.');
    });

    it('lists stores with coordinates, hours, type, city and region in the request language', async () => {
      const res = await t.gql(
        '{ getAllStores { code name type latitude longitude working_hours { days open close } city { name } region { name available_cities { name } } } }',
        undefined,
        { store: 'ar_EG' },
      );
      const stores = res.data.getAllStores;
      expect(stores.length).toBe(10);
      expect(new Set(stores.map((s: { type: string }) => s.type))).toEqual(
        new Set(['PICKUP', 'STORE']),
      );
      expect(stores[0].name).toMatch(/دكان/);
      expect(stores[0].latitude).toBeGreaterThan(20);
      expect(stores[0].working_hours[0].open).toMatch(/^\d\d:\d\d$/);
      const pickup = await t.gql('{ stores(type: PICKUP) { type } }');
      expect(pickup.data.stores.every((s: { type: string }) => s.type === 'PICKUP')).toBe(true);
    });

    it('gives the store configuration with the spec defaults, deals titles and bestsellers', async () => {
      const q =
        '{ storeConfig { base_currency_code limited_qty_threshold substitution_time_interval minimum_order_amount source_delivery_buffer store_pickup_enabled deals_title deals_title_en deals_title_ar free_shipping_threshold bestsellers { sku } } }';
      const en = (await t.gql(q)).data.storeConfig;
      expect(en).toMatchObject({
        base_currency_code: 'EGP',
        limited_qty_threshold: 1,
        substitution_time_interval: 30,
        minimum_order_amount: 0,
        source_delivery_buffer: 3,
        store_pickup_enabled: false,
        deals_title: 'Deals of the week',
      });
      expect(en.bestsellers.length).toBeGreaterThan(0);
      const ar = (await t.gql(q, undefined, { store: 'ar_EG' })).data.storeConfig;
      expect(ar.deals_title).toBe('عروض الأسبوع');
    });

    it('serves every information page in both languages and the FAQs', async () => {
      for (const identifier of [
        'about',
        'contact',
        'faqs',
        'stores',
        'return',
        'terms',
        'privacy',
        'loyalty-points-system',
        'installments',
        'partners',
      ]) {
        const en = await t.gql(
          'query($id: String!) { cmsPage(identifier: $id) { title content } }',
          { id: identifier },
        );
        const ar = await t.gql(
          'query($id: String!) { cmsPage(identifier: $id) { title content } }',
          { id: identifier },
          { store: 'ar_EG' },
        );
        expect(en.data.cmsPage.content).toMatch(/^<p>/);
        expect(ar.data.cmsPage.title).toMatch(/[\u0600-\u06FF]/);
      }
      expect((await t.gql('{ cmsPage(identifier: "nope") { title } }')).data.cmsPage).toBeNull();
      const faqs = (
        await t.gql('{ faqs { question answer group } }', undefined, { store: 'ar_EG' })
      ).data.faqs;
      expect(faqs.length).toBeGreaterThanOrEqual(8);
      expect(faqs[0].question).toMatch(/[\u0600-\u06FF]/);
    });
  },
);

describe('seed generator', () => {
  it('is deterministic: the same seed gives the same catalogue', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const a = generateCatalog(300, createRng(7), now);
    const b = generateCatalog(300, createRng(7), now);
    expect(a.products.map((p) => p.name)).toEqual(b.products.map((p) => p.name));
    expect(a.stock).toEqual(b.stock);
  });

  it('generates 100,000 products in memory (printing how long it took)', () => {
    const started = performance.now();
    const catalog = generateCatalog(100_000, createRng(1), new Date('2025-06-01T00:00:00Z'));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[seed] generated 100,000 products (${catalog.products.length} rows with variants, ${catalog.stock.length} stock rows) in ${seconds.toFixed(1)} s`,
    );
    expect(catalog.products.filter((p) => p.visible)).toHaveLength(100_000);
    expect(new Set(catalog.products.map((p) => p.url_key)).size).toBe(catalog.products.length);
    expect(new Set(catalog.products.map((p) => p.sku)).size).toBe(catalog.products.length);
  });
});
