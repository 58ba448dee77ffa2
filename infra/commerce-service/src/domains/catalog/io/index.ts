import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { applyRows, IMPORT_BATCH_SIZE, loadContext } from './apply';
import { exportCatalog } from './export';
import { readCatalogFile, writeCatalogFile, type CatalogFormat } from './format';
import { validateRows, type RowProblem } from './validate';

export { IMPORT_BATCH_SIZE } from './apply';
export { CATALOG_FIELDS, CatalogFileError, formatOf, type CatalogFormat } from './format';
export type { RowProblem } from './validate';

export interface ImportOptions {
  format: CatalogFormat;
  /** Apply the valid rows even when some are refused (default: any refused row changes nothing). */
  applyValid?: boolean;
  /** Check only: change nothing. */
  dryRun?: boolean;
  /** Products per transaction (default: IMPORT_BATCH_SIZE of the database kind). */
  batchSize?: number;
  now: Date;
}

export interface ImportReport {
  rows: number;
  valid: number;
  refused: RowProblem[];
  /** Products written; 0 on a dry run or when a refused row stopped the import. */
  applied: number;
  batches: number;
  /** Milliseconds per step of the batches, summed ("batches": whole transactions, commit included). */
  steps: Record<string, number>;
  validateMs: number;
  applyMs: number;
}

/**
 * Reads, checks and (unless refused or a dry run) applies a catalogue file: see
 * docs/operations.md "Catalogue import and export". Throws CatalogFileError for a file that is
 * not a catalogue at all (format, unknown fields, too many rows).
 */
export async function importCatalog(
  db: Kysely<Database>,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  let t = performance.now();
  const rows = readCatalogFile(text, options.format);
  const ctx = await loadContext(db);
  const { valid, problems } = validateRows(rows, ctx, options.format === 'csv' ? 2 : 1);
  const validateMs = performance.now() - t;
  const report: ImportReport = {
    rows: rows.length,
    valid: valid.length,
    refused: problems,
    applied: 0,
    batches: 0,
    steps: {},
    validateMs,
    applyMs: 0,
  };
  if (options.dryRun || (problems.length > 0 && !options.applyValid)) return report;
  t = performance.now();
  await applyRows(
    db,
    valid,
    ctx,
    options.now,
    options.batchSize ?? IMPORT_BATCH_SIZE.postgres,
    report,
  );
  report.applyMs = performance.now() - t;
  return report;
}

/** Every product of the database as a catalogue file of the format. */
export async function exportCatalogFile(
  db: Kysely<Database>,
  format: CatalogFormat,
): Promise<{ text: string; rows: number }> {
  const rows = await exportCatalog(db);
  return { text: writeCatalogFile(rows, format), rows: rows.length };
}
