import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, ProductsTable } from '../../../db/schema';
import { PRODUCT_COLUMNS } from '../product-data';
import type { CatalogContext, ProductInput } from './validate';

/**
 * Products written per transaction. On PostgreSQL the service keeps answering during an import,
 * and a batch holds its rows' locks (an order taking stock of one waits) until it commits: small
 * batches. A PGlite folder is open in the import alone (the service is stopped), so its batches
 * only bound memory: large ones, which move each facet-count cell fewer times (a cell shared by
 * the products of a category is written once per batch).
 */
export const IMPORT_BATCH_SIZE = { postgres: 500, pglite: 5000 } as const;

/** Catalogue tables whose planner statistics an import changes (refreshed by ANALYZE). */
const ANALYZED = sql`products, product_categories, product_stock, catalog_listing, catalog_listing_counts`;

/** The key of the PostgreSQL advisory lock one import holds while it allocates product ids. */
const IMPORT_LOCK_KEY = 7_245_016;

export async function loadContext(db: Kysely<Database>): Promise<CatalogContext> {
  const [sources, categories, brands, products] = await Promise.all([
    db.selectFrom('stock_sources').select('code').execute(),
    db.selectFrom('categories').select(['id', 'url_path', 'name', 'name_ar']).execute(),
    db.selectFrom('brands').select(['id', 'url_key', 'name', 'name_ar']).execute(),
    db.selectFrom('products').select(['id', 'sku', 'type', 'url_key']).execute(),
  ]);
  return {
    sources: new Set(sources.map((s) => s.code)),
    categories: new Map(categories.map((c) => [c.url_path, c])),
    brands: new Map(brands.map((b) => [b.url_key, b])),
    products: new Map(products.map((p) => [p.sku, { id: p.id, type: p.type }])),
    urlKeys: new Map(products.map((p) => [p.url_key, p.sku])),
  };
}

/** Brand and category names, so search finds the product by them (when the file gives none). */
function searchTerms(input: ProductInput, ctx: CatalogContext, lang: 'en' | 'ar'): string {
  const given = lang === 'en' ? input.searchTermsEn : input.searchTermsAr;
  if (given !== null) return given;
  const brand = input.brand === null ? undefined : ctx.brands.get(input.brand);
  const names = [brand, ...input.categories.map((c) => ctx.categories.get(c))].map((x) =>
    lang === 'en' ? x?.name : x?.name_ar,
  );
  return names.filter(Boolean).join(' ');
}

function productRow(
  input: ProductInput,
  id: number,
  parentId: number | null,
  ctx: CatalogContext,
  now: Date,
): Insertable<ProductsTable> {
  return {
    id,
    sku: input.sku,
    type: input.type,
    parent_id: parentId,
    visible: input.visible,
    name: input.name,
    name_ar: input.nameAr,
    url_key: input.urlKey,
    short_description: input.shortDescription,
    short_description_ar: input.shortDescriptionAr,
    description: input.description,
    description_ar: input.descriptionAr,
    brand_id: input.brand === null ? null : (ctx.brands.get(input.brand)?.id ?? null),
    price: input.price,
    special_price: input.specialPrice,
    special_from_date: input.specialFrom,
    special_to_date: input.specialTo,
    new_from_date: input.newFrom,
    new_to_date: input.newTo,
    increment_step: input.incrementStep,
    min_amount: input.minAmount,
    max_amount: input.maxAmount,
    unit: input.unit,
    unit_ar: input.unitAr,
    attributes: JSON.stringify(input.attributes),
    variant_attributes: JSON.stringify(input.variantAttributes),
    videos: JSON.stringify(input.videos),
    size_chart: input.sizeChart === null ? null : JSON.stringify(input.sizeChart),
    bundle_dynamic_price: input.bundleDynamicPrice,
    // From reviews: a new product starts without; an existing one keeps its own.
    rating_summary: 0,
    review_count: 0,
    bestseller_rank: input.bestsellerRank,
    image_hue: input.imageHue,
    search_terms_en: searchTerms(input, ctx, 'en'),
    search_terms_ar: searchTerms(input, ctx, 'ar'),
    // A product already in the database keeps its creation time unless the file gives one.
    created_at: input.createdAt ?? now,
  };
}

/** Product columns the file does not give: the id, the SKU it is matched by, reviews. */
const KEPT = ['id', 'sku', 'rating_summary', 'review_count', 'created_at'] as const;
type Kept = (typeof KEPT)[number];

/** Columns an existing product takes from the file: every product column but those kept. */
const UPDATED = PRODUCT_COLUMNS.filter(
  (c): c is Exclude<(typeof PRODUCT_COLUMNS)[number], Kept> =>
    !(KEPT as readonly string[]).includes(c),
);

/**
 * `rows` in slices of at most 30,000 bound values each (PostgreSQL binds at most 65,535 per
 * statement), each given to `write`.
 */
async function inSlices<T extends object>(rows: T[], write: (slice: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(30_000 / Math.max(1, Object.keys(rows[0] ?? {}).length)));
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Products upserted by SKU; a row whose columns all equal the file's is left as it is (no new
 * row version, no search index update), so importing the same file again is cheap.
 */
async function writeProducts(
  trx: Transaction<Database>,
  rows: Insertable<ProductsTable>[],
  keepCreated: Set<string>,
): Promise<void> {
  const created = sql<Date>`case when excluded.sku = any(${[...keepCreated]}::text[])
    then excluded.created_at else products.created_at end`;
  const refs = (table: string) => sql.join(UPDATED.map((c) => sql.ref(`${table}.${c}`)));
  await inSlices(rows, (slice) =>
    trx
      .insertInto('products')
      .values(slice)
      .onConflict((oc) =>
        oc
          .column('sku')
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(UPDATED.map((c) => [c, eb.ref(`excluded.${c}`)])),
            created_at: created,
          }))
          .where(
            sql<boolean>`(${refs('products')}, products.created_at) is distinct from (${refs('excluded')}, ${created})`,
          ),
      )
      .execute(),
  );
}

/** The batch's category memberships made the file's: others deleted, new ones added, positions set. */
async function replaceCategories(
  trx: Transaction<Database>,
  productIds: number[],
  batch: ProductInput[],
  ids: Map<string, number>,
  ctx: CatalogContext,
): Promise<void> {
  const rows = batch.flatMap((input) =>
    input.categories.map((path) => ({
      product_id: ids.get(input.sku)!,
      category_id: ctx.categories.get(path)!.id,
      position: input.position,
    })),
  );
  await sql`delete from product_categories pc where pc.product_id = any(${productIds}::integer[])
    and not exists (select 1 from unnest(${rows.map((r) => r.product_id)}::integer[],
      ${rows.map((r) => r.category_id)}::integer[]) f(p, c) where f.p = pc.product_id and f.c = pc.category_id)`.execute(
    trx,
  );
  if (rows.length === 0) return;
  await inSlices(rows, (slice) =>
    trx
      .insertInto('product_categories')
      .values(slice)
      .onConflict((oc) =>
        oc
          .columns(['product_id', 'category_id'])
          .doUpdateSet({ position: sql`excluded.position` })
          .where(sql<boolean>`product_categories.position <> excluded.position`),
      )
      .execute(),
  );
}

/** The batch's stock made the file's: sources the file leaves out deleted, the others upserted. */
async function replaceStock(
  trx: Transaction<Database>,
  productIds: number[],
  batch: ProductInput[],
  ids: Map<string, number>,
): Promise<void> {
  const rows = batch.flatMap((input) =>
    input.stock.map((s) => ({
      product_id: ids.get(input.sku)!,
      source_code: s.source,
      qty: s.qty,
      price: s.price,
    })),
  );
  await sql`delete from product_stock ps where ps.product_id = any(${productIds}::integer[])
    and not exists (select 1 from unnest(${rows.map((r) => r.product_id)}::integer[],
      ${rows.map((r) => r.source_code)}::text[]) f(p, s) where f.p = ps.product_id and f.s = ps.source_code)`.execute(
    trx,
  );
  if (rows.length === 0) return;
  await inSlices(rows, (slice) =>
    trx
      .insertInto('product_stock')
      .values(slice)
      .onConflict((oc) =>
        oc
          .columns(['product_id', 'source_code'])
          .doUpdateSet({ qty: sql`excluded.qty`, price: sql`excluded.price` })
          .where(
            sql<boolean>`(product_stock.qty, product_stock.price) is distinct from (excluded.qty, excluded.price)`,
          ),
      )
      .execute(),
  );
}

/** A listing row's shape: what its facet-count cells depend on (as dukkan_listing_rebuild groups). */
const SHAPE = sql`source_code, category_ids, coalesce(brand_id, 0) as brand,
  floor(price / 5)::integer as lo, ceil(price / 5)::integer as hi`;

/**
 * Keeps the shapes of some products' listing rows before their refresh (with a negative
 * count), in a temporary table the transaction drops, for moveCounts.
 */
async function saveOldShapes(trx: Transaction<Database>, productIds: number[]): Promise<void> {
  await sql`create temporary table import_old_shapes on commit drop as
    select ${SHAPE}, -count(*)::integer as n from catalog_listing
    where product_id = any(${productIds}::integer[]) group by 1, 2, 3, 4, 5`.execute(trx);
}

/**
 * Moves the facet-count cells (the cells dukkan_listing_count, migration 015, adds per listing
 * row) by the difference between the products' listing rows now and their shapes saved before
 * the refresh: grouped by shape first, as dukkan_listing_rebuild does, and only the cells whose
 * count changes are written (a product imported again unchanged writes none). One statement
 * per batch instead of a trigger call per row.
 */
async function moveCounts(trx: Transaction<Database>, productIds: number[]): Promise<void> {
  await sql`insert into catalog_listing_counts as c (source_code, category_id, dim, value, n)
    with shapes as (
      select source_code, category_ids, brand, lo, hi, sum(n)::integer as n from (
        select ${SHAPE}, count(*)::integer as n from catalog_listing
          where product_id = any(${productIds}::integer[]) group by 1, 2, 3, 4, 5
        union all select * from import_old_shapes) s
      group by 1, 2, 3, 4, 5 having sum(n) <> 0),
    cells as (
      select source_code, x as category_id, d.dim, d.value, n from shapes, unnest(category_ids || 0) x,
        lateral (values (1::smallint, brand), (2::smallint, lo), (4::smallint, hi)) d(dim, value)
      union all
      select source_code, x, 3::smallint, y, n from shapes, unnest(category_ids || 0) x, unnest(category_ids) y)
    select source_code, category_id, dim, value, sum(n)::integer from cells
    group by 1, 2, 3, 4 having sum(n) <> 0
    on conflict (source_code, category_id, dim, value) do update set n = c.n + excluded.n`.execute(
    trx,
  );
}

/**
 * One batch in one transaction: the products upserted by SKU, their categories and stock
 * made the file's, then their listing rows (migration 015) recomputed by dukkan_listing_refresh
 * and their facet counts moved by countListing. The row triggers stand aside
 * (`dukkan.listing_bulk`) throughout, and the catalogue version triggers are told this
 * transaction already moved it: the import moves the version once, at its end (bumpVersions).
 * More sort memory for the batch: the count cells are grouped in memory, not in temporary files;
 * no JIT compilation (PostgreSQL's estimates for a batch's statements are large enough to trigger
 * it, and compiling costs more than it saves on 500 products).
 */
async function applyBatch(
  trx: Transaction<Database>,
  batch: ProductInput[],
  ids: Map<string, number>,
  ctx: CatalogContext,
  now: Date,
  steps: Record<string, number>,
): Promise<void> {
  await sql`select set_config('dukkan.listing_bulk', 'on', true),
    set_config('dukkan.changed_catalog', txid_current()::text, true),
    set_config('dukkan.changed_stock', txid_current()::text, true),
    set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`.execute(trx);
  const rows = batch.map((input) =>
    productRow(
      input,
      ids.get(input.sku)!,
      input.parentSku === null ? null : ids.get(input.parentSku)!,
      ctx,
      now,
    ),
  );
  const keepCreated = new Set(batch.filter((i) => i.createdAt !== null).map((i) => i.sku));
  await timed(steps, 'products', () => writeProducts(trx, rows, keepCreated));
  const productIds = rows.map((r) => r.id);
  await timed(steps, 'categories', () => replaceCategories(trx, productIds, batch, ids, ctx));
  await timed(steps, 'stock', () => replaceStock(trx, productIds, batch, ids));
  // The listing rows recomputed while the count trigger still stands aside; their counts moved
  // set-based by the difference between the old rows' cells and the new rows' cells.
  await timed(steps, 'counts', () => saveOldShapes(trx, productIds));
  await timed(steps, 'listing', () =>
    sql`select dukkan_listing_refresh(${productIds}::integer[], null)`.execute(trx),
  );
  await timed(steps, 'counts', () => moveCounts(trx, productIds));
}

/**
 * Ids of a batch's SKUs (and of their parents): the database's, read in the batch's transaction,
 * and for new products ids after the largest, under a transaction advisory lock so that two
 * imports on PostgreSQL take turns (PGlite has one connection: it never races).
 */
async function allocateIds(
  trx: Transaction<Database>,
  batch: ProductInput[],
  ids: Map<string, number>,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(trx);
  const skus = [...new Set(batch.flatMap((i) => (i.parentSku ? [i.sku, i.parentSku] : [i.sku])))];
  const existing = await trx
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('sku', 'in', skus)
    .execute();
  for (const p of existing) ids.set(p.sku, p.id);
  const known = new Set(existing.map((p) => p.sku));
  const { max } = await trx
    .selectFrom('products')
    .select(sql<number>`coalesce(max(id), 0)::int`.as('max'))
    .executeTakeFirstOrThrow();
  let next = max;
  for (const input of batch) if (!known.has(input.sku)) ids.set(input.sku, ++next);
}

export interface ApplyProgress {
  applied: number;
  batches: number;
  /** Milliseconds spent per step over all batches (the import's own profile). */
  steps: Record<string, number>;
}

/** Runs one step of a batch, adding its time to the step's total. */
async function timed<T>(
  steps: Record<string, number>,
  step: string,
  run: () => Promise<T>,
): Promise<T> {
  const t = performance.now();
  try {
    return await run();
  } finally {
    steps[step] = (steps[step] ?? 0) + (performance.now() - t);
  }
}

/**
 * Writes valid rows in batches (IMPORT_BATCH_SIZE), each in its own transaction (parents before
 * their variants), so other requests run between batches; then moves the catalogue and stock
 * versions once, even when a batch failed part-way (what was committed is then served fresh).
 * The catalogue tables are analysed whenever the import has doubled them since the statistics
 * the planner has (a first import into a nearly empty store would otherwise be planned for a
 * few rows in every batch), and once at the end of a large import.
 */
export async function applyRows(
  db: Kysely<Database>,
  inputs: ProductInput[],
  ctx: CatalogContext,
  now: Date,
  batchSize: number,
  progress: ApplyProgress = { applied: 0, batches: 0, steps: {} },
): Promise<ApplyProgress> {
  const ordered = [
    ...inputs.filter((i) => i.parentSku === null),
    ...inputs.filter((i) => i.parentSku !== null),
  ];
  const ids = new Map<string, number>();
  let analysedAt = Math.max(ctx.products.size, 100);
  const analyse = () =>
    timed(progress.steps, 'analyze', () => sql`analyze ${ANALYZED}`.execute(db));
  try {
    for (let i = 0; i < ordered.length; i += batchSize) {
      const batch = ordered.slice(i, i + batchSize);
      await timed(progress.steps, 'batches', () =>
        db.transaction().execute(async (trx) => {
          await timed(progress.steps, 'ids', () => allocateIds(trx, batch, ids));
          await applyBatch(trx, batch, ids, ctx, now, progress.steps);
        }),
      );
      progress.applied += batch.length;
      progress.batches += 1;
      if (ctx.products.size + progress.applied >= 2 * analysedAt) {
        analysedAt = ctx.products.size + progress.applied;
        await analyse();
      }
    }
    if (progress.applied >= 1000 && analysedAt < ctx.products.size + progress.applied)
      await analyse();
  } finally {
    if (progress.applied > 0) await bumpVersions(db);
  }
  return progress;
}

/** Moves the catalogue and stock versions once: every cached catalogue answer is recomputed. */
export async function bumpVersions(db: Kysely<Database>): Promise<void> {
  await sql`update catalog_versions set catalog = catalog + 1, stock = stock + 1
    where slot = pg_backend_pid() % 64`.execute(db);
}
