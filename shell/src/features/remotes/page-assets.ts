import { MODULES, mayPrefetch, whenIdleOnline } from '@dukkan/contracts';
import type { Locale, ModuleId, RemoteName } from '@dukkan/contracts';
import { preloadScript } from '../../shared/preload-script';
import { manifestUrlOf } from './registry';
import { TEXTS_FILE } from '@dukkan/contracts/first-screen';

/** The parts of a remote's mf-manifest.json read here. */
interface Manifest {
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** Manifests read so far, by URL (a version folder never changes); null when unreadable. */
const manifests = new Map<string, Manifest | null>();

async function readManifest(url: string, fetchImpl: typeof fetch): Promise<void> {
  if (manifests.has(url)) return;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    manifests.set(url, response.ok ? ((await response.json()) as Manifest) : null);
  } catch {
    // Offline or gone: the module loads as it would without the manifest.
  }
}

/**
 * The files a module needs before it can render in `locale`, as its manifest lists them: its
 * own chunks and its texts in that language. Empty when the manifest has not been read.
 */
export function moduleAssetUrls(moduleId: ModuleId, locale: Locale): string[] {
  const url = manifestUrlOf(MODULES[moduleId].remote);
  const manifest = url ? manifests.get(url) : undefined;
  if (!url || !manifest) return [];
  const name = moduleId.slice(moduleId.indexOf('/') + 1);
  const js = manifest.exposes?.find((expose) => expose.name === name)?.assets?.js;
  const texts = (js?.async ?? []).filter((file) => TEXTS_FILE.exec(file)?.[1] === locale);
  return [...(js?.sync ?? []), ...texts].map((file) => new URL(file, url).href);
}

/**
 * Asks for a module's chunks and texts together, as soon as the module is wanted: the federation
 * runtime asks for the chunks, and the texts only once the module's code has run (one more round
 * trip). Files already requested by the page are left alone. Does nothing until the remote's
 * manifest has been read (readManifestsWhenIdle): the first load has the gateway's hints instead.
 */
export function preloadModuleAssets(
  moduleId: ModuleId,
  locale: Locale,
  doc: Document = document,
): void {
  const wanted = moduleAssetUrls(moduleId, locale);
  if (wanted.length === 0) return;
  const requested = new Set<string>([
    ...Array.from(doc.scripts, (script) => script.src),
    ...Array.from(
      doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
      (link) => link.href,
    ),
  ]);
  for (const href of wanted) {
    if (!requested.has(href)) preloadScript(href, { doc });
  }
}

/**
 * Once the page has loaded and the main thread is idle, reads the manifest of every registered
 * remote, so later navigations can ask for a page's files together (preloadModuleAssets). Not
 * on 2g or with data saver (commerce spec section 9): the pages then load as without it. While
 * the browser reports no network it waits for the network to come back: a request made offline
 * only fails (and the browser logs the failure).
 */
export function readManifestsWhenIdle(
  remotes: readonly RemoteName[],
  fetchImpl: typeof fetch = fetch,
  win: Window = window,
): void {
  if (!mayPrefetch(win.navigator)) return;
  const read = () => {
    whenIdleOnline(
      () => {
        for (const remote of remotes) {
          const url = manifestUrlOf(remote);
          if (url) void readManifest(url, fetchImpl);
        }
      },
      2_000,
      win,
    );
  };
  if (win.document.readyState === 'complete') read();
  else win.addEventListener('load', read, { once: true });
}
