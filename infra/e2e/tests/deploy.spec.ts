// Issue 2 item 8: deploying one remote changes what the browser gets, with no shell rebuild.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const repoRoot = path.resolve(__dirname, '../../..');
const deployDir = process.env.E2E_DEPLOY_DIR ?? path.join(repoRoot, 'infra/e2e/.deploy');
const publish = path.join(repoRoot, 'infra/scripts/publish-remotes.mjs');

interface Registry {
  search?: { entry: string; manifest: string; version: string; server?: string };
}

function publishScript(args: string[], env: Record<string, string> = {}) {
  return execFileSync(process.execPath, [publish, ...args, '--deploy-dir', deployDir], {
    cwd: repoRoot,
    // The e2e gateway reads the deploy root's remotes.json (stack.mjs), whatever DATABASE_URL says.
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

// The deploy changes the shared registry, so nothing else may run against it meanwhile.
test.describe.configure({ mode: 'serial' });
// Issue 14: the deploy must show on the next load with the service worker controlling the page.
test.use({ serviceWorkers: 'allow' });

const controllingWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('a published search version is what the next page load gets, with the same shell', async ({
  page,
  request,
}) => {
  const before = (await (await request.get('/remotes.json')).json()) as Registry;
  const oldVersion = before.search!.version;

  const searchRequests: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/remotes/search/')) searchRequests.push(pathname);
  });

  await page.goto('/en/search');
  // The HTML's first screen shows the page before any script has run: wait for the app.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  const shellScript = await page.locator('script[src*="/main."]').getAttribute('src');
  expect(shellScript).toMatch(/^\/main\.[0-9a-f]{10}\.js$/);
  const shellBefore = sha256(await (await request.get(shellScript!)).body());
  await expect
    .poll(() => searchRequests.some((p) => p.startsWith(`/remotes/search/${oldVersion}/`)))
    .toBe(true);
  // The shell registers its worker once the page is idle; it takes control without a reload.
  await expect.poll(() => controllingWorker(page), { timeout: 30_000 }).toMatch(/\/sw\.js$/);

  // The real publish script, with a suffix so the same build gets a new version folder.
  const suffix = `e2e${Date.now().toString(36)}`;
  const output = publishScript(['search'], { DUKKAN_VERSION_SUFFIX: suffix });
  const newVersion = /published search (\S+)/.exec(output)?.[1] ?? '';
  expect(newVersion).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+-[0-9a-f]{10}-${suffix}$`));
  expect(newVersion).not.toBe(oldVersion);
  try {
    const after = (await (await request.get('/remotes.json')).json()) as Registry;
    expect(after.search).toEqual({
      entry: `/remotes/search/${newVersion}/remoteEntry.js`,
      manifest: `/remotes/search/${newVersion}/mf-manifest.json`,
      version: newVersion,
      // The sha256 of the version's server-files.json (what a gateway on a static origin checks).
      server: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    searchRequests.length = 0;
    await page.reload();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => searchRequests.some((p) => p.startsWith(`/remotes/search/${newVersion}/`)))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
    expect(searchRequests.filter((p) => p.startsWith(`/remotes/search/${oldVersion}/`))).toEqual(
      [],
    );

    // No shell rebuild: the page still runs the very same shell file.
    expect(await page.locator('script[src*="/main."]').getAttribute('src')).toBe(shellScript);
    expect(sha256(await (await request.get(shellScript!)).body())).toBe(shellBefore);
  } finally {
    // Rollback is one registry line; leave the deploy root as the other tests expect it.
    publishScript(['--rollback', 'search', oldVersion]);
  }
  const restored = (await (await request.get('/remotes.json')).json()) as Registry;
  expect(restored.search!.version).toBe(oldVersion);
});
