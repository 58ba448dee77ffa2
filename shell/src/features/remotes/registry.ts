import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRegistry, RemoteRegistryEntry } from '@dukkan/contracts';
import { REMOTE_NAMES } from '@dukkan/contracts';
import { REGISTRY_ELEMENT_ID } from '@dukkan/contracts/first-screen';

/** Where the gateway serves the remote registry (ARCHITECTURE section 4). */
export const REGISTRY_URL = '/remotes.json';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return nonEmpty(entry.entry) && nonEmpty(entry.manifest) && typeof entry.version === 'string';
}

/**
 * Checks the registry JSON: keeps only known remote names with an entry URL, a manifest URL and
 * a version. Unknown or malformed lines are reported and left out, so one bad line cannot hide
 * the others.
 */
export function parseRegistry(json: unknown): RemoteRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(
      `${REGISTRY_URL} must be an object of remote name to { entry, manifest, version }`,
    );
  }
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(json)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) {
      console.warn(`${REGISTRY_URL}: unknown remote "${name}" ignored`);
      continue;
    }
    if (!isEntry(entry)) {
      console.warn(
        `${REGISTRY_URL}: remote "${name}" needs string "entry", "manifest" and "version"; ignored`,
      );
      continue;
    }
    registry[name as RemoteName] = {
      entry: entry.entry,
      manifest: entry.manifest,
      version: entry.version,
    };
  }
  return registry;
}

/** Fetches the registry without any cache: it is the one mutable file of a deploy. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(REGISTRY_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

/**
 * The registry the gateway put into the page, or undefined when there is none (a page served
 * without the gateway, a dev server) or it cannot be read; the caller then fetches it.
 */
export function inlineRegistry(doc: Document = document): RemoteRegistry | undefined {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRegistry(JSON.parse(text));
  } catch (error) {
    console.warn(`The registry in the page could not be read; fetching ${REGISTRY_URL}`, error);
    return undefined;
  }
}

function entryUrl(line: RemoteRegistryEntry): string {
  return new URL(line.entry, window.location.href).href;
}

/** Entry URL each remote was registered with, for a retry that must register it again. */
const registered = new Map<RemoteName, string>();

/** Manifest URL of each remote's registered version (page-assets.ts reads what a module needs). */
const manifests = new Map<RemoteName, string>();

/** The manifest URL of the version `name` is registered with, if any. */
export function manifestUrlOf(name: RemoteName): string | undefined {
  return manifests.get(name);
}

/**
 * Registers every remote with the federation runtime by its remoteEntry.js (the shell's runtime
 * is built without the manifest loader, docs/architecture.md section 4): from the registry in the
 * page when the gateway put it there, else fetched. A missing or broken registry is logged and
 * the shell continues with no remotes: every slot then shows its fallback while the header,
 * footer and shell pages keep working.
 */
export async function registerRemotesFromRegistry(
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteName[]> {
  try {
    const registry = inlineRegistry() ?? (await fetchRegistry(fetchImpl));
    const names = Object.keys(registry) as RemoteName[];
    const remotes = names.map((name) => ({ name, entry: entryUrl(registry[name]!) }));
    registerRemotes(remotes);
    for (const remote of remotes) registered.set(remote.name, remote.entry);
    for (const name of names)
      manifests.set(name, new URL(registry[name]!.manifest, window.location.href).href);
    return names;
  } catch (error) {
    console.error(
      'The remote registry could not be loaded; remote parts of the page are unavailable.',
      error,
    );
    return [];
  }
}

/**
 * After a remote failed to load (entry 404, script error), registers it again so the next
 * `loadRemote` really goes to the network: the federation runtime keeps a failed entry in its
 * cache. The registry is read again first, so a retry also picks up a version deployed
 * meanwhile; without a registry the previous entry URL is tried again.
 */
export async function reRegisterRemote(
  name: RemoteName,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  let entry = registered.get(name);
  try {
    const line = (await fetchRegistry(fetchImpl))[name];
    if (line) {
      entry = entryUrl(line);
      manifests.set(name, new URL(line.manifest, window.location.href).href);
    }
  } catch (error) {
    console.warn(
      `The remote registry could not be read again; retrying "${name}" at its previous address`,
      error,
    );
  }
  if (!entry) return false;
  registerRemotes([{ name, entry }], { force: true });
  registered.set(name, entry);
  return true;
}
