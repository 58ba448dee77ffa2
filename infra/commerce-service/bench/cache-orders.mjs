// The catalogue cache's listing hit ratio while orders keep taking stock (issue 65, "caches that
// survive orders"). The built service runs in process on a fresh demo database (PGlite in a
// temporary folder, or the PostgreSQL URL given); listing requests (category pages at one stock
// source, 24 a page, cycling over the categories) alternate with orders, and the cache's own
// counters (cacheStats) give the ratio. Each order is its catalogue-side write only: the stock it
// takes, with the same guarded UPDATE of product_stock.qty as placeOrder's takeStock (the rest of
// an order touches no table the catalogue cache reads).
//
// Two runs on the same database: "before" also moves the catalogue-wide stock version after each
// order, which is what migration 012's trigger did for any product_stock write until migration
// 045; "after" is the code as it is.
//
//   npm run build -w @dukkan/commerce-service
//   node bench/cache-orders.mjs [postgres://...] [--orders 100] [--between 10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const orders = opt('orders', 100);
const between = opt('between', 10);
const url = args.find((a) => a.startsWith('postgres'));
const SOURCE = 'cairo_nasr_city';

const { createService } = require(path.join(root, 'dist', 'app.js'));
const { loadConfig } = require(path.join(root, 'dist', 'config.js'));
const { cacheStats } = require(path.join(root, 'dist', 'cache', 'catalog-cache.js'));
const { sql } = require('kysely');

const LISTING = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { total_count
  items { sku name stock_status only_x_left_in_stock price_range { maximum_price { final_price { value } } } }
  aggregations { attribute_code options { count value } } } }`;

const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'opsrest-cache-orders-'));
const service = await createService(
  loadConfig(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DUKKAN_SEED_DEMO: '1',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    url ? { databaseUrl: url } : {},
  ),
  { logger: false },
);
const { db } = service;

const categories = (
  await sql`select c.id from categories c where exists (
      select 1 from catalog_listing l where l.source_code = ${SOURCE} and c.id = any(l.category_ids))
    order by c.id`.execute(db)
).rows.map((r) => String(r.id));
if (categories.length === 0) throw new Error(`no category is listed at ${SOURCE}`);

async function listing(i) {
  const res = await service.app.inject({
    method: 'GET',
    url: `/graphql?${new URLSearchParams({
      query: LISTING,
      variables: JSON.stringify({ id: categories[i % categories.length] }),
      source: SOURCE,
    })}`,
  });
  const body = res.json();
  if (body.errors) throw new Error(body.errors[0].message);
}

/** One order's stock: one unit of an in-stock product at the source, as takeStock takes it. */
async function takeStock(legacy) {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql`select product_id from product_stock
      where source_code = ${SOURCE} and qty >= 1 order by random() limit 1`.execute(trx);
    const productId = rows[0]?.product_id;
    if (productId === undefined) throw new Error('nothing in stock');
    await sql`update product_stock set qty = qty - 1
      where product_id = ${productId} and source_code = ${SOURCE} and qty >= 1`.execute(trx);
    if (legacy)
      await sql`update catalog_versions set stock = stock + 1 where slot = 0`.execute(trx);
  });
}

async function run(legacy) {
  for (let i = 0; i < categories.length; i++) await listing(i); // warm
  const start = cacheStats(db).listing ?? { hits: 0, misses: 0 };
  let request = 0;
  for (let n = 0; n < orders; n++) {
    for (let k = 0; k < between; k++) await listing(request++);
    await takeStock(legacy);
  }
  const end = cacheStats(db).listing;
  const hits = end.hits - start.hits;
  const misses = end.misses - start.misses;
  return { hits, misses, ratio: hits / (hits + misses) };
}

const before = await run(true);
const after = await run(false);
console.log(
  `${categories.length} category listings at ${SOURCE}, ${orders} orders, ${between} listing requests between two orders`,
);
for (const [name, r] of [
  ['before (every stock change moves the catalogue version)', before],
  ['after (a quantity moves its source stock version only)', after],
])
  console.log(
    `${name}: ${r.hits} hits, ${r.misses} misses, hit ratio ${(100 * r.ratio).toFixed(1)}%`,
  );
await service.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
