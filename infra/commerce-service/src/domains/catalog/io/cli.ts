import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../../config';
import { DataDirInUseError, openDatabase, withStartupLock } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { seedDatabase } from '../../../seed';
import {
  CatalogFileError,
  exportCatalogFile,
  formatOf,
  importCatalog,
  IMPORT_BATCH_SIZE,
  type ImportReport,
} from './index';

/** The most bytes of a file read by an import (docs/security.md). */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;

const USAGE = `usage:
  npm run catalog:import -- <file.csv|file.json> [--format csv|json] [--apply-valid] [--dry-run]
  npm run catalog:export -- <file> [--format csv|json]
  npm run catalog:demo-file -- <file> [--format csv|json] [--products N]`;

interface Args {
  command: string;
  file: string;
  format?: string;
  applyValid: boolean;
  dryRun: boolean;
  products: number;
}

function parseArgs(argv: string[]): Args {
  const [command = '', ...rest] = argv;
  const valueOf = (flag: string) => {
    const at = rest.indexOf(flag);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const file = rest.find(
    (a, i) => !a.startsWith('--') && !['--format', '--products'].includes(rest[i - 1] ?? ''),
  );
  if (!['import', 'export', 'demo-file'].includes(command) || !file)
    throw new CatalogFileError(USAGE);
  const products = Number(valueOf('--products') ?? 1500);
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000)
    throw new CatalogFileError('--products must be a whole number from 1 to 1000000');
  const format = valueOf('--format');
  return {
    command,
    // npm runs the script in the package's folder; a relative path is the caller's.
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    ...(format === undefined ? {} : { format }),
    applyValid: rest.includes('--apply-valid'),
    dryRun: rest.includes('--dry-run'),
    products,
  };
}

function printReport(report: ImportReport, args: Args): void {
  for (const p of report.refused)
    console.log(`refused: row ${p.row}${p.sku ? ` (${p.sku})` : ''}: ${p.field}: ${p.reason}`);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `[catalog] ${report.rows} rows, ${report.valid} valid, ${report.refused.length} refused; ` +
      `checked in ${seconds(report.validateMs)} s`,
  );
  if (args.dryRun) console.log('[catalog] dry run: nothing was changed.');
  else if (report.refused.length > 0 && !args.applyValid)
    console.log(
      '[catalog] nothing was changed (a file with a refused row is not applied; --apply-valid applies the valid rows).',
    );
  else
    console.log(
      `[catalog] ${report.applied} products written in ${report.batches} batches in ${seconds(report.applyMs)} s; catalogue version moved.`,
    );
  const steps = Object.entries(report.steps);
  if (steps.length > 0)
    console.log(
      `[catalog] time per step: ${steps.map(([k, ms]) => `${k} ${seconds(ms)} s`).join(', ')}`,
    );
}

async function run(args: Args): Promise<number> {
  const format = formatOf(args.file, args.format);
  if (args.command === 'demo-file') {
    // The demo catalogue through the exporter: the seed's catalogue in a throwaway database.
    const opened = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      await migrateToLatest(opened.db as Kysely<unknown>);
      await seedDatabase(opened.db, { products: args.products, now: loadConfig().now() });
      const { text, rows } = await exportCatalogFile(opened.db, format);
      fs.writeFileSync(args.file, text);
      console.log(
        `[catalog] the demo catalogue (${args.products} products, ${rows} rows) written to ${args.file}`,
      );
    } finally {
      await opened.close();
    }
    return 0;
  }
  const config = loadConfig();
  let text = '';
  if (args.command === 'import') {
    if (fs.statSync(args.file).size > MAX_FILE_BYTES)
      throw new CatalogFileError(`${args.file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    text = fs.readFileSync(args.file, 'utf8');
  }
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await withStartupLock(config.databaseUrl, () => migrateToLatest(opened.db as Kysely<unknown>));
    if (args.command === 'export') {
      const { text: out, rows } = await exportCatalogFile(opened.db, format);
      fs.writeFileSync(args.file, out);
      console.log(`[catalog] ${rows} products written to ${args.file} from ${opened.kind}`);
      return 0;
    }
    const report = await importCatalog(opened.db, text, {
      format,
      applyValid: args.applyValid,
      dryRun: args.dryRun,
      batchSize: IMPORT_BATCH_SIZE[opened.kind],
      now: config.now(),
    });
    printReport(report, args);
    return report.refused.length > 0 ? 1 : 0;
  } finally {
    await opened.close();
  }
}

/** `npm run catalog:import|catalog:export|catalog:demo-file` (docs/operations.md). */
async function main(): Promise<void> {
  try {
    process.exitCode = await run(parseArgs(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof CatalogFileError || error instanceof DataDirInUseError) {
      console.error(`[catalog] ${error.message}`);
      process.exitCode = 2;
      return;
    }
    console.error('[catalog] failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
