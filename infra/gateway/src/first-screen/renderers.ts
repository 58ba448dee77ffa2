// The remotes' page renderers (`first-screen/pages.cjs` of a version folder), loaded once per
// version into the pool's worker threads (render-pool.ts), never into this process's thread.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Registry } from '../registry';
import { liveModuleOf } from './parts';
import { renderPool } from './render-pool';
import type { RendererExports } from './render-protocol';
import type { RenderFragment, RenderPage, Renderer } from './types';
import { messageOf, warnOnce } from './warn';
import type { Warn } from './warn';

/** The renderer file of a version folder. */
export function rendererFile(folder: string): string {
  return path.join(folder, 'first-screen', 'pages.cjs');
}

/**
 * Renderers by file, null when the version published none or it cannot be loaded: a version
 * folder is never rewritten, so one load is enough. The oldest entry leaves (with the worker's
 * cached module) past the limit, so a long-running gateway does not keep every deploy's bundle.
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
      renderPool.forget(oldest);
    }
  }
  const loading = loadRenderer(file, warn);
  renderers.set(file, loading);
  return loading;
}

/** The functions of a renderer loaded in a worker: each call is a message to it. */
function rendererIn(file: string, exported: RendererExports): Renderer {
  return {
    renderPage: exported.renderPage
      ? (module, request, graphql) =>
          renderPool.page(file, module, request, graphql) as ReturnType<RenderPage>
      : null,
    renderFragment: exported.renderFragment
      ? (module, props, request) =>
          renderPool.fragment(file, module, props, request) as ReturnType<RenderFragment>
      : null,
  };
}

async function loadRenderer(file: string, warn: Warn): Promise<Renderer | null> {
  const published = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!published) return null;
  try {
    const exported = await renderPool.load(file);
    if (exported.renderPage || exported.renderFragment) return rendererIn(file, exported);
    warnOnce(warn, `${file} load`, `${file} exports no renderPage or renderFragment function`);
  } catch (error) {
    warnOnce(warn, `${file} load`, `${file} could not be loaded: ${messageOf(error)}`);
  }
  // Nothing of it is used: the worker lets the module go.
  renderPool.forget(file);
  return null;
}

/**
 * Loads the page renderers of the versions `registry` names, so the first page of a new deploy
 * does not wait for its remote's bundle to load (the gateway calls this when the registry
 * changes). A version without one is remembered as such. One known already is loaded again
 * where it now lives (a no-op in its worker), since a pool closed and opened again starts empty.
 */
export async function loadRenderers(
  registry: Registry,
  remotesDir: string,
  warn: Warn,
): Promise<void> {
  await Promise.all(
    Object.keys(registry).map(async (remote) => {
      const live = liveModuleOf(`${remote}/`, registry, remotesDir);
      if (!live) return;
      const file = rendererFile(live.folder);
      const known = renderers.has(file);
      const renderer = await rendererOf(file, warn);
      if (known && renderer) await renderPool.load(file).catch(() => undefined);
    }),
  );
}
