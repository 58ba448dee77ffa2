import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCustomers } from '../domains/customer/seed';
import { seedCart } from '../domains/cart/seed';
import { seedOrders } from '../domains/order/seed';
import { generateCatalog } from './generate';
import { createRng } from './rng';

export interface SeedOptions {
  products: number;
  now: Date;
  /** PRNG seed; the same value gives the same data. */
  seed?: number;
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
  let t = performance.now();
  const catalog = generateCatalog(options.products, rng, now);
  const generateMs = performance.now() - t;
  t = performance.now();

  await db.transaction().execute(async (trx) => {
    // Bulk load: the listing triggers (migration 015) wait for the rebuild below.
    await sql`select set_config('dukkan.listing_bulk', 'on', true)`.execute(trx);
    await insertBatched(trx, 'categories', catalog.categories, 24);
    await insertBatched(trx, 'offers', catalog.offers, 13);
    await insertBatched(trx, 'brands', catalog.brands, 5);
    await insertBatched(trx, 'products', catalog.products, 38);
    await insertBatched(trx, 'product_categories', catalog.productCategories, 3);
    await insertBatched(trx, 'product_stock', catalog.stock, 4);
    await insertBatched(trx, 'product_links', catalog.links, 5);
    await insertBatched(trx, 'bundle_options', catalog.bundleOptions, 7);
    await insertBatched(trx, 'bundle_selections', catalog.bundleSelections, 7);
    // The listing table and its counts from the loaded catalogue in one set-based pass, priced as
    // of the seed's clock (the row triggers stood aside while the rows went in).
    await sql`update catalog_listing_state set as_of = ${now}`.execute(trx);
    await sql`select dukkan_listing_rebuild()`.execute(trx);

    await seedCustomers(trx, { rng, now });
    await seedCart(trx, { rng, now });
    await seedOrders(trx, { rng, now });

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
    rows: {
      categories: catalog.categories.length,
      products: catalog.products.length,
      product_stock: catalog.stock.length,
      product_links: catalog.links.length,
    },
    generateMs,
    insertMs: performance.now() - t,
  };
}
