import { loadConfig } from '../config';
import { DataDirInUseError, openDatabase, withStartupLock } from './database';
import { backupDataDir, BackupError, restoreDataDir } from './backup';
import { migrateToLatest } from './migrate';

const USAGE = `usage:
  npm run migrate                                   the schema to the latest migration (DATABASE_URL, else DATA_DIR)
  npm run backup -- <file>                          a PGlite data folder (DATA_DIR) into a dump file
  npm run restore -- <file> [--data <folder>]       a dump into an empty PGlite folder (default DATA_DIR)`;

/**
 * `npm run migrate`: runs the service's migrations once, under the startup advisory lock (so it
 * may run beside starting instances), on a connection without the statement timeout.
 */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const t = performance.now();
    const result = await withStartupLock(config.databaseUrl, () =>
      migrateToLatest(opened.db as never),
    );
    const ran = result.results?.map((r) => r.migrationName) ?? [];
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
    console.log(
      `[migrate] ${where}: ${ran.length === 0 ? 'already current' : `ran ${ran.length} migration(s): ${ran.join(', ')}`} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  } finally {
    await opened.close();
  }
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const file = rest.find((a, i) => !a.startsWith('--') && rest[i - 1] !== '--data');
  const at = rest.indexOf('--data');
  const config = loadConfig();
  if (command === 'migrate') return migrate();
  if ((command === 'backup' || command === 'restore') && file) {
    if (config.databaseUrl) {
      throw new BackupError(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/deploy.md, "Commerce service backups").',
      );
    }
    if (command === 'backup') {
      const report = await backupDataDir(config.dataDir, file);
      console.log(
        `[backup] ${config.dataDir} -> ${file}: ${report.bytes} bytes, ${report.orders} orders`,
      );
      return;
    }
    const target = at >= 0 ? rest[at + 1] : config.dataDir;
    if (!target) throw new BackupError('--data needs a folder.');
    const report = await restoreDataDir(file, target);
    console.log(`[restore] ${file} -> ${target}: ${report.orders} orders`);
    return;
  }
  throw new BackupError(USAGE);
}

async function main(): Promise<void> {
  try {
    await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirInUseError) {
      console.error(`[db] ${error.message}`);
      process.exitCode = 2;
      return;
    }
    console.error('[db] failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
