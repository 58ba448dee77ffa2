/**
 * The catalogue cache (issue 15): listings, products, stock and prices are answered from a cache
 * (in process, or Redis when REDIS_URL is set), and a price or stock change is visible on the next
 * request, whichever path makes it: an order placed or cancelled through the API, a price written
 * by a catalogue import, a special price whose window closes. An order renews only the stock at
 * its source (issue 65): listings stay cached.
 */
import { sql } from 'kysely';
import { cacheKind, cacheStats } from '../src/cache/catalog-cache';
import { databases, startTestService, type TestDatabase } from './helpers/service';
import { DEMO, loginByPassword, type Service } from './customer/helpers';
import { customerRow, makeCart, PLACE, SOURCE, stockedProduct } from './order/helpers';

const CANCEL = `mutation($i: CancelCustomerOrderInput!) { cancelCustomerOrder(input: $i) { result } }`;
const LISTING = `query($c: String) { products(filter: { category_id: { eq: $c } }, pageSize: 100) {
  total_count items { sku only_x_left_in_stock stock_status price_range { minimum_price { final_price { value } } } }
  aggregations { attribute_code options { value count } } } }`;
const SEARCH = `query($s: String) { products(search: $s, pageSize: 100) { items { sku price_range { minimum_price { final_price { value } } } } } }`;

interface Item {
  sku: string;
  only_x_left_in_stock: number;
  price_range: { minimum_price: { final_price: { value: number } } };
}

function cacheSuite(database: TestDatabase, store: 'memory' | 'redis') {
  let svc: Service;
  let clock = new Date();
  let token: string;
  let customerId: number;
  const now = () => clock;

  beforeAll(async () => {
    svc = await startTestService({ database, products: 150, now });
    token = await loginByPassword(svc, DEMO.gold.email);
    customerId = (await customerRow(svc, DEMO.gold.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
  });

  const categoryOf = async (productId: number) =>
    String(
      (
        await svc.db
          .selectFrom('product_categories')
          .innerJoin('categories', 'categories.id', 'product_categories.category_id')
          .select('categories.id')
          .where('product_id', '=', productId)
          .orderBy('categories.level', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const listed = async (category: string, sku: string): Promise<Item> => {
    const res = await svc.gql(LISTING, { c: category }, { source: SOURCE });
    expect(res.errors).toBeUndefined();
    const item = (res.data.products.items as Item[]).find((i) => i.sku === sku);
    if (!item) throw new Error(`${sku} not listed in category ${category}`);
    return item;
  };

  it(`answers from the ${store} cache`, async () => {
    expect(cacheKind(svc.db)).toBe(store);
    const product = await stockedProduct(svc);
    const category = await categoryOf(product.id);
    const first = await listed(category, product.sku);
    // A write the version triggers do not see (triggers off) stays unseen: the answer is cached.
    await sql`alter table product_stock disable trigger user`.execute(svc.db);
    try {
      await svc.db
        .updateTable('product_stock')
        .set({ qty: sql`qty + 7` })
        .where('product_id', '=', product.id)
        .where('source_code', '=', SOURCE)
        .execute();
      expect((await listed(category, product.sku)).only_x_left_in_stock).toBe(
        first.only_x_left_in_stock,
      );
    } finally {
      await sql`alter table product_stock enable trigger user`.execute(svc.db);
    }
    // Any seen change (here the same row again) moves the version: the next answer is fresh.
    await svc.db
      .updateTable('product_stock')
      .set({ qty: sql`qty - 7` })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    expect((await listed(category, product.sku)).only_x_left_in_stock).toBe(
      first.only_x_left_in_stock,
    );
  });

  it('shows stock taken by an order placed through the API, and given back by its cancellation, on the next listing', async () => {
    const product = await stockedProduct(svc, { skip: 1 });
    const category = await categoryOf(product.id);
    const before = (await listed(category, product.sku)).only_x_left_in_stock;
    await listed(category, product.sku); // now cached

    const cart = await makeCart(svc, { customerId, items: [{ productId: product.id, qty: 3 }] });
    const placed = await svc.gql(PLACE, { i: { cart_id: cart } }, { token, source: SOURCE });
    expect(placed.errors).toBeUndefined();
    expect((await listed(category, product.sku)).only_x_left_in_stock).toBe(before - 3);

    const number = placed.data.placeOrder.order.order_number as string;
    const cancelled = await svc.gql(
      CANCEL,
      { i: { order_number: number, reason_id: 1 } },
      { token, source: SOURCE },
    );
    expect(cancelled.errors).toBeUndefined();
    expect((await listed(category, product.sku)).only_x_left_in_stock).toBe(before);
  });

  it('shows a new price at the source on the next listing and search, facets included', async () => {
    const product = await stockedProduct(svc, { skip: 2 });
    const category = await categoryOf(product.id);
    const word = product.name.split(' ')[0] as string;
    await listed(category, product.sku);
    await svc.gql(SEARCH, { s: word }, { source: SOURCE });
    // A catalogue import writes the store's price straight into the database.
    await svc.db
      .updateTable('product_stock')
      .set({ price: '4321.00' })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    expect((await listed(category, product.sku)).price_range.minimum_price.final_price.value).toBe(
      4321,
    );
    const found = (await svc.gql(SEARCH, { s: word }, { source: SOURCE })).data.products
      .items as Item[];
    expect(
      found.find((i) => i.sku === product.sku)?.price_range.minimum_price.final_price.value,
    ).toBe(4321);
    const facets = (await svc.gql(LISTING, { c: category }, { source: SOURCE })).data.products
      .aggregations as Array<{ attribute_code: string; options: Array<{ value: string }> }>;
    const buckets = facets.find((f) => f.attribute_code === 'price')?.options ?? [];
    expect(
      buckets.some((b) => {
        const [from, to] = b.value.split('_').map(Number) as [number, number];
        return from <= 4321 && 4321 < to;
      }),
    ).toBe(true);
  });

  it('tells its version at /catalog-version: an offer or a price moves it, a quantity only its source', async () => {
    const version = async (source?: string) => {
      const url = source ? `/catalog-version?source=${source}` : '/catalog-version';
      const response = await svc.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json<{ version: string }>().version;
    };
    const first = await version();
    expect(first).toMatch(/^\w+:\d+\.\d+\.\d+$/);
    const firstAtSource = await version(SOURCE);
    expect(firstAtSource).toBe(`${first}~${firstAtSource.split('~')[1]}`);
    expect(await version('elsewhere')).toMatch(/~0$/);
    await svc.gql(LISTING, { c: '3' }, { source: SOURCE });
    expect(await version()).toBe(first);
    const offer = await svc.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    await svc.db
      .updateTable('offers')
      .set({ sort: sql`sort` })
      .where('id', '=', offer.id)
      .execute();
    const afterOffer = await version();
    expect(afterOffer).not.toBe(first);
    const product = await stockedProduct(svc);
    const atSource = await version(SOURCE);
    await svc.db
      .updateTable('product_stock')
      .set({ qty: sql`qty + 1` })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    expect(await version()).toBe(afterOffer);
    expect(await version('elsewhere')).toMatch(/~0$/);
    const afterQty = await version(SOURCE);
    expect(afterQty).not.toBe(atSource);
    expect(afterQty.startsWith(`${afterOffer}~`)).toBe(true);
    // A quantity written again unchanged moves nothing; a price at the source moves everything.
    await svc.db
      .updateTable('product_stock')
      .set({ qty: sql`qty` })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    expect(await version(SOURCE)).toBe(afterQty);
    await svc.db
      .updateTable('product_stock')
      .set({ price: sql`price` })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    expect(await version()).not.toBe(afterOffer);
    const refused = await svc.inject({ method: 'GET', url: '/catalog-version?source=a%20b' });
    expect(refused.statusCode).toBe(400);
  });

  it('after an order, serves listings from the cache and the product stock fresh, as a cold answer would', async () => {
    const product = await stockedProduct(svc, { skip: 3 });
    const category = await categoryOf(product.id);
    const other = await svc.db
      .selectFrom('categories')
      .innerJoin('product_categories as pc', 'pc.category_id', 'categories.id')
      .select('categories.id')
      .where('categories.id', '!=', Number(category))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_categories as x')
              .select('x.product_id')
              .whereRef('x.category_id', '=', 'categories.id')
              .where('x.product_id', '=', product.id),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const listing = async (c: string) => {
      const res = await svc.gql(LISTING, { c }, { source: SOURCE });
      expect(res.errors).toBeUndefined();
      return res.data.products as { items: Item[] };
    };
    await listing(String(other.id));
    const before = (await listed(category, product.sku)).only_x_left_in_stock;
    const cart = await makeCart(svc, { customerId, items: [{ productId: product.id, qty: 2 }] });
    const placed = await svc.gql(PLACE, { i: { cart_id: cart } }, { token, source: SOURCE });
    expect(placed.errors).toBeUndefined();

    const stats = () => cacheStats(svc.db);
    const start = stats();
    const unrelated = await listing(String(other.id));
    const own = await listing(category);
    const end = stats();
    // Both listings answered from the cache (ids, total, facets): an order changes none of them.
    expect(end.listing!.hits - start.listing!.hits).toBe(2);
    expect(end.listing!.misses).toBe(start.listing!.misses);
    // The product rows too; the stock at the source is read again, once.
    expect(end.product!.misses).toBe(start.product!.misses);
    expect(end.stock!.misses).toBeGreaterThan(start.stock!.misses);
    expect(own.items.find((i) => i.sku === product.sku)?.only_x_left_in_stock).toBe(before - 2);

    // The cached answers equal what the database answers with the cache off.
    process.env.CATALOG_CACHE = 'off';
    try {
      expect(await listing(category)).toEqual(own);
      expect(await listing(String(other.id))).toEqual(unrelated);
    } finally {
      delete process.env.CATALOG_CACHE;
    }
  });

  it('drops a special price from the cached listing when its window closes, with no write', async () => {
    const row = await svc.db
      .selectFrom('products')
      .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
      .select(['products.id', 'products.sku', 'products.price', 'products.special_to_date'])
      .where('products.type', '=', 'simple')
      .where('products.visible', '=', true)
      .where('products.special_price', 'is not', null)
      .where('products.special_from_date', '<', clock)
      .where('products.special_to_date', '>', clock)
      .where('product_stock.source_code', '=', SOURCE)
      .where('product_stock.price', 'is', null)
      .executeTakeFirstOrThrow();
    const category = await categoryOf(row.id);
    const during = await listed(category, row.sku);
    expect(during.price_range.minimum_price.final_price.value).toBeLessThan(Number(row.price));
    clock = new Date(new Date(row.special_to_date as Date).getTime() + 2 * 86_400_000);
    try {
      expect((await listed(category, row.sku)).price_range.minimum_price.final_price.value).toBe(
        Number(row.price),
      );
    } finally {
      clock = new Date();
    }
  });
}

// npm test sets TEST_REDIS_URL when Redis answers on 127.0.0.1:6379; REDIS_URL works by hand too.
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
const saved = process.env.REDIS_URL;

describe.each(databases)('catalogue cache in process (%s)', (database) => {
  // The store is chosen from REDIS_URL when a database is first used: keep this suite in process.
  beforeAll(() => {
    delete process.env.REDIS_URL;
  });
  afterAll(() => {
    if (saved !== undefined) process.env.REDIS_URL = saved;
  });
  cacheSuite(database, 'memory');
});

if (REDIS_URL === '') {
  console.warn(
    '[tests] TEST_REDIS_URL is not set: the Redis runs of the catalogue cache are SKIPPED (the in-process cache is tested).',
  );
  describe('catalogue cache in Redis', () => {
    it.skip('needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)', () => undefined);
  });
} else {
  describe.each(databases)('catalogue cache in Redis (%s)', (database) => {
    beforeAll(() => {
      process.env.REDIS_URL = REDIS_URL;
    });
    cacheSuite(database, 'redis');

    it('keeps two databases apart in one Redis, though their versions are equal', async () => {
      // One clock, so both seeds write the same dates and both versions' time part is equal too.
      const fixed = new Date();
      const a = await startTestService({ database, products: 150, now: () => fixed });
      const b = await startTestService({ database, products: 150, now: () => fixed });
      try {
        const product = await stockedProduct(a);
        const read = async (svc: Service) =>
          (
            (await svc.gql(SEARCH, { s: product.name }, { source: SOURCE })).data.products
              .items as Item[]
          ).find((i) => i.sku === product.sku)?.price_range.minimum_price.final_price.value;
        const priceInA = await read(a); // cached in Redis under A's version
        // B gets another price without moving its version (triggers off): same version as A.
        await sql`alter table product_stock disable trigger user`.execute(b.db);
        await b.db
          .updateTable('product_stock')
          .set({ price: '999.00' })
          .where('product_id', '=', product.id)
          .where('source_code', '=', SOURCE)
          .execute();
        await sql`alter table product_stock enable trigger user`.execute(b.db);
        expect(await read(b)).toBe(999);
        expect(await read(a)).toBe(priceInA);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}
