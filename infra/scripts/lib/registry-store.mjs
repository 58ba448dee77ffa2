// @ts-check
// Where the remote registry lives (docs/architecture.md section 4): one interface, two stores.
// - A file (`<deployDir>/remotes.json` and `remotes-history.jsonl`): the default, for one machine.
// - PostgreSQL (`DATABASE_URL`): one registry for every gateway. A change is written in one
//   transaction under an advisory lock (two deploys at once keep each other's line) and announced
//   with NOTIFY on `dukkan_registry`; gateways LISTEN and also read again on an interval.
// The deploy scripts write through it; the gateway (infra/gateway/src/registry-sources.ts) reads.
import { appendFile, mkdir, readFile, rename, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** @typedef {{ entry: string, manifest: string, version: string, server?: string }} RegistryLine */
/** @typedef {Record<string, RegistryLine>} RegistryLines */
/**
 * @typedef {{ action: 'publish' | 'rollback', forced?: boolean, reason?: string,
 *   problems?: string[] }} HistoryNote
 */
/**
 * @typedef {{ at: string, changes: Record<string, { from: string | null, to: string }> }
 *   & HistoryNote} HistoryLine
 */
/**
 * @typedef {object} RegistryStore
 * @property {string} where for messages: the file, or the database without its password
 * @property {() => Promise<string | null>} readText the registry as its canonical text, null when none was published
 * @property {(change: (before: RegistryLines) => RegistryLines, note: HistoryNote) =>
 *   Promise<RegistryLines>} update changes lines under the store's lock and records the change
 * @property {(limit?: number) => Promise<HistoryLine[]>} history the newest changes last
 * @property {() => Promise<void>} close
 */

/** The append-only history of registry changes beside the file, one JSON object a line. */
export const HISTORY_FILE = 'remotes-history.jsonl';
/**
 * The file of a version folder listing the files a gateway reads itself (the rest only browsers
 * fetch) with their sha256, as `{ files: { path: sha256 } }`: the manifest (preload hints) and
 * the first screen's parts and page renderer (`first-screen/`). A registry line's `server` is
 * this file's sha256 (publish.mjs).
 */
export const SERVER_INDEX = 'server-files.json';
/** The channel a PostgreSQL registry announces each change on (the payload is unused). */
export const REGISTRY_CHANNEL = 'dukkan_registry';

/**
 * The registry's one text form: lines sorted by remote, two-space JSON and a final newline. Both
 * stores give the same text for the same lines, so every gateway inlines the same bytes.
 * @param {RegistryLines} lines
 */
export function registryText(lines) {
  /** @type {RegistryLines} */
  const sorted = {};
  for (const key of Object.keys(lines).sort()) {
    const line = lines[key];
    if (line) sorted[key] = line;
  }
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * The registry as parsed from its text; refuses anything but an object of lines.
 * @param {string} text @param {string} where
 * @returns {RegistryLines}
 */
export function parseRegistry(text, where) {
  try {
    const parsed = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    return parsed;
  } catch (error) {
    throw new Error(
      `${where} is not a valid registry (${/** @type {Error} */ (error).message}); fix or delete it.`,
      { cause: error },
    );
  }
}

/**
 * What a change did, for the history: each changed remote's version before and after.
 * @param {RegistryLines} before @param {RegistryLines} after
 */
function changesOf(before, after) {
  /** @type {Record<string, { from: string | null, to: string }>} */
  const changes = {};
  for (const [name, line] of Object.entries(after)) {
    if (line && JSON.stringify(line) !== JSON.stringify(before[name]))
      changes[name] = { from: before[name]?.version ?? null, to: line.version };
  }
  return changes;
}

/**
 * The store for a deploy: PostgreSQL when `databaseUrl` is given, else the deploy root's file.
 * @param {{ deployDir: string, databaseUrl?: string | null }} options
 * @returns {RegistryStore}
 */
export function registryStore({ deployDir, databaseUrl }) {
  return databaseUrl ? postgresStore(databaseUrl) : fileStore(deployDir);
}

/**
 * `<deployDir>/remotes.json`, written under a lock directory to a temp file renamed over it (the
 * gateway reads it on every request and must never see half a file).
 * @param {string} deployDir
 * @returns {RegistryStore}
 */
export function fileStore(deployDir) {
  const file = path.join(deployDir, 'remotes.json');
  const historyFile = path.join(deployDir, HISTORY_FILE);
  const readText = async () => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    where: file,
    readText,
    async update(change, note) {
      await mkdir(deployDir, { recursive: true });
      return withLock(path.join(deployDir, '.remotes.json.lock'), async () => {
        const text = await readText();
        const before = text === null ? {} : parseRegistry(text, file);
        const after = change(before);
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, registryText(after));
        await rename(temp, file);
        const line = { at: new Date().toISOString(), ...note, changes: changesOf(before, after) };
        await appendFile(historyFile, `${JSON.stringify(line)}\n`);
        return after;
      });
    },
    async history(limit = 50) {
      const text = await readFile(historyFile, 'utf8').catch(() => '');
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      return lines.slice(-limit).map((line) => JSON.parse(line));
    },
    async close() {},
  };
}

/** The tables, made by whichever process comes first (under the lock, so two never race). */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS remote_registry (
    remote text PRIMARY KEY,
    line jsonb NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS remote_registry_history (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    note jsonb NOT NULL,
    changes jsonb NOT NULL
  );`;
/** The advisory lock every registry writer and the schema's creation take (any fixed number). */
const REGISTRY_LOCK = 6_542_001;

/** `url` without its password, for messages and logs. */
export function withoutPassword(/** @type {string} */ url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured database';
  }
}

/**
 * Runs `work` in a transaction holding the registry's advisory lock, on a client of its own.
 * @template T
 * @param {string} databaseUrl
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function inLockedTransaction(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK]);
    await client.query(SCHEMA);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Whether the error says a table does not exist yet (nothing was ever published there). */
function isMissingTable(/** @type {unknown} */ error) {
  return /** @type {{ code?: string }} */ (error)?.code === '42P01';
}

/**
 * The registry in PostgreSQL: one row per remote, one row per change, NOTIFY on each change.
 * @param {string} databaseUrl
 * @returns {RegistryStore & { pool: pg.Pool }}
 */
export function postgresStore(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle client's lost connection is reported here; the next query opens another.
  pool.on('error', () => undefined);
  return {
    where: withoutPassword(databaseUrl),
    pool,
    async readText() {
      try {
        const { rows } = await pool.query('SELECT remote, line FROM remote_registry');
        if (rows.length === 0) return null;
        return registryText(Object.fromEntries(rows.map((row) => [row.remote, row.line])));
      } catch (error) {
        if (isMissingTable(error)) return null;
        throw error;
      }
    },
    update(change, note) {
      return inLockedTransaction(databaseUrl, async (client) => {
        const { rows } = await client.query('SELECT remote, line FROM remote_registry');
        /** @type {RegistryLines} */
        const before = Object.fromEntries(rows.map((row) => [row.remote, row.line]));
        const after = change(before);
        const changes = changesOf(before, after);
        for (const name of Object.keys(changes)) {
          await client.query(
            `INSERT INTO remote_registry (remote, line) VALUES ($1, $2)
             ON CONFLICT (remote) DO UPDATE SET line = EXCLUDED.line, changed_at = now()`,
            [name, after[name]],
          );
        }
        await client.query('INSERT INTO remote_registry_history (note, changes) VALUES ($1, $2)', [
          note,
          changes,
        ]);
        // Delivered at COMMIT, so a listener reads the new lines.
        await client.query(`NOTIFY ${REGISTRY_CHANNEL}`);
        return after;
      });
    },
    async history(limit = 50) {
      try {
        const { rows } = await pool.query(
          `SELECT at, note, changes FROM remote_registry_history ORDER BY id DESC LIMIT $1`,
          [limit],
        );
        return rows
          .reverse()
          .map((row) => ({ at: row.at.toISOString(), ...row.note, changes: row.changes }));
      } catch (error) {
        if (isMissingTable(error)) return [];
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Listens for registry changes on a connection of its own; `onChange` runs for each NOTIFY,
 * `onLost` when the connection drops (the caller's interval read covers the gap and listens
 * again). Resolves once listening.
 * @param {string} databaseUrl
 * @param {{ onChange: () => void, onLost: (error: Error) => void }} handlers
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function listenForChanges(databaseUrl, { onChange, onLost }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let closing = false;
  client.on('notification', (message) => {
    if (message.channel === REGISTRY_CHANNEL) onChange();
  });
  client.on('error', (error) => {
    if (!closing) onLost(error);
  });
  client.on('end', () => {
    if (!closing) onLost(new Error('the LISTEN connection ended'));
  });
  await client.connect();
  await client.query(`LISTEN ${REGISTRY_CHANNEL}`);
  return {
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * Runs `work` while holding a lock directory; a lock older than 60 s is taken as abandoned.
 * @template T
 * @param {string} lockDir
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withLock(lockDir, work) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== 'EEXIST') throw error;
      const age = await stat(lockDir).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > 60_000) await rmdir(lockDir).catch(() => undefined);
      else if (Date.now() > deadline)
        throw new Error(`Timed out waiting for the registry lock ${lockDir}.`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lockDir).catch(() => undefined);
  }
}
