#!/usr/bin/env node
// @ts-check
// `npm run bench:bundle`: loads the home page in Chromium through the gateway and prints the
// JavaScript it downloaded: gzip bytes per package and per shared library, and how many copies
// of react-dom and of the federation runtime arrived.
//   --build        run `npm run build` first (otherwise the current builds are measured)
//   --page /ar     another page (default /en)
//   --json FILE    also write the figures as JSON
// The current dist/ builds are published into a temporary deploy root, served by a gateway on a
// free port (with the commerce service when it is built, on a temporary database).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { runCommand } from './lib/proc.mjs';
import { startBuiltStore } from './lib/built-store.mjs';
import { charsPerSource, classifySource } from './lib/source-map-attribution.mjs';
import { parseArgs, run } from './lib/cli.mjs';

const REACT_DOM_MARKER = '__reactContainer$';
// A hook name only @module-federation/runtime-core contains (remoteEntry.js has the error codes too).
const FEDERATION_RUNTIME_MARKER = 'beforeLoadRemoteSnapshot';

/**
 * @typedef {object} ScriptFile
 * @property {string} path URL path
 * @property {string} origin `shell` or the remote name
 * @property {Buffer} body decoded bytes
 * @property {number} transferred encoded body bytes on the wire (brotli/gzip from the gateway)
 * @property {number} gzip bytes after gzip level 9
 */

/** @param {string} pathname */
function originOf(pathname) {
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  return match?.[1] ?? 'shell';
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {string} title
 * @param {{ name: string, raw: number, gzip: number, files?: number, transferred?: number }[]} rows
 */
function printTable(title, rows) {
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(title.length, ...sorted.map((row) => row.name.length)) + 2;
  const hasFiles = sorted.some((row) => row.files !== undefined);
  console.log(
    `\n${title.padEnd(width)}${'gzip'.padStart(11)}${'raw'.padStart(11)}${hasFiles ? `${'sent'.padStart(11)}${'files'.padStart(7)}` : ''}`,
  );
  for (const row of sorted) {
    const extra = hasFiles
      ? `${kb(row.transferred ?? 0).padStart(11)}${String(row.files ?? '').padStart(7)}`
      : '';
    console.log(
      `${row.name.padEnd(width)}${kb(row.gzip).padStart(11)}${kb(row.raw).padStart(11)}${extra}`,
    );
  }
}

run(async () => {
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
    const { stack } = store;

    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    /** @type {Promise<ScriptFile>[]} */
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok() || !/javascript/.test(type)) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          const pathname = new URL(response.url()).pathname;
          return {
            path: pathname,
            origin: originOf(pathname),
            body,
            transferred: sizes.responseBodySize,
            gzip: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    await page.goto(`${stack.gatewayUrl}${pagePath}`, { waitUntil: 'load' });
    // The page's heading, or the fallback a remote that is not built leaves in its place.
    await page.locator('main h1, main [role="alert"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);

    /** @type {Map<string, { name: string, raw: number, gzip: number }>} */
    const packages = new Map();
    /** @type {Map<string, { name: string, raw: number, gzip: number }>} */
    const libraries = new Map();
    /** @type {Map<string, { name: string, raw: number, gzip: number, files: number, transferred: number }>} */
    const origins = new Map();
    let unmappedFiles = 0;

    for (const file of files) {
      const origin = origins.get(file.origin) ?? {
        name: file.origin === 'shell' ? 'shell (/)' : `/remotes/${file.origin}/`,
        raw: 0,
        gzip: 0,
        files: 0,
        transferred: 0,
      };
      origin.raw += file.body.length;
      origin.gzip += file.gzip;
      origin.files += 1;
      origin.transferred += file.transferred;
      origins.set(file.origin, origin);

      const code = file.body.toString('utf8');
      /** @type {Map<string | null, number>} */
      let shares = new Map([[null, code.length]]);
      const mapResponse = await fetch(`${stack.gatewayUrl}${file.path}.map`);
      if (mapResponse.ok) {
        shares = charsPerSource(
          code,
          /** @type {{ sources: string[], mappings: string }} */ (await mapResponse.json()),
        );
      } else {
        unmappedFiles += 1;
      }
      const total = [...shares.values()].reduce((sum, n) => sum + n, 0) || 1;
      for (const [source, chars] of shares) {
        const { kind, name } = classifySource(source, file.origin);
        const table = kind === 'library' ? libraries : packages;
        const row = table.get(name) ?? { name, raw: 0, gzip: 0 };
        // Each file's bytes and gzip size are split in proportion to the characters it owes each source.
        row.raw += (file.body.length * chars) / total;
        row.gzip += (file.gzip * chars) / total;
        table.set(name, row);
      }
    }

    const reactDomCopies = files.filter((file) => file.body.includes(REACT_DOM_MARKER)).length;
    const runtimeCopies = files.filter((file) =>
      file.body.includes(FEDERATION_RUNTIME_MARKER),
    ).length;
    const total = files.reduce(
      (sum, file) => ({
        raw: sum.raw + file.body.length,
        gzip: sum.gzip + file.gzip,
        sent: sum.sent + file.transferred,
      }),
      { raw: 0, gzip: 0, sent: 0 },
    );

    console.log(
      `\nJavaScript downloaded by ${pagePath} (${files.length} files; commerce service ${stack.commerce ? 'running' : 'not running'})`,
    );
    console.log(
      'gzip = gzip -9 of the file, split by source-map share; sent = bytes on the wire (gateway brotli)',
    );
    printTable('by origin', [...origins.values()]);
    printTable('by package (own code)', [...packages.values()]);
    printTable('by shared library', [...libraries.values()]);
    console.log(`\ntotal: ${kb(total.gzip)} gzip, ${kb(total.raw)} raw, ${kb(total.sent)} sent`);
    console.log(`copies of react-dom: ${reactDomCopies}`);
    console.log(`copies of the federation runtime: ${runtimeCopies}`);
    if (unmappedFiles)
      console.log(
        `(${unmappedFiles} files had no source map and count as their origin's own code)`,
      );

    if (typeof options.json === 'string') {
      writeFileSync(
        options.json,
        `${JSON.stringify({ page: pagePath, files: files.map((f) => ({ path: f.path, raw: f.body.length, gzip: f.gzip, sent: f.transferred })), origins: [...origins.values()], packages: [...packages.values()], libraries: [...libraries.values()], total, reactDomCopies, runtimeCopies }, null, 2)}\n`,
      );
    }
  } finally {
    await browser?.close();
    await store?.stop();
  }
});
