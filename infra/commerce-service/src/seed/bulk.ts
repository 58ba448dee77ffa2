import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GeneratedCatalog } from './generate';

/*
 * The bulk path of a large seed (issue 64: a million products on this machine). Each part of the
 * generated catalogue goes in with one INSERT ... SELECT per table from a JSON array; the
 * secondary indexes of the tables it fills are dropped first and built once at the end, after
 * the listing, and their foreign keys are checked once at the end too (one join per key instead
 * of a lookup per row: the row checks more than doubled an insert's time); the row triggers
 * (catalogue version, listing upkeep) are switched off for the load and the listing and its
 * counts are built set-based once. Only the tables' owner can do this, which the seed is: it ran
 * the migrations.
 */

/** The catalogue's tables in load order (a table after those it references). */
const LOAD_ORDER: Array<[keyof GeneratedCatalog, keyof Database]> = [
  ['categories', 'categories'],
  ['offers', 'offers'],
  ['brands', 'brands'],
  ['products', 'products'],
  ['productCategories', 'product_categories'],
  ['stock', 'product_stock'],
  ['links', 'product_links'],
  ['bundleOptions', 'bundle_options'],
  ['bundleSelections', 'bundle_selections'],
];

/** The tables whose secondary indexes wait for the end of the load. */
const INDEXED_LATER = ['products', 'product_categories', 'product_stock', 'catalog_listing'];

/**
 * Columns the generator hands over as JSON text: they arrive as JSON strings and are parsed in
 * SQL, as the row-by-row insert does (a 'null' text stays a JSON null, not an SQL NULL).
 */
const JSON_COLUMNS = new Set([
  'attributes',
  'variant_attributes',
  'videos',
  'size_chart',
  'menu_offer',
]);

/**
 * Rows of one table, grouped by the columns they set (a column a row leaves out takes its
 * default), each group in one statement.
 */
async function insertSet(db: Kysely<Database>, table: string, rows: object[]): Promise<void> {
  const groups = new Map<string, object[]>();
  for (const row of rows) {
    const key = Object.keys(row).join(',');
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  for (const [key, group] of groups) {
    const names = key.split(',');
    const values = names.map((c) =>
      JSON_COLUMNS.has(c) ? sql`(${sql.ref(c)} #>> '{}')::jsonb` : sql.ref(c),
    );
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((c) => sql.ref(c)))})
      select ${sql.join(values)}
        from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(group)}::json)`.execute(
      db,
    );
  }
}

/** Writes one part of the generated catalogue. */
export async function insertCatalogPart(
  db: Kysely<Database>,
  part: GeneratedCatalog,
): Promise<void> {
  for (const [key, table] of LOAD_ORDER) await insertSet(db, table, part[key]);
}

/**
 * Readies the tables for the load (in the seed's transaction): drops their secondary indexes
 * (not those behind a constraint) and switches off their row triggers. Returns the step that
 * puts both back, to run after the listing is built.
 */
export async function beginBulkLoad(db: Kysely<Database>): Promise<() => Promise<void>> {
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
     where t.relname in (${sql.join(INDEXED_LATER)}) and t.relnamespace = current_schema()::regnamespace
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(db);
  for (const { name } of indexes) await sql`drop index ${sql.ref(name)}`.execute(db);
  const loaded = LOAD_ORDER.map(([, table]) => table);
  const { rows: keys } = await sql<{ tab: string; name: string; def: string }>`
    select t.relname as tab, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class t on t.oid = k.conrelid
     where k.contype = 'f' and t.relname in (${sql.join(loaded)})
       and t.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const { tab, name } of keys)
    await sql`alter table ${sql.table(tab)} drop constraint ${sql.ref(name)}`.execute(db);
  // Room for the listing's joins and the index builds (a large seed runs alone).
  await sql`set local work_mem = '128MB'`.execute(db);
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  const triggered = [...loaded, 'catalog_listing'];
  for (const table of triggered)
    await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
  return async () => {
    for (const table of triggered)
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    // What the version triggers would have done once: the catalogue and its stock changed.
    await sql`update catalog_versions set catalog = catalog + 1, stock = stock + 1
      where slot = pg_backend_pid() % 64`.execute(db);
    for (const { def } of indexes) await sql.raw(def).execute(db);
    for (const { tab, name, def } of keys)
      await sql`alter table ${sql.table(tab)} add constraint ${sql.ref(name)} ${sql.raw(def)}`.execute(
        db,
      );
  };
}
