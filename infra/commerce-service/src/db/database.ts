import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded database itself (PGlite only), e.g. to dump its data folder. */
  pglite: PGlite | null;
  /** The PostgreSQL connection pool (its use is a metric); null on PGlite. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** A gzipped PGlite data folder (from `dumpDataDir`) to start from instead of running initdb. */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** PostgreSQL `statement_timeout` of every pooled connection, in ms (0: none). */
  statementTimeoutMs?: number;
  /** How long to wait for a PostgreSQL connection, in ms. */
  connectionTimeoutMs?: number;
}

/** The key of the advisory lock held while the schema is migrated and the demo data seeded. */
const STARTUP_LOCK_KEY = 7_245_001;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock on its own connection: instances starting
 * together on one database migrate and seed one after the other, and the later ones find the work
 * done. PGlite is one process's own database: `fn` runs at once.
 */
export async function withStartupLock<T>(
  databaseUrl: string | null,
  fn: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

// The contrib entry has no CommonJS type declarations (its .d.ts is ESM), so it is required with its type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

// numeric stays a string (exact money); bigint counts become numbers like PGlite returns them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/** A PGlite data folder that another live process has open. */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'dukkan-open.pid';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks a PGlite folder open by this process (its pid in dukkan-open.pid) and returns the
 * release. PGlite is one process's database and does not refuse a second process itself (two
 * writers would corrupt the folder): another live process's mark is refused with
 * DataDirInUseError; a dead process's mark is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  let holder: number | null;
  try {
    holder = Number(fs.readFileSync(file, 'utf8').trim()) || null;
  } catch {
    holder = null;
  }
  if (holder !== null && holder !== process.pid && processAlive(holder)) {
    throw new DataDirInUseError(
      `the PGlite data folder ${dataDir} is open in process ${holder} (the commerce service?). ` +
        'PGlite serves one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL).',
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** Opens PostgreSQL when a connection string is given, otherwise the embedded PGlite folder. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      idleTimeoutMillis: 30_000,
      ...(options.statementTimeoutMs
        ? {
            statement_timeout: options.statementTimeoutMs,
            idle_in_transaction_session_timeout: options.statementTimeoutMs,
          }
        : {}),
    });
    // An idle connection that the server ends (restart, DROP DATABASE ... WITH (FORCE) in tests,
    // an administrator's pg_terminate_backend) emits 'error' on the pool; without a listener Node
    // throws it as an uncaught exception. The pool drops that client and opens a new one on demand.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pglite: null, pool, close: () => db.destroy() };
  }
  let release = () => undefined as void;
  if (!options.dataDir.includes('://')) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm },
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    pool: null,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
  };
}
