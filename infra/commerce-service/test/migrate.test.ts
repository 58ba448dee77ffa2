import { Migrator, sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { allMigrations, migrateToLatest } from '../src/db/migrate';

describe('migrations', () => {
  it('runs a migration added to an earlier domain range on a database that already ran later ranges', async () => {
    const opened = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      const all = allMigrations();
      const names = Object.keys(all).sort();
      const added = '011_catalog_lookup_and_partial_search_indexes';
      expect(names.indexOf(added)).toBeLessThan(names.findIndex((n) => n.startsWith('05')));
      // A database migrated before 011 existed: every other migration has run, but none of the
      // catalogue's newer ones (012 on).
      const later = names.filter((name) => name > added && name < '050');
      expect(later).toContain('012_catalog_search_analysis_and_versions');
      const before = Object.fromEntries(
        Object.entries(all).filter(([name]) => name !== added && !later.includes(name)),
      );
      const old = new Migrator({
        db: opened.db as never,
        provider: { getMigrations: () => Promise.resolve(before) },
      });
      const first = await old.migrateToLatest();
      expect(first.error).toBeUndefined();

      const result = await migrateToLatest(opened.db as never);
      expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([
        [added, 'Success'],
        ...later.map((name) => [name, 'Success']),
      ]);
      const indexes = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where tablename in ('products', 'product_stock')`.execute(
        opened.db,
      );
      const found = indexes.rows.map((r) => r.indexname);
      expect(found).toEqual(
        expect.arrayContaining([
          'product_stock_lookup_idx',
          'products_search_en_vis_idx',
          'products_search_ar_vis_idx',
          'products_name_trgm_vis_idx',
        ]),
      );
      expect(found).not.toContain('products_search_en_idx');
      // And nothing is left to run.
      expect((await migrateToLatest(opened.db as never)).results).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
