// Preload hints (issue 14, a shorter request chain): the remote entries and page code the route
// needs, so the browser fetches them without waiting for the shell's code to ask (once the first
// screen is painted, when the page has one).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AFTER_PAINT_ID, TEXTS_FILE } from '@dukkan/contracts/first-screen';
import type { Registry } from '../registry';
import { remoteVersionOf } from '../registry';
import { dataElement, escapeAttribute } from './html';
import { LOCALE_PREFIX, modulesOfPath } from './routes';

/** The parts of a remote's mf-manifest.json used here. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** Manifests by file path: a version folder is never rewritten, so one read is enough. */
const manifestCache = new Map<string, Manifest>();

async function readManifest(file: string): Promise<Manifest | undefined> {
  const known = manifestCache.get(file);
  if (known) return known;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return undefined; // not deployed (or broken): the runtime reports it; nothing to preload
  }
  if (manifestCache.size > 200) manifestCache.clear();
  manifestCache.set(file, manifest);
  return manifest;
}

/** Whether a chunk file of the manifest is a texts file in `locale`. */
function isTextsFile(file: string, locale: string): boolean {
  return TEXTS_FILE.exec(file)?.[1] === locale;
}

/** Exposed names wanted per remote, in first-use order. */
function wantedModules(pathname: string): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const moduleId of modulesOfPath(pathname)) {
    const [remote = '', name = ''] = moduleId.split('/');
    wanted.set(remote, [...(wanted.get(remote) ?? []), name]);
  }
  return wanted;
}

/** A remote's entry and the synchronous chunks and texts of the named exposes, as URLs. */
function manifestScripts(
  manifest: Manifest,
  base: string,
  names: string[],
  locale: string | undefined,
): string[] {
  const scripts: string[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) scripts.push(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`);
  for (const name of names) {
    const expose = manifest.exposes?.find((candidate) => candidate.name === name);
    const texts = locale
      ? (expose?.assets?.js?.async ?? []).filter((file) => isTextsFile(file, locale))
      : [];
    for (const file of [...(expose?.assets?.js?.sync ?? []), ...texts]) {
      const url = `${base}${file}`;
      if (!scripts.includes(url)) scripts.push(url);
    }
  }
  return scripts;
}

/**
 * The scripts one page needs that the shell would ask for late: each needed remote's
 * remoteEntry.js, the synchronous chunks of the modules the page renders and their texts in the
 * page's language, read from the remote's manifest on disk (hinted as classic scripts,
 * `scriptHints`). The manifest itself is not hinted: the shell registers remotes by their entry
 * and never fetches it.
 */
export async function routeScripts(
  pathname: string,
  registry: Registry,
  remotesDir: string,
): Promise<string[]> {
  const locale = LOCALE_PREFIX.exec(pathname)?.[1];
  const scripts: string[] = [];
  for (const [remote, names] of wantedModules(pathname)) {
    const version = remoteVersionOf(registry, remote);
    if (!version) continue;
    const manifest = await readManifest(path.join(remotesDir, remote, version, 'mf-manifest.json'));
    if (!manifest) continue;
    for (const url of manifestScripts(manifest, `/remotes/${remote}/${version}/`, names, locale)) {
      if (!scripts.includes(url)) scripts.push(url);
    }
  }
  return scripts;
}

/**
 * One script's hint. Every hint has `fetchpriority="low"`: at the default high priority
 * Lighthouse's simulated slow 4G counted them as blocking the first paint.
 */
function scriptHint(url: string): string {
  return `<link rel="preload" href="${escapeAttribute(url)}" as="script" fetchpriority="low">`;
}

/**
 * The page's script hints: as `<link rel="preload">` elements, or, when the page has a first
 * screen to paint, as a JSON data block the shell's main script turns into those elements once
 * that screen is painted (shell/src/app/boot-stages.ts `preloadAfterPaint`). Hinted in the HTML,
 * they took the link while the first screen still waited for its faces and pictures: on a slow
 * connection they shared its bandwidth with them and pushed the paint back, and Lighthouse's
 * simulation counts every script that ended before the paint as the paint's dependency.
 */
export function scriptHints(urls: string[], afterPaint: boolean): string[] {
  if (!afterPaint) return urls.map(scriptHint);
  return urls.length ? [dataElement(AFTER_PAINT_ID, urls)] : [];
}
