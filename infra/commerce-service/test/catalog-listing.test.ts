/**
 * The listing table (issue 64, migration 015): listings, facets and search read catalog_listing
 * and its precomputed counts. With the catalogue cache off (every request computes its answer),
 * a price or stock change is visible on the next request, and after changes of stock, price,
 * special price, status and category membership (an order through the API, a catalogue import's
 * writes) the listing equals a direct query of the products and its counts a regrouping of it.
 */
import { sql } from 'kysely';
import { databases, startTestService, type TestDatabase } from './helpers/service';
import { countsDrift, listingDrift } from './helpers/listing-drift';
import { DEMO, loginByPassword, type Service } from './customer/helpers';
import { customerRow, makeCart, PLACE, SOURCE, stockedProduct } from './order/helpers';

const LISTING = `query($f: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(filter: $f, pageSize: 100, sort: $sort) {
  total_count items { sku only_x_left_in_stock price_range { minimum_price { final_price { value } } } }
  aggregations { attribute_code options { value count } } } }`;

interface Item {
  sku: string;
  only_x_left_in_stock: number;
  price_range: { minimum_price: { final_price: { value: number } } };
}
type Facets = Array<{ attribute_code: string; options: Array<{ value: string; count: number }> }>;

function listingSuite(database: TestDatabase) {
  let svc: Service;
  let clock = new Date();
  const now = () => clock;
  let cache: string | undefined;

  beforeAll(async () => {
    cache = process.env.CATALOG_CACHE;
    process.env.CATALOG_CACHE = 'off';
    svc = await startTestService({ database, products: 150, now });
  });
  afterAll(async () => {
    if (cache === undefined) delete process.env.CATALOG_CACHE;
    else process.env.CATALOG_CACHE = cache;
    await svc?.close();
  });

  const leafOf = async (productId: number) =>
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
  /** A category's listing, or with null the whole catalogue's. */
  const listing = async (category: string | null, sort?: Record<string, string>) => {
    const f = category === null ? {} : { category_id: { eq: category } };
    const res = await svc.gql(LISTING, { f, sort }, { source: SOURCE });
    expect(res.errors).toBeUndefined();
    return res.data.products as { total_count: number; items: Item[]; aggregations: Facets };
  };
  const priceOf = (items: Item[], sku: string) =>
    items.find((i) => i.sku === sku)?.price_range.minimum_price.final_price.value;

  it('starts with a listing equal to the products and counts equal to the listing', async () => {
    await listing(null);
    expect(await listingDrift(svc, clock)).toBe(0);
    expect(await countsDrift(svc)).toBe(0);
  });

  it('lists nothing for category 0 (the counts keep the whole catalogue under it)', async () => {
    const none = await listing('0');
    expect(none.total_count).toBe(0);
    expect(none.items).toEqual([]);
    expect((await listing(null)).total_count).toBeGreaterThan(100);
  });

  it('writes nothing on a request when no special-price window opened or closed since the last', async () => {
    const asOf = async () =>
      (await sql<{ t: string }>`select as_of::text as t from catalog_listing_state`.execute(svc.db))
        .rows[0]?.t;
    const product = await stockedProduct(svc, { skip: 8 });
    // A window that closed at the end of yesterday, before the listing's as_of.
    await svc.db
      .updateTable('products')
      .set({
        special_price: '1.00',
        special_from_date: null,
        special_to_date: new Date(clock.getTime() - 86_400_000),
      })
      .where('id', '=', product.id)
      .execute();
    clock = new Date(clock.getTime() + 1000);
    await listing(null);
    const before = await asOf();
    clock = new Date(clock.getTime() + 60_000);
    await listing(null);
    // Every request moving as_of would serialise concurrent listings on its row lock.
    expect(await asOf()).toBe(before);
  });

  it('shows a new price at the source on the next cold listing: items, price sort and facets', async () => {
    const product = await stockedProduct(svc, { skip: 3 });
    const category = await leafOf(product.id);
    expect(priceOf((await listing(category)).items, product.sku)).toBeDefined();
    await svc.db
      .updateTable('product_stock')
      .set({ price: '98765.00' })
      .where('product_id', '=', product.id)
      .where('source_code', '=', SOURCE)
      .execute();
    const after = await listing(category, { price: 'DESC' });
    expect(after.items[0]?.sku).toBe(product.sku);
    expect(priceOf(after.items, product.sku)).toBe(98765);
    const buckets = after.aggregations.find((f) => f.attribute_code === 'price')?.options ?? [];
    expect(buckets.at(-1)?.value).toBe('75000_100000');
    expect(buckets.at(-1)?.count).toBe(1);
  });

  it('shows stock taken by an order placed through the API on the next cold listing', async () => {
    const token = await loginByPassword(svc, DEMO.gold.email);
    const customerId = (await customerRow(svc, DEMO.gold.phone)).id;
    const product = await stockedProduct(svc, { skip: 4 });
    const category = await leafOf(product.id);
    const before = (await listing(category)).items.find((i) => i.sku === product.sku);
    if (!before) throw new Error('product not listed');
    const cart = await makeCart(svc, { customerId, items: [{ productId: product.id, qty: 2 }] });
    const placed = await svc.gql(PLACE, { i: { cart_id: cart } }, { token, source: SOURCE });
    expect(placed.errors).toBeUndefined();
    const after = (await listing(category)).items.find((i) => i.sku === product.sku);
    expect(after?.only_x_left_in_stock).toBe(before.only_x_left_in_stock - 2);
  });

  it('cannot drift from the products through stock, price, special price, status and category changes', async () => {
    const a = await stockedProduct(svc, { skip: 5 });
    const categoryOfA = await leafOf(a.id);
    let skip = 6;
    let b = await stockedProduct(svc, { skip });
    while ((await leafOf(b.id)) === categoryOfA) b = await stockedProduct(svc, { skip: ++skip });
    const c = await stockedProduct(svc, { skip: skip + 1 });
    const categoryOfB = await leafOf(b.id);
    await svc.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price: '12.50' }).where('id', '=', a.id).execute();
      await trx
        .updateTable('products')
        .set({ special_price: '9.25', special_from_date: null, special_to_date: clock })
        .where('id', '=', a.id)
        .execute();
      await trx
        .updateTable('product_stock')
        .set({ qty: sql`qty + 5`, price: '77.00' })
        .where('product_id', '=', b.id)
        .execute();
      await trx.updateTable('products').set({ visible: false }).where('id', '=', c.id).execute();
      // B moves into A's category, leaving its own leaf.
      await trx
        .deleteFrom('product_categories')
        .where('product_id', '=', b.id)
        .where('category_id', '=', Number(categoryOfB))
        .execute();
      await trx
        .insertInto('product_categories')
        .values({ product_id: b.id, category_id: Number(categoryOfA), position: 0 })
        .execute();
      await trx
        .deleteFrom('product_stock')
        .where('product_id', '=', a.id)
        .where('source_code', '=', 'default')
        .execute();
    });
    const inA = await listing(categoryOfA);
    expect(priceOf(inA.items, a.sku)).toBe(9.25);
    expect(priceOf(inA.items, b.sku)).toBe(77);
    expect((await listing(categoryOfB)).items.some((i) => i.sku === b.sku)).toBe(false);
    expect((await listing(null)).items.some((i) => i.sku === c.sku)).toBe(false);
    expect(await listingDrift(svc, clock)).toBe(0);
    expect(await countsDrift(svc)).toBe(0);

    // The special price's window closes at the end of its last day: the next listing reprices.
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(priceOf((await listing(categoryOfA)).items, a.sku)).toBe(12.5);
    expect(await listingDrift(svc, clock)).toBe(0);
    expect(await countsDrift(svc)).toBe(0);

    // Shown again and the whole category count follows.
    const total = (await listing(null)).total_count;
    await svc.db.updateTable('products').set({ visible: true }).where('id', '=', c.id).execute();
    expect((await listing(null)).total_count).toBe(total + 1);
    expect(await listingDrift(svc, clock)).toBe(0);
    expect(await countsDrift(svc)).toBe(0);
  });
}

describe.each(databases)('listing table on %s', (database) => listingSuite(database));
