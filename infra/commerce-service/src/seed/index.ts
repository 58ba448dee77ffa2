import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCustomers } from '../domains/customer/seed';
import { seedCart } from '../domains/cart/seed';
import { seedOrders } from '../domains/order/seed';
import { beginBulkLoad, insertCatalogPart } from './bulk';
import { generateCatalog, generateCatalogChunks, type GeneratedCatalog } from './generate';
import { createRng } from './rng';

export interface SeedOptions {
  products: number;
  now: Date;
  /** PRNG seed; the same value gives the same data. */
  seed?: number;
  /** The bulk path whatever the size (a test of it); by default from BULK_SEED_PRODUCTS on. */
  bulk?: boolean;
  /** Listed products per part on the bulk path (BULK_PART unless a test splits a small seed). */
  bulkPart?: number;
  /** Told each step of the catalogue load and its milliseconds (the CLI prints them). */
  progress?: (step: string, ms: number) => void;
}

export interface SeedReport {
  products: number;
  rows: Record<string, number>;
  generateMs: number;
  insertMs: number;
}

/** True when the demo data has been written (the marker row is the seed's last write). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  return row !== undefined;
}

async function insertBatched<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  columnsPerRow: number,
): Promise<void> {
  // PostgreSQL binds at most 65,535 parameters per statement.
  const size = Math.max(1, Math.floor(30_000 / columnsPerRow));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** From this many products on, the seed takes the bulk path (src/seed/bulk.ts). */
export const BULK_SEED_PRODUCTS = 20_000;

/** Listed products generated and written at a time on the bulk path. */
const BULK_PART = 10_000;

/** The catalogue generated whole and inserted in batches (a small seed). */
async function loadCatalog(trx: Kysely<Database>, catalog: GeneratedCatalog): Promise<void> {
  await insertBatched(trx, 'categories', catalog.categories, 24);
  await insertBatched(trx, 'offers', catalog.offers, 13);
  await insertBatched(trx, 'brands', catalog.brands, 5);
  await insertBatched(trx, 'products', catalog.products, 38);
  await insertBatched(trx, 'product_categories', catalog.productCategories, 3);
  await insertBatched(trx, 'product_stock', catalog.stock, 4);
  await insertBatched(trx, 'product_links', catalog.links, 5);
  await insertBatched(trx, 'bundle_options', catalog.bundleOptions, 7);
  await insertBatched(trx, 'bundle_selections', catalog.bundleSelections, 7);
}

/**
 * The catalogue, then the listing table and its counts built from it in one set-based pass,
 * priced as of the seed's clock (the row triggers stood aside while the rows went in). A large
 * catalogue is generated and written part by part, without its secondary indexes and row
 * triggers, which come back after the listing is built.
 */
async function seedCatalog(
  trx: Kysely<Database>,
  options: SeedOptions,
  rng: () => number,
): Promise<{ rows: Record<string, number>; generateMs: number }> {
  const { now, products } = options;
  const rows = { categories: 0, products: 0, product_stock: 0, product_links: 0 };
  const count = (part: GeneratedCatalog) => {
    rows.categories += part.categories.length;
    rows.products += part.products.length;
    rows.product_stock += part.stock.length;
    rows.product_links += part.links.length;
  };
  // Bulk load: the listing triggers (migration 015) wait for the rebuild below.
  await sql`select set_config('dukkan.listing_bulk', 'on', true)`.execute(trx);
  let generateMs = 0;
  let t = performance.now();
  if (!(options.bulk ?? products >= BULK_SEED_PRODUCTS)) {
    const catalog = generateCatalog(products, rng, now);
    generateMs = performance.now() - t;
    count(catalog);
    await loadCatalog(trx, catalog);
    await sql`update catalog_listing_state set as_of = ${now}`.execute(trx);
    await sql`select dukkan_listing_rebuild()`.execute(trx);
    return { rows, generateMs };
  }
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    options.progress?.(name, performance.now() - started);
  };
  let finish = async () => {};
  await step('secondary indexes dropped, row triggers off', async () => {
    finish = await beginBulkLoad(trx);
  });
  let insertMs = 0;
  for (const part of generateCatalogChunks(products, rng, now, options.bulkPart ?? BULK_PART)) {
    generateMs += performance.now() - t;
    count(part);
    t = performance.now();
    await insertCatalogPart(trx, part);
    insertMs += performance.now() - t;
    t = performance.now();
  }
  options.progress?.('catalogue generated', generateMs);
  options.progress?.('catalogue inserted', insertMs);
  await step('listing and counts built', async () => {
    await sql`update catalog_listing_state set as_of = ${now}`.execute(trx);
    await sql`select dukkan_listing_rebuild()`.execute(trx);
  });
  await step('indexes built, triggers on', finish);
  return { rows, generateMs };
}

/**
 * The demo data (`npm run seed:demo`, and `npm start` on its embedded database), in one
 * transaction on a migrated database: the generated catalogue, the demo customers with their
 * published password, store credit, points and vouchers, the demo coupons and orders, and last
 * the marker row. The store's reference data (areas, stores, store configuration, pages, FAQs,
 * delivery intervals, customer groups and tiers) comes from the migrations (src/seed/reference.ts),
 * so a production database has it without any of this. Never run in production mode.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedReport> {
  const rng = createRng(options.seed ?? 20_250_101);
  const { now } = options;
  const t = performance.now();
  let catalog = { rows: {} as Record<string, number>, generateMs: 0 };

  await db.transaction().execute(async (trx) => {
    catalog = await seedCatalog(trx, options, rng);

    const started = performance.now();
    await seedCustomers(trx, { rng, now });
    await seedCart(trx, { rng, now });
    await seedOrders(trx, { rng, now });
    options.progress?.('customers, carts and orders', performance.now() - started);

    await trx
      .insertInto('meta')
      .values([
        { key: 'seed_products', value: String(options.products) },
        { key: 'seeded_at', value: now.toISOString() },
      ])
      .execute();
  });

  return {
    products: options.products,
    rows: catalog.rows,
    generateMs: catalog.generateMs,
    insertMs: performance.now() - t - catalog.generateMs,
  };
}
