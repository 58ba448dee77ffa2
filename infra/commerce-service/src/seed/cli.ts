import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase, withStartupLock } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, seedDatabase } from './index';

/**
 * `npm run seed:demo` (`node dist/seed/cli.js [--products N]`): migrates the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR) and writes the demo data into it: the generated
 * catalogue, the demo customers with their published password, coupons and orders. Refuses in
 * production mode, and refuses to seed twice.
 */
async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'the demo data (customers with a published password) is never seeded in production mode (NODE_ENV=production).',
    );
  }
  const args = process.argv.slice(2);
  const at = args.indexOf('--products');
  const products = at >= 0 ? Number(args[at + 1]) : 1500;
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
    throw new Error(`--products must be an integer from 1 to 1000000, got "${args[at + 1]}"`);
  }
  const config = loadConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await withStartupLock(config.databaseUrl, () => migrateToLatest(opened.db as never));
    if (await isSeeded(opened.db)) {
      console.log(
        '[seed] the database is already seeded; use a fresh DATA_DIR or database to seed again.',
      );
      return;
    }
    const report = await seedDatabase(opened.db, {
      products,
      now: config.now(),
      progress: (step, ms) => console.log(`[seed] ${step}: ${(ms / 1000).toFixed(1)} s`),
    });
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
