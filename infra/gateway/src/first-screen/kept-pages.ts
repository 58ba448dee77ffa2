// Pages drawn per request, kept for the next requests of the same page while the catalogue's
// version at the page's stock source stays.
import type { Registry } from '../registry';
import { catalogVersionOf } from './commerce';
import { drawPage } from './draw-page';
import type { DrawContext } from './draw-page';
import { rendererFile, rendererOf } from './renderers';
import type { DrawnPage, LiveModule, PageRequest } from './types';

/**
 * Kept pages by renderer file, registry, language, stock source, path and query: a guest's page
 * is the same for every guest of the area, and drawing it costs tens of ms of CPU (a render
 * worker's, and 11 to 16 ms of the gateway's thread for its queries and answer). A render still
 * running is kept too, so requests arriving together wait for one. Each page is kept with the
 * version it was drawn at, for its source (`/catalog-version?source=`): a catalogue or price
 * change redraws every page, an order only the pages of its source (their stock left); the least
 * recently used page leaves past the limit.
 */
const drawn = new Map<string, { version: string; page: Promise<DrawnPage | null> }>();
const MAX_DRAWN = 200;

/** Forgets every kept page (tests). */
export function forgetDrawnPages(): void {
  drawn.clear();
}

/** The registry as text, once per parsed registry (the gateway parses one per change). */
const registryKeys = new WeakMap<Registry, string>();

function registryKey(registry: Registry): string {
  let key = registryKeys.get(registry);
  if (key === undefined) {
    key = JSON.stringify(registry);
    registryKeys.set(registry, key);
  }
  return key;
}

/** The catalogue's version at `source`, asked within the page's deadline, and the time left after. */
async function versionWithin(
  commerceUrl: string,
  source: string,
  deadlineMs: number,
): Promise<{ version: string | null; remainingMs: number }> {
  const started = Date.now();
  const asking = new AbortController();
  const timer = setTimeout(() => asking.abort(), deadlineMs);
  const version = await catalogVersionOf(commerceUrl, asking.signal, source).finally(() =>
    clearTimeout(timer),
  );
  return { version, remainingMs: Math.max(0, deadlineMs - (Date.now() - started)) };
}

/**
 * `page` kept under `key` with its version, most recently used last; dropped again if it fails or
 * is partial.
 */
function keep(key: string, version: string, page: Promise<DrawnPage | null>): void {
  const kept = drawn.get(key);
  if (kept) drawn.delete(key);
  if (kept?.page !== page) {
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
    // A failed render is not kept, nor a page drawn without a part whose query failed (a
    // product's strips): the next request tries again.
    void page.then((answer) => {
      if ((answer === null || answer.partial) && drawn.get(key)?.page === page) drawn.delete(key);
    });
  }
  drawn.set(key, { version, page });
}

/**
 * The page's own first screen for this request from the remote's `renderPage`, or null (none
 * published, none for this request, an error, or past the deadline: the caller falls back).
 * A page drawn at the catalogue's current version at its source is served again without drawing it.
 */
export async function renderedPage(
  live: LiveModule,
  request: PageRequest,
  context: DrawContext,
): Promise<DrawnPage | null> {
  const file = rendererFile(live.folder);
  const renderPage = (await rendererOf(file, context.warn))?.renderPage;
  if (!renderPage) return null;
  const { version, remainingMs } = await versionWithin(
    context.commerceUrl,
    context.source,
    context.deadlineMs,
  );
  const draw = () => drawPage(renderPage, live, request, { ...context, remainingMs });
  if (version === null) return draw();
  // The registry too: the modules drawn into the page come from the other remotes' versions.
  const key = [
    file,
    registryKey(context.registry),
    request.locale,
    context.source,
    `${request.path}${request.search}`,
  ].join('\n');
  const kept = drawn.get(key);
  const page = kept?.version === version ? kept.page : draw();
  keep(key, version, page);
  return page;
}
