import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, seedDatabase } from './index';

/**
 * `node dist/seed/cli.js --products N [--force]`: migrates and seeds the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR). Refuses to seed twice unless --force is given
 * on an empty schema.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--products');
  const products = at >= 0 ? Number(args[at + 1]) : 1500;
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
    throw new Error(`--products must be an integer from 1 to 1000000, got "${args[at + 1]}"`);
  }
  const config = loadConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(opened.db as never);
    if (await isSeeded(opened.db)) {
      console.log(
        '[seed] the database is already seeded; use a fresh DATA_DIR or database to seed again.',
      );
      return;
    }
    const report = await seedDatabase(opened.db, { products, now: config.now() });
    console.log(
      `[seed] ${products} products (${report.rows.products} rows with variants, ${report.rows.product_stock} stock rows) ` +
        `generated in ${(report.generateMs / 1000).toFixed(1)} s, inserted in ${(report.insertMs / 1000).toFixed(1)} s into ${opened.kind}`,
    );
    // Fresh planner statistics and visibility map after the bulk load, so listings get index-only
    // scans and row estimates from the first request rather than after autovacuum comes round.
    const t = performance.now();
    await sql`vacuum analyze`.execute(opened.db);
    console.log(`[seed] vacuum analyze took ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
