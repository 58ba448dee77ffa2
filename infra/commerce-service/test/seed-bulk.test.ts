/**
 * The seed's bulk path (issue 64: src/seed/bulk.ts, taken from 20,000 products on) writes the
 * same catalogue as the row-by-row path, builds the same listing and counts, and puts back every
 * index, foreign key and trigger it set aside. Both paths seed 300 products from the same rng
 * and clock on fresh migrated databases (the bulk one in parts of 70, so links and brands cross
 * parts), and every catalogue table is compared whole.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { databases, type TestDatabase } from './helpers/service';
import { countsDrift, listingDrift } from './helpers/listing-drift';
import { createPostgresFromTemplate } from './helpers/templates';

const TABLES = [
  'categories',
  'offers',
  'brands',
  'products',
  'product_categories',
  'product_stock',
  'product_links',
  'bundle_options',
  'bundle_selections',
  'catalog_listing',
  'catalog_listing_counts',
];

/** A fresh migrated database, and how to let it go. */
async function migrated(
  database: TestDatabase,
): Promise<{ opened: OpenDatabase; drop(): Promise<void> }> {
  if (database === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catfast-bulk-'));
    const opened = await openDatabase({ databaseUrl: null, dataDir: dir });
    await migrateToLatest(opened.db as never);
    return {
      opened,
      async drop() {
        await opened.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `catfast_bulk_${crypto.randomBytes(5).toString('hex')}`;
  await createPostgresFromTemplate(server, name, null);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    opened,
    async drop() {
      await opened.close();
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Every catalogue table's rows (as text, sorted) hashed, and the schema objects the load touches. */
async function fingerprint(db: Kysely<Database>) {
  const tables: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ h: string; n: number }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n
        from ${sql.table(table)} t`.execute(db);
    tables[table] = `${rows[0]?.n} ${rows[0]?.h}`;
  }
  const { rows: indexes } = await sql<{ d: string }>`
    select pg_get_indexdef(indexrelid) as d from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname in (${sql.join(TABLES)}) order by 1`.execute(db);
  const { rows: keys } = await sql<{ d: string }>`
    select conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) as d from pg_constraint
     where contype = 'f' and conrelid::regclass::text in (${sql.join(TABLES)}) order by 1`.execute(
    db,
  );
  const { rows: triggers } = await sql<{ d: string }>`
    select tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text as d from pg_trigger
     where not tgisinternal order by 1`.execute(db);
  return { tables, indexes, keys, triggers };
}

// PostgreSQL, where the large seeds of bench:api run (on PGlite the path is the same SQL, but
// two fresh PGlite clusters take minutes to migrate on a loaded machine).
describe.each(databases.filter((d) => d === 'postgres'))('the bulk seed on %s', (database) => {
  const now = new Date('2026-03-01T10:00:00Z');
  let plain: Awaited<ReturnType<typeof migrated>>;
  let bulk: Awaited<ReturnType<typeof migrated>>;

  beforeAll(async () => {
    plain = await migrated(database);
    bulk = await migrated(database);
    await seedDatabase(plain.opened.db, { products: 300, now, bulk: false });
    await seedDatabase(bulk.opened.db, { products: 300, now, bulk: true, bulkPart: 70 });
  }, 240_000);
  afterAll(async () => {
    await plain?.drop();
    await bulk?.drop();
  });

  it('writes the same catalogue, listing and counts and restores indexes, keys and triggers', async () => {
    const a = await fingerprint(plain.opened.db);
    const b = await fingerprint(bulk.opened.db);
    expect(a.tables.products).toMatch(/^[1-9]\d+ /);
    expect(b).toEqual(a);
  });

  it('leaves a listing that matches the products and counts that match the listing', async () => {
    expect(await listingDrift({ db: bulk.opened.db }, now)).toBe(0);
    expect(await countsDrift({ db: bulk.opened.db })).toBe(0);
  });

  it('moves the catalogue version (a running cache sees new data)', async () => {
    const { rows } = await sql<{ c: number; s: number }>`
      select sum(catalog)::int as c, sum(stock)::int as s from catalog_versions`.execute(
      bulk.opened.db,
    );
    expect(rows[0]?.c).toBeGreaterThan(0);
    expect(rows[0]?.s).toBeGreaterThan(0);
  });
});
