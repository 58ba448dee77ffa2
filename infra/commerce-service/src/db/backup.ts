import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database';
import type { Database } from './schema';

/** A backup or restore that cannot be done as asked; the message says why and what to do. */
export class BackupError extends Error {}

async function countOrders(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from orders`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * Writes a PGlite data folder into `file` as PGlite's own dump (`dumpDataDir`: a gzipped tar of
 * the folder). The folder is opened under its process lock (dukkan-open.pid), so a running
 * service on it is refused rather than copied mid-write: stop it first. The file appears whole
 * or not at all, and an existing file is never overwritten.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
): Promise<{ bytes: number; orders: number }> {
  if (!fs.existsSync(dataDir)) throw new BackupError(`there is no PGlite folder at ${dataDir}.`);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists; choose a new file name.`);
  const opened = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const orders = await countOrders(opened.db);
    const dump = await opened.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return { bytes: bytes.length, orders };
  } finally {
    await opened.close();
  }
}

/**
 * Restores a dump from {@link backupDataDir} into `dataDir`, which must be missing or empty: a
 * restore never mixes with or replaces a store's data.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ orders: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`there is no backup file ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} is not empty: restore into a new folder (--data <folder>), then point DATA_DIR at it.`,
    );
  }
  const template = new Blob([fs.readFileSync(file)]);
  const opened = await openDatabase({ databaseUrl: null, dataDir, pgliteTemplate: template });
  try {
    return { orders: await countOrders(opened.db) };
  } finally {
    await opened.close();
  }
}
