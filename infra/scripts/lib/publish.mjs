// @ts-check
// Publishing a remote = copying its production build into a content-addressed version folder
// of the deploy root and pointing its line of `remotes.json` at it. Old version folders stay,
// so a rollback is one registry line.
import { createHash } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import {
  access,
  appendFile,
  cp,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, remoteDir } from './remotes.mjs';

/** @typedef {import('./remotes.mjs').RemoteName} RemoteName */
/** @typedef {{ entry: string, manifest: string, version: string }} RegistryEntry */
/** @typedef {Partial<Record<RemoteName, RegistryEntry>>} Registry */

/**
 * One line of the registry's history (`remotes-history.jsonl` beside `remotes.json`): every
 * change of the registry, and for a deploy the gate refused but `--force` pushed through, the
 * broken pairs it was told about.
 * @typedef {{ action: 'publish' | 'rollback', forced?: boolean, reason?: string,
 *   problems?: string[] }} HistoryNote
 */

/** The append-only history of registry changes, one JSON object a line. */
export const HISTORY_FILE = 'remotes-history.jsonl';

/** Files a remote build must contain to be loadable through its manifest. */
export const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

/**
 * Every file below `dir`, as sorted `/`-separated relative paths.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * sha256 over every file's relative path and bytes, so a version names exactly one build.
 * @param {string} dir
 */
export async function hashDirectory(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * `<package version>-<first 10 hex of the build hash>[-<suffix>]`.
 * @param {string} packageVersion
 * @param {string} digest
 * @param {string} [suffix] extra label (DUKKAN_VERSION_SUFFIX): a new folder for the same build
 */
export function versionName(packageVersion, digest, suffix) {
  if (suffix !== undefined && suffix !== '' && !/^[a-z0-9][a-z0-9.-]{0,30}$/i.test(suffix)) {
    throw new Error(
      `DUKKAN_VERSION_SUFFIX must be letters, digits, dots or dashes (at most 31), got "${suffix}".`,
    );
  }
  const base = `${packageVersion}-${digest.slice(0, 10)}`;
  return suffix ? `${base}-${suffix}` : base;
}

/** @param {RemoteName} name @param {string} version */
export function manifestUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * The registry line of a deployed version: its remoteEntry.js, which the shell registers the
 * remote by, and its manifest, which the gateway reads for preloads (shared-contracts
 * `RemoteRegistryEntry`). Both files are in every version folder (REQUIRED_FILES).
 * @param {RemoteName} name
 * @param {string} version
 * @returns {RegistryEntry}
 */
export function registryLine(name, version) {
  return {
    entry: `/remotes/${name}/${version}/remoteEntry.js`,
    manifest: manifestUrl(name, version),
    version,
  };
}

/**
 * Copies the remote's `dist/` into `<deployDir>/remotes/<name>/<version>/` (unless that exact
 * version is already there) and returns the registry entry for it. The registry is not touched.
 * @param {RemoteName} name
 * @param {{ deployDir: string, repoRoot?: string, suffix?: string }} options
 * @returns {Promise<RegistryEntry & { name: RemoteName, folder: string, copied: boolean, files: number }>}
 */
export async function stageRemote(name, { deployDir, repoRoot, suffix }) {
  const dir = remoteDir(name, repoRoot);
  const dist = path.join(dir, 'dist');
  for (const file of REQUIRED_FILES) {
    if (!(await isFile(path.join(dist, file)))) {
      throw new Error(
        `${REMOTES[name].folder} has no production build (${path.join(dist, file)} is missing): ` +
          `run npm run build -w ${REMOTES[name].folder}.`,
      );
    }
  }
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const files = await listFiles(dist);
  const version = versionName(String(pkg.version), await hashDirectory(dist), suffix);
  const target = path.join(deployDir, 'remotes', name, version);
  let copied = false;
  if (!(await isFile(path.join(target, 'mf-manifest.json')))) {
    // Copy beside the target and rename, so a half-copied folder is never served.
    const staging = `${target}.partial-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    await cp(dist, staging, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    copied = true;
  }
  return {
    name,
    ...registryLine(name, version),
    folder: target,
    copied,
    files: files.length,
  };
}

/**
 * Reads `<deployDir>/remotes.json`; an absent file is an empty registry.
 * @param {string} deployDir
 * @returns {Promise<Registry>}
 */
export async function readRegistry(deployDir) {
  const file = path.join(deployDir, 'remotes.json');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const parsed = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    return parsed;
  } catch (error) {
    throw new Error(
      `${file} is not a valid registry (${/** @type {Error} */ (error).message}); fix or delete it.`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Changes only the given lines of the registry, under a lock (two deploys at once must not
 * lose each other's line), and writes it atomically (temp file + rename): the gateway reads it
 * on every request and must never see half a file.
 * Each change is also appended to the history (`remotes-history.jsonl`) with what it replaced.
 * @param {string} deployDir
 * @param {Registry} lines
 * @param {HistoryNote} [note] what the change was (defaults to a publish)
 * @returns {Promise<Registry>} the registry as written
 */
export async function updateRegistry(deployDir, lines, note = { action: 'publish' }) {
  await mkdir(deployDir, { recursive: true });
  return withLock(path.join(deployDir, '.remotes.json.lock'), async () => {
    const before = await readRegistry(deployDir);
    // Lines this script wrote before registry lines had `entry` get it here, so a deploy folder
    // kept from then serves every remote to today's shell after its next publish.
    /** @type {Registry} */
    const registry = {};
    for (const [key, line] of Object.entries(before)) {
      const name = /** @type {RemoteName} */ (key);
      const ours = line && !line.entry && line.manifest === manifestUrl(name, line.version);
      registry[name] = ours ? registryLine(name, line.version) : line;
    }
    Object.assign(registry, lines);
    /** @type {Registry} */
    const sorted = {};
    for (const key of /** @type {RemoteName[]} */ (Object.keys(registry).sort()))
      sorted[key] = registry[key];
    const file = path.join(deployDir, 'remotes.json');
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(sorted, null, 2)}\n`);
    await rename(temp, file);
    /** @type {Record<string, { from: string | null, to: string }>} */
    const changes = {};
    for (const [name, entry] of Object.entries(lines)) {
      if (entry)
        changes[name] = {
          from: before[/** @type {RemoteName} */ (name)]?.version ?? null,
          to: entry.version,
        };
    }
    const line = { at: new Date().toISOString(), ...note, changes };
    await appendFile(path.join(deployDir, HISTORY_FILE), `${JSON.stringify(line)}\n`);
    return sorted;
  });
}

/**
 * Stages the given remotes (nothing goes live yet).
 * @param {RemoteName[]} names
 * @param {{ deployDir: string, repoRoot?: string, suffix?: string }} options
 */
export async function stageRemotes(names, options) {
  const staged = [];
  for (const name of names) staged.push(await stageRemote(name, options));
  return staged;
}

/**
 * Points the registry lines of staged remotes at their versions (they go live).
 * @param {Awaited<ReturnType<typeof stageRemote>>[]} staged
 * @param {{ deployDir: string, note?: HistoryNote }} options
 */
export async function goLive(staged, { deployDir, note }) {
  /** @type {Registry} */
  const lines = {};
  for (const entry of staged) lines[entry.name] = registryLine(entry.name, entry.version);
  return updateRegistry(deployDir, lines, note);
}

/**
 * Publishes the given remotes: stage each, then point their registry lines at the new versions.
 * No contract check: the deploy commands go through gatedPublish (gated-publish.mjs).
 * @param {RemoteName[]} names
 * @param {{ deployDir: string, repoRoot?: string, suffix?: string, note?: HistoryNote }} options
 */
export async function publishRemotes(names, options) {
  const staged = await stageRemotes(names, options);
  const registry = await goLive(staged, options);
  return { staged, registry };
}

/**
 * Points a remote's registry line back at a version folder that is already deployed.
 * @param {RemoteName} name
 * @param {string} version
 * @param {{ deployDir: string, note?: HistoryNote }} options
 */
export async function rollbackRemote(name, version, { deployDir, note = { action: 'rollback' } }) {
  const folder = path.join(deployDir, 'remotes', name, version);
  if (!/^[\w.-]+$/.test(version) || !(await isFile(path.join(folder, 'mf-manifest.json')))) {
    const available = await deployedVersions(name, deployDir);
    throw new Error(
      `No deployed version "${version}" of ${name}. Deployed: ${available.length ? available.join(', ') : 'none'}.`,
    );
  }
  return updateRegistry(deployDir, { [name]: registryLine(name, version) }, note);
}

/**
 * Version folders of a remote in the deploy root, oldest first.
 * @param {RemoteName} name
 * @param {string} deployDir
 */
export async function deployedVersions(name, deployDir) {
  const dir = path.join(deployDir, 'remotes', name);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const versions = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.includes('.partial-')) continue;
    const info = await stat(path.join(dir, entry.name));
    versions.push({ name: entry.name, time: info.mtimeMs });
  }
  return versions.sort((a, b) => a.time - b.time).map((entry) => entry.name);
}

/** @param {string} file */
async function isFile(file) {
  try {
    await access(file, fsConstants.R_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
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
