/**
 * Caches that survive orders (issue 65). Until here every write to product_stock moved the
 * catalogue's stock version (migration 012), so each order or cancellation emptied the whole
 * catalogue cache and the gateway's drawn pages. Now only the quantity's own answers move:
 *
 * - An UPDATE that changes `qty` alone moves the version of its stock source only
 *   (`catalog_stock_versions`, one row per source and slot, summed), at commit like 012's.
 *   The cache keys a product's stock at a source (quantity, in-stock state, "only N left") and
 *   the gateway its drawn pages of that source under it (src/cache/catalog-cache.ts).
 * - What listings read still moves the catalogue-wide version: a stock row added or removed, its
 *   price, product or source changed, a TRUNCATE. Listings read `catalog_listing` and its counts,
 *   which hold no quantity (no in-stock filter, facet or sort: their product_stock trigger fires
 *   on price only, migration 015), so a quantity change leaves every listing answer as it was.
 */
import { sql, type Kysely, type Migration } from 'kysely';

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const m045: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE catalog_stock_versions (
        source_code text NOT NULL, slot integer NOT NULL, version bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (source_code, slot))`,
      // Once per transaction and source, like dukkan_catalog_changed (the flag's name is the
      // source's md5: a setting name takes letters, digits and underscores only).
      `CREATE FUNCTION dukkan_stock_qty_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
        DECLARE
          flag text := 'dukkan.qty_' || md5(NEW.source_code);
          tx text := txid_current()::text;
        BEGIN
          IF coalesce(current_setting(flag, true), '') = tx THEN RETURN NULL; END IF;
          PERFORM set_config(flag, tx, true);
          INSERT INTO catalog_stock_versions AS v (source_code, slot, version)
            VALUES (NEW.source_code, pg_backend_pid() % 64, 1)
            ON CONFLICT (source_code, slot) DO UPDATE SET version = v.version + 1;
          RETURN NULL;
        END $fn$`,
      'DROP TRIGGER product_stock_version ON product_stock',
      `CREATE CONSTRAINT TRIGGER product_stock_version
        AFTER INSERT OR DELETE OR UPDATE OF price, product_id, source_code ON product_stock
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dukkan_catalog_changed('stock')`,
      `CREATE CONSTRAINT TRIGGER product_stock_qty_version AFTER UPDATE OF qty ON product_stock
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (OLD.qty IS DISTINCT FROM NEW.qty) EXECUTE FUNCTION dukkan_stock_qty_changed()`,
    ]);
  },
  async down(db) {
    await run(db, [
      'DROP TRIGGER product_stock_qty_version ON product_stock',
      'DROP TRIGGER product_stock_version ON product_stock',
      `CREATE CONSTRAINT TRIGGER product_stock_version AFTER INSERT OR UPDATE OR DELETE ON product_stock
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dukkan_catalog_changed('stock')`,
      'DROP FUNCTION dukkan_stock_qty_changed()',
      'DROP TABLE catalog_stock_versions',
    ]);
  },
};

export const stockVersionMigrations: Record<string, Migration> = {
  '045_catalog_stock_versions_per_source': m045,
};
