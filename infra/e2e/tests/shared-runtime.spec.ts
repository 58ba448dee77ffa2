// Issue 2 item 8: react-dom and the federation runtime are each downloaded once per page.
// Issue 14: and the bundler glue of the remotes' entries is the shell's too.
import { collectScripts, expect, test } from './support';

/** Text only React DOM's client build contains (its container marker property). */
const REACT_DOM_MARKER = '__reactContainer$';
/**
 * Text only the federation runtime core contains (the name of one of its hooks). Remotes are
 * built with `externalRuntime`, so their remoteEntry.js carries only the thin bundler glue
 * (which does include the error codes, so `RUNTIME-001` would not do as a marker).
 */
const FEDERATION_RUNTIME_MARKER = 'beforeLoadRemoteSnapshot';
/**
 * Text only the webpack bundler runtime contains (the name of the runtime plugin its `init`
 * registers). The shell hands its copy to the remotes (infra/build/federation), so a remote
 * entry carries none.
 */
const BUNDLER_RUNTIME_MARKER = 'tree-shake-plugin';

test('react-dom and the federation runtime arrive exactly once on the home page', async ({
  page,
  consoleWatch,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/en');
  // The heading is in the HTML's first screen before any script has run: wait for the app to
  // have taken it over and for the remotes' entries to have come (on a busy machine the network
  // could fall idle while the shell's own scripts still ran, before it asked for them).
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() => scripts.filter((script) => script.url.endsWith('/remoteEntry.js')).length)
    .toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');

  const bodies = await Promise.all(
    scripts.map(async (script) => ({
      url: script.url,
      text: (await script.body).toString('utf8'),
    })),
  );
  const entries = bodies.filter((script) => script.url.endsWith('/remoteEntry.js'));
  // The home page composes several remotes (page and header fragments), so "once" means shared.
  expect(entries.length).toBeGreaterThanOrEqual(2);

  const withReactDom = bodies
    .filter((script) => script.text.includes(REACT_DOM_MARKER))
    .map((s) => new URL(s.url).pathname);
  const withRuntime = bodies
    .filter((script) => script.text.includes(FEDERATION_RUNTIME_MARKER))
    .map((s) => new URL(s.url).pathname);
  const withBundlerRuntime = bodies
    .filter((script) => script.text.includes(BUNDLER_RUNTIME_MARKER))
    .map((s) => new URL(s.url).pathname);
  expect(withReactDom).toHaveLength(1);
  expect(withRuntime).toHaveLength(1);
  // The one runtime is the shell's: remotes use it rather than bring their own.
  expect(withRuntime[0]).toMatch(/^\/main\.[0-9a-f]{10}\.js$/);
  // So is the bundler glue.
  expect(withBundlerRuntime).toEqual(withRuntime);
  expect(consoleWatch.unexpected()).toEqual([]);
});
