// The remotes' page renderers (`first-screen/pages.cjs` of a version folder), loaded once per
// version.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Registry } from '../registry';
import { liveModuleOf } from './parts';
import type { Renderer } from './types';
import { messageOf, warnOnce } from './warn';
import type { Warn } from './warn';

/** The renderer file of a version folder. */
export function rendererFile(folder: string): string {
  return path.join(folder, 'first-screen', 'pages.cjs');
}

/**
 * Renderers by file, null when the version published none or it cannot be loaded: a version
 * folder is never rewritten, so one load is enough. The oldest entry leaves (with Node's cached
 * module) past the limit, so a long-running gateway does not keep every deploy's bundle.
 */
const renderers = new Map<string, Promise<Renderer | null>>();
const MAX_RENDERERS = 16;

/**
 * The renderer of `file`, loaded on first use (a request, or `loadRenderers` when the registry
 * names a new version).
 */
export function rendererOf(file: string, warn: Warn): Promise<Renderer | null> {
  const known = renderers.get(file);
  if (known !== undefined) return known;
  if (renderers.size >= MAX_RENDERERS) {
    const [oldest] = renderers.keys();
    if (oldest !== undefined) {
      renderers.delete(oldest);
      delete createRequire(oldest).cache[oldest];
    }
  }
  const loading = loadRenderer(file, warn);
  renderers.set(file, loading);
  return loading;
}

async function loadRenderer(file: string, warn: Warn): Promise<Renderer | null> {
  const published = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!published) return null;
  try {
    const loaded = createRequire(file)(file) as Partial<Record<keyof Renderer, unknown>> | null;
    const renderer = {
      renderPage: typeof loaded?.renderPage === 'function' ? loaded.renderPage : null,
      renderFragment: typeof loaded?.renderFragment === 'function' ? loaded.renderFragment : null,
    } as Renderer;
    if (renderer.renderPage || renderer.renderFragment) return renderer;
    warnOnce(warn, `${file} load`, `${file} exports no renderPage or renderFragment function`);
  } catch (error) {
    warnOnce(warn, `${file} load`, `${file} could not be loaded: ${messageOf(error)}`);
  }
  return null;
}

/**
 * Loads the page renderers of the versions `registry` names, so the first page of a new deploy
 * does not wait for its remote's bundle to load (the gateway calls this when the registry
 * changes). A version without one is remembered as such.
 */
export async function loadRenderers(
  registry: Registry,
  remotesDir: string,
  warn: Warn,
): Promise<void> {
  await Promise.all(
    Object.keys(registry).map((remote) => {
      const live = liveModuleOf(`${remote}/`, registry, remotesDir);
      return live ? rendererOf(rendererFile(live.folder), warn) : Promise.resolve(null);
    }),
  );
}
