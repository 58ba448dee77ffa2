#!/usr/bin/env node
// @ts-check
// `npm run bench:bundle`: loads the home page in Chromium through the gateway and prints the
// JavaScript it downloaded: gzip bytes per package and per shared library, and how many copies
// of react-dom and of the federation runtime arrived.
//   --build        run `npm run build` first (otherwise the current builds are measured)
//   --page /ar     another page (default /en)
//   --json FILE    also write the figures as JSON
//   --help         print this
// The current dist/ builds are published into a temporary deploy root, served by a gateway on a
// free port (with the commerce service when it is built, on a temporary database). The
// measurement itself is infra/scripts/lib/page-scripts.mjs, shared with the bytes budget of `npm test`.
import { writeFileSync } from 'node:fs';
import { runCommand } from '../scripts/lib/proc.mjs';
import { startBuiltStore } from '../scripts/lib/built-store.mjs';
import {
  launchChromium,
  measurePageScripts,
  printPageScripts,
} from '../scripts/lib/page-scripts.mjs';
import { parseArgs, run } from '../scripts/lib/cli.mjs';
import { printedUsage } from './lib/usage.mjs';

run(async () => {
  if (printedUsage(import.meta.url)) return;
  const { options } = parseArgs(process.argv.slice(2), ['page', 'json']);
  const pagePath = typeof options.page === 'string' ? options.page : '/en';
  if (options.build) {
    const code = await runCommand('npx', ['lerna', 'run', 'build', '--concurrency', '2']);
    if (code !== 0) throw new Error('The build failed (see above).');
  }

  /** @type {Awaited<ReturnType<typeof startBuiltStore>> | undefined} */
  let store;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    store = await startBuiltStore({
      notBuiltHint: 'Their slots show the fallback; run with --build.',
    });
    browser = await launchChromium();
    const result = await measurePageScripts(browser, store.origin, pagePath);

    console.log(
      `\nJavaScript downloaded by ${pagePath} (${result.files.length} files; commerce service ${store.stack.commerce ? 'running' : 'not running'})`,
    );
    printPageScripts(result);

    if (typeof options.json === 'string') {
      const { files, origins, packages, libraries, total, reactDomCopies, runtimeCopies } = result;
      writeFileSync(
        options.json,
        `${JSON.stringify({ page: pagePath, files: files.map((f) => ({ path: f.path, raw: f.body.length, gzip: f.gzip, sent: f.transferred })), origins, packages, libraries, total, reactDomCopies, runtimeCopies }, null, 2)}\n`,
      );
    }
  } finally {
    await browser?.close();
    await store?.stop();
  }
});
