import fs from 'node:fs';
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
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** A gzipped PGlite data folder (from `dumpDataDir`) to start from instead of running initdb. */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

// The contrib entry has no CommonJS type declarations (its .d.ts is ESM), so it is required with its type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

// numeric stays a string (exact money); bigint counts become numbers like PGlite returns them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/** Opens PostgreSQL when a connection string is given, otherwise the embedded PGlite folder. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection that the server ends (restart, DROP DATABASE ... WITH (FORCE) in tests,
    // an administrator's pg_terminate_backend) emits 'error' on the pool; without a listener Node
    // throws it as an uncaught exception. The pool drops that client and opens a new one on demand.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pglite: null, close: () => db.destroy() };
  }
  if (!options.dataDir.includes('://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
