// @ts-check
// Publishing a remote = copying its production build into a content-addressed version folder
// of the deploy root and pointing its line of `remotes.json` at it. Old version folders stay,
// so a rollback is one registry line.
import { createHash } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import {
  access,
  cp,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { SERVER_INDEX, parseRegistry, registryStore } from './registry-store.mjs';
import { REMOTES, remoteDir } from './remotes.mjs';

export { HISTORY_FILE, SERVER_INDEX } from './registry-store.mjs';

/** @typedef {import('./remotes.mjs').RemoteName} RemoteName */
/** @typedef {import('./registry-store.mjs').RegistryLine} RegistryEntry */
/** @typedef {Partial<Record<RemoteName, RegistryEntry>>} Registry */

/**
 * One line of the registry's history (`remotes-history.jsonl` beside `remotes.json`): every
 * change of the registry, and for a deploy the gate refused but `--force` pushed through, the
 * broken pairs it was told about.
 * @typedef {{ action: 'publish' | 'rollback', forced?: boolean, reason?: string,
 *   problems?: string[] }} HistoryNote
 */

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
 * `RemoteRegistryEntry`). Both files are in every version folder (REQUIRED_FILES). `server` is
 * the sha256 of the folder's SERVER_INDEX: a gateway that fetches the version from a static
 * origin (REMOTES_ORIGIN) checks what it fetched against it before the version goes live there.
 * @param {RemoteName} name
 * @param {string} version
 * @param {string} [server]
 * @returns {RegistryEntry}
 */
export function registryLine(name, version, server) {
  return {
    entry: `/remotes/${name}/${version}/remoteEntry.js`,
    manifest: manifestUrl(name, version),
    version,
    ...(server ? { server } : {}),
  };
}

/** @param {string} file */
async function sha256Of(file) {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/**
 * Writes the folder's SERVER_INDEX when it has none (folders staged before it existed) and
 * returns the index's sha256, the registry line's `server`.
 * @param {string} folder
 */
export async function serverIndexOf(folder) {
  const file = path.join(folder, SERVER_INDEX);
  if (!(await isFile(file))) {
    const listed = (await listFiles(folder)).filter(
      (name) => name === 'mf-manifest.json' || name.startsWith('first-screen/'),
    );
    /** @type {Record<string, string>} */
    const files = {};
    for (const name of listed) files[name] = await sha256Of(path.join(folder, name));
    await writeFile(file, `${JSON.stringify({ files }, null, 2)}\n`);
  }
  return sha256Of(file);
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
    await serverIndexOf(staging);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    copied = true;
  }
  return {
    name,
    ...registryLine(name, version, await serverIndexOf(target)),
    folder: target,
    copied,
    files: files.length,
  };
}

/**
 * The registry's lines (an empty registry when none was published): the deploy root's
 * `remotes.json`, or PostgreSQL's when `databaseUrl` is given (registry-store.mjs).
 * @param {string} deployDir
 * @param {string | null} [databaseUrl]
 * @returns {Promise<Registry>}
 */
export async function readRegistry(deployDir, databaseUrl = null) {
  const store = registryStore({ deployDir, databaseUrl });
  try {
    const text = await store.readText();
    return text === null ? {} : parseRegistry(text, store.where);
  } finally {
    await store.close();
  }
}

/**
 * Changes only the given lines of the registry under the store's lock (two deploys at once must
 * not lose each other's line), written whole (a gateway never sees half a registry) and recorded
 * in the history with what each line replaced.
 * @param {string} deployDir
 * @param {Registry} lines
 * @param {HistoryNote} [note] what the change was (defaults to a publish)
 * @param {string | null} [databaseUrl] the PostgreSQL registry, else the deploy root's file
 * @returns {Promise<Registry>} the registry as written
 */
export async function updateRegistry(
  deployDir,
  lines,
  note = { action: 'publish' },
  databaseUrl = null,
) {
  await mkdir(deployDir, { recursive: true });
  const store = registryStore({ deployDir, databaseUrl });
  try {
    return await store.update((before) => {
      // Lines this script wrote before registry lines had `entry` get it here, so a deploy
      // folder kept from then serves every remote to today's shell after its next publish.
      /** @type {Registry} */
      const registry = {};
      for (const [key, line] of Object.entries(before)) {
        const name = /** @type {RemoteName} */ (key);
        const ours = line && !line.entry && line.manifest === manifestUrl(name, line.version);
        registry[name] = ours ? registryLine(name, line.version) : line;
      }
      return { ...registry, ...lines };
    }, note);
  } finally {
    await store.close();
  }
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
 * @param {{ deployDir: string, note?: HistoryNote, databaseUrl?: string | null }} options
 */
export async function goLive(staged, { deployDir, note, databaseUrl = null }) {
  /** @type {Registry} */
  const lines = {};
  for (const entry of staged)
    lines[entry.name] = registryLine(entry.name, entry.version, entry.server);
  return updateRegistry(deployDir, lines, note, databaseUrl);
}

/**
 * Publishes the given remotes: stage each, then point their registry lines at the new versions.
 * No contract check: the deploy commands go through gatedPublish (gated-publish.mjs).
 * @param {RemoteName[]} names
 * @param {{ deployDir: string, repoRoot?: string, suffix?: string, note?: HistoryNote,
 *   databaseUrl?: string | null }} options
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
 * @param {{ deployDir: string, note?: HistoryNote, databaseUrl?: string | null }} options
 */
export async function rollbackRemote(
  name,
  version,
  { deployDir, note = { action: 'rollback' }, databaseUrl = null },
) {
  const folder = path.join(deployDir, 'remotes', name, version);
  if (!/^[\w.-]+$/.test(version) || !(await isFile(path.join(folder, 'mf-manifest.json')))) {
    const available = await deployedVersions(name, deployDir);
    throw new Error(
      `No deployed version "${version}" of ${name}. Deployed: ${available.length ? available.join(', ') : 'none'}.`,
    );
  }
  const line = registryLine(name, version, await serverIndexOf(folder));
  return updateRegistry(deployDir, { [name]: line }, note, databaseUrl);
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
