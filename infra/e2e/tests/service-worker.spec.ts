// Issue 14, returning visits: the shell's service worker serves every script of a returning
// visit from its caches, and a page load without a network shows the shell with its offline
// banner instead of the browser's error page.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

test.use({ serviceWorkers: 'allow' });

const REMOTE_FILES_CACHE = 'dukkan-remote-files';
const OFFLINE_BANNER = {
  en: 'You are offline. Parts of the page may not load until the connection is back.',
  ar: 'أنت غير متصل بالإنترنت. قد لا تُحمَّل بعض أجزاء الصفحة حتى يعود الاتصال.',
};

const pageHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first();

/** The remote files (not manifests) this page loaded that are not in the worker's cache yet. */
function uncachedRemoteFiles(page: Page) {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    const names = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/remotes/') && !name.endsWith('.json'));
    const missing: string[] = [];
    for (const name of names) if (!(await cache.match(name))) missing.push(name);
    return missing;
  }, REMOTE_FILES_CACHE);
}

test('a returning visit gets every script from the service worker; offline shows the banner', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // First visit: the shell registers the worker once the page is idle; it precaches the shell
  // and, asked by the page, caches the remote files loaded before it took control.
  await page.goto('/en');
  await expect(pageHeading(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => uncachedRemoteFiles(page), { timeout: 30_000 }).toEqual([]);
  // The version folders of this visit: deploy.spec may publish a new search version meanwhile
  // (another worker), and a new version's files are new URLs the worker has never seen.
  const versionFolders = await page.evaluate(() =>
    Object.values(
      JSON.parse(document.getElementById('dukkan-registry')?.textContent ?? '{}') as Record<
        string,
        { manifest: string }
      >,
    ).map((entry) => entry.manifest.replace(/mf-manifest\.json$/, '')),
  );
  expect(versionFolders.length).toBeGreaterThan(0);

  // Returning visit: every script the page gets comes from the worker, and the worker itself
  // fetches none (its own update check, /sw.js, always goes to the network by design).
  const scripts: { path: string; fromServiceWorker: boolean }[] = [];
  const workerFetches: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push({ path, fromServiceWorker: response.fromServiceWorker() });
  });
  context.on('request', (request) => {
    if (!request.serviceWorker()) return;
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js') || path === '/sw.js') return;
    if (path.startsWith('/remotes/') && !versionFolders.some((folder) => path.startsWith(folder)))
      return;
    workerFetches.push(path);
  });
  await page.reload();
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.path.startsWith('/main.'))).toBe(true);
  expect(scripts.some((script) => script.path.startsWith('/remotes/'))).toBe(true);
  expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);
  expect(workerFetches).toEqual([]);

  // Offline: the page load fails in the worker, which answers with the shell's offline document;
  // the shell starts without a registry and shows its banner in the page's language.
  await context.setOffline(true);
  try {
    for (const locale of ['en', 'ar'] as const) {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByRole('status').filter({ hasText: OFFLINE_BANNER[locale] }),
      ).toBeVisible();
      // The offline document never carries a registry (a stale one would point at old remotes).
      await expect(page.locator('#dukkan-registry')).toHaveCount(0);
    }
  } finally {
    await context.setOffline(false);
  }
});
