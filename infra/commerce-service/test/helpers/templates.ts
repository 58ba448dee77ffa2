import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';

/**
 * Database templates of the service tests. A test service used to run initdb (PGlite) or the
 * migrations (PostgreSQL) and then the seed, several seconds each on a busy machine, in every
 * test file and for every database. Here a migrated cluster, and a migrated and seeded one per
 * product count, are made once and copied:
 *
 * - PGlite: a dumped data folder in the temp folder, loaded by each service (`loadDataDir`).
 * - PostgreSQL: a database `dukkan_tpl_<key>_<made at>` copied by `CREATE DATABASE ... TEMPLATE`,
 *   made and copied under one advisory lock so parallel workers never race or copy a template
 *   that is being written or dropped.
 *
 * The key is a hash of every source file of the service (migrations, seed and the code they call)
 * and the product count. The seed writes rows relative to its clock (special-price and voucher
 * dates, orders' dates, `created_at`), so a seeded template serves only services on the real
 * clock, and only for SEEDED_MAX_AGE_MS after it was seeded: every day-relative date stays on the
 * same side of the test's clock as a fresh seed's would. A service given its own clock seeds
 * fresh data on the migrated template.
 */

/** How long a seeded template serves services on the real clock. */
const SEEDED_MAX_AGE_MS = 15 * 60_000;

/** How long a template of other sources (an older commit, another checkout) is kept. */
const OTHER_KEY_MAX_AGE_MS = 60 * 60_000;

/** The key of the advisory lock that every worker holds while it makes, copies or drops a template. */
const TEMPLATE_LOCK_KEY = 7_245_017;

const SOURCES = path.join(__dirname, '..', '..', 'src');

let sourcesHashMemo: string | null = null;

/** Content hash of every source file of the service: a template is remade when one changes. */
function sourcesHash(): string {
  if (sourcesHashMemo) return sourcesHashMemo;
  const hash = crypto.createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(SOURCES, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(SOURCES);
  sourcesHashMemo = hash.digest('hex').slice(0, 12);
  return sourcesHashMemo;
}

function pgliteVersion(): string {
  const manifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Writes a file so that parallel workers never read it half-written; its modification time is
 * `madeAt`, which its age is counted from.
 */
function writeAtomically(file: string, bytes: Uint8Array, madeAt: Date): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.utimesSync(tmp, madeAt, madeAt);
  fs.renameSync(tmp, file);
}

/** The file's bytes when it is there and at most `maxAgeMs` old (another worker may remove it). */
function readFresh(file: string, maxAgeMs: number): Buffer | null {
  try {
    if (Date.now() - fs.statSync(file).mtimeMs > maxAgeMs) return null;
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the PGlite templates of the temp folder that no longer serve. */
function dropStalePgliteTemplates(): void {
  const migrated = `-${sourcesHash()}.tar`;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('dukkan-pglite-') || !name.endsWith('.tar') || name.endsWith(migrated))
      continue;
    const file = path.join(os.tmpdir(), name);
    const seeded = name.includes('-seeded-');
    try {
      const age = Date.now() - fs.statSync(file).mtimeMs;
      if (age > (seeded ? SEEDED_MAX_AGE_MS : OTHER_KEY_MAX_AGE_MS)) fs.rmSync(file);
    } catch {
      // Another worker removed or replaced it first.
    }
  }
}

/**
 * A PGlite cluster with every migration applied and no data: starting from it skips initdb and
 * the migrations.
 */
export async function pgliteMigratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `dukkan-pglite-${pgliteVersion()}-${sourcesHash()}.tar`);
  const kept = readFresh(file, Infinity);
  if (kept) return new Blob([kept]);
  dropStalePgliteTemplates();
  const opened = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
    const bytes = new Uint8Array(await (await opened.pglite!.dumpDataDir('none')).arrayBuffer());
    writeAtomically(file, bytes, new Date());
    return new Blob([bytes]);
  } finally {
    await opened.close();
  }
}

/** The migrated cluster with the demo data of `products` products, seeded on the real clock. */
export async function pgliteSeededTemplate(products: number): Promise<Blob> {
  const file = path.join(
    os.tmpdir(),
    `dukkan-pglite-${pgliteVersion()}-${sourcesHash()}-seeded-${products}.tar`,
  );
  const kept = readFresh(file, SEEDED_MAX_AGE_MS);
  if (kept) return new Blob([kept]);
  dropStalePgliteTemplates();
  const opened = await openDatabase({
    databaseUrl: null,
    dataDir: 'memory://',
    pgliteTemplate: await pgliteMigratedTemplate(),
  });
  try {
    const now = new Date();
    await seedDatabase(opened.db, { products, now });
    const bytes = new Uint8Array(await (await opened.pglite!.dumpDataDir('none')).arrayBuffer());
    writeAtomically(file, bytes, now);
    return new Blob([bytes]);
  } finally {
    await opened.close();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `dukkan_tpl_<key>_<seconds since 1970, base 36>`: the name says what it holds and its age. */
const TEMPLATE_NAME = /^dukkan_tpl_([a-z0-9]+)_([a-z0-9]+)$/;

/**
 * Creates the database `name` on the server of `serverUrl` as a copy of the template for
 * `seeded` (a product count, or null: migrated, no data), making the template first when it is
 * missing or, seeded, older than SEEDED_MAX_AGE_MS. Stale templates of any key are dropped.
 */
export async function createPostgresFromTemplate(
  serverUrl: string,
  name: string,
  seeded: number | null,
): Promise<void> {
  const key = `${sourcesHash()}${seeded === null ? 'm' : `s${seeded}`}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'dukkan\\_tpl\\_%'`,
    );
    const now = Date.now();
    let template: string | null = null;
    for (const { datname } of rows) {
      const match = TEMPLATE_NAME.exec(datname);
      if (!match) continue;
      const [, rowKey = '', madeAt36 = '0'] = match;
      const age = now - parseInt(madeAt36, 36) * 1000;
      // A seeded template serves for a while, a migrated one for as long as the sources stay;
      // another key's (older sources, another checkout) is dropped an hour after it was made.
      const stale = rowKey.includes('s')
        ? age > SEEDED_MAX_AGE_MS
        : rowKey !== `${sourcesHash()}m` && age > OTHER_KEY_MAX_AGE_MS;
      if (stale) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      else if (rowKey === key) template = datname;
    }
    if (!template) {
      template = `dukkan_tpl_${key}_${Math.floor(now / 1000).toString(36)}`;
      await makePostgresTemplate(admin, serverUrl, template, seeded, new Date(now));
    }
    // Both names are generated here, never user input.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end(); // ends the session, and with it the lock
  }
}

async function makePostgresTemplate(
  admin: pg.Client,
  serverUrl: string,
  template: string,
  seeded: number | null,
  now: Date,
): Promise<void> {
  await admin.query(`CREATE DATABASE ${template}`);
  try {
    const opened = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, template),
      dataDir: '',
      poolSize: 1,
    });
    try {
      await migrateToLatest(opened.db as Kysely<unknown>);
      if (seeded !== null) await seedDatabase(opened.db, { products: seeded, now });
    } finally {
      await opened.close(); // no session may stay on a template that is copied
    }
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    throw error;
  }
}
