// @ts-check
// The JavaScript a page downloads on its first load, and where its bytes come from: used by
// `npm run bench:bundle` (infra/bench, one page, printed) and by the bytes budget of `npm test`
// (infra/scripts/check-bytes-budget.mjs, every key page against infra/scripts/bytes-budget.mjs).
// A page is loaded in Chromium through the gateway of a built store (lib/built-store.mjs); each
// script is gzipped at level 9 (deterministic, unlike load times) and split by its source map.
import { gzipSync } from 'node:zlib';
import { charsPerSource, classifySource } from './source-map-attribution.mjs';

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

/** @typedef {{ name: string, raw: number, gzip: number, files?: number, transferred?: number }} Row */

/**
 * @typedef {object} PageScripts
 * @property {string} page the path loaded
 * @property {ScriptFile[]} files
 * @property {Row[]} origins per origin: the shell (`/`) or `/remotes/<name>/`
 * @property {Row[]} packages own code per package
 * @property {Row[]} libraries per shared library
 * @property {{ raw: number, gzip: number, sent: number }} total
 * @property {number} reactDomCopies files that contain react-dom
 * @property {number} runtimeCopies files that contain the federation runtime core
 * @property {number} unmappedFiles files without a source map (counted as their origin's code)
 */

/** @param {string} pathname */
function originOf(pathname) {
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  return match?.[1] ?? 'shell';
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Chromium for the measurements: `CHROMIUM_PATH`, default the system one. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Loads `origin + pagePath` in a fresh context (empty cache and storage: a first visit) and
 * returns every script it downloaded until the page's heading (or a slot's fallback) showed and
 * the network went quiet, with the per-origin, per-package and per-library split.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin gateway base URL without the trailing slash
 * @param {string} pagePath
 * @returns {Promise<PageScripts>}
 */
export async function measurePageScripts(browser, origin, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    /** @type {Promise<ScriptFile>[]} */
    const pending = [];
    let requestCount = 0;
    let inFlight = 0;
    page.on('request', () => {
      requestCount += 1;
      inFlight += 1;
    });
    const settled = () => {
      inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
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
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    // The page's heading, or the fallback a remote that is not built leaves in its place.
    await page.locator('main h1, main [role="alert"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A page's heading can show before the parts its data brings (the search results' grid is
    // the catalogue's module, loaded once the answer is there), and the first quiet moment can
    // fall between the two: 19 files one run, 23 the next. Quiet means a second with no new
    // request and none still open (a cold service's first search answers in 2 s or more; the
    // `networkidle` state fires once, so it cannot be awaited again). At most 20 s more, for a
    // page that polls.
    let requests = -1;
    for (let wait = 0; wait < 20 && (requests !== requestCount || inFlight > 0); wait += 1) {
      requests = requestCount;
      await page.waitForTimeout(1_000);
    }
    const files = await Promise.all(pending);
    return { page: pagePath, ...(await splitScripts(files, origin)) };
  } finally {
    await context.close();
  }
}

/**
 * @param {ScriptFile[]} files
 * @param {string} origin where the source maps are served
 */
async function splitScripts(files, origin) {
  /** @type {Map<string, Row>} */
  const packages = new Map();
  /** @type {Map<string, Row>} */
  const libraries = new Map();
  /** @type {Map<string, Required<Row>>} */
  const origins = new Map();
  let unmappedFiles = 0;

  for (const file of files) {
    const row = origins.get(file.origin) ?? {
      name: file.origin === 'shell' ? 'shell (/)' : `/remotes/${file.origin}/`,
      raw: 0,
      gzip: 0,
      files: 0,
      transferred: 0,
    };
    row.raw += file.body.length;
    row.gzip += file.gzip;
    row.files += 1;
    row.transferred += file.transferred;
    origins.set(file.origin, row);

    const code = file.body.toString('utf8');
    /** @type {Map<string | null, number>} */
    let shares = new Map([[null, code.length]]);
    const mapResponse = await fetch(`${origin}${file.path}.map`);
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
      const entry = table.get(name) ?? { name, raw: 0, gzip: 0 };
      // Each file's bytes and gzip size are split in proportion to the characters it owes each source.
      entry.raw += (file.body.length * chars) / total;
      entry.gzip += (file.gzip * chars) / total;
      table.set(name, entry);
    }
  }

  return {
    files,
    origins: [...origins.values()],
    packages: [...packages.values()],
    libraries: [...libraries.values()],
    total: files.reduce(
      (sum, file) => ({
        raw: sum.raw + file.body.length,
        gzip: sum.gzip + file.gzip,
        sent: sum.sent + file.transferred,
      }),
      { raw: 0, gzip: 0, sent: 0 },
    ),
    reactDomCopies: files.filter((file) => file.body.includes(REACT_DOM_MARKER)).length,
    runtimeCopies: files.filter((file) => file.body.includes(FEDERATION_RUNTIME_MARKER)).length,
    unmappedFiles,
  };
}

/**
 * @param {string} title
 * @param {Row[]} rows
 * @param {(line: string) => void} [print]
 */
export function printTable(title, rows, print = console.log) {
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(title.length, ...sorted.map((row) => row.name.length)) + 2;
  const hasFiles = sorted.some((row) => row.files !== undefined);
  print(
    `\n${title.padEnd(width)}${'gzip'.padStart(11)}${'raw'.padStart(11)}${hasFiles ? `${'sent'.padStart(11)}${'files'.padStart(7)}` : ''}`,
  );
  for (const row of sorted) {
    const extra = hasFiles
      ? `${kb(row.transferred ?? 0).padStart(11)}${String(row.files ?? '').padStart(7)}`
      : '';
    print(
      `${row.name.padEnd(width)}${kb(row.gzip).padStart(11)}${kb(row.raw).padStart(11)}${extra}`,
    );
  }
}

/**
 * The three tables (origin, package, library) and the totals of one page.
 * @param {PageScripts} result
 * @param {(line: string) => void} [print]
 */
export function printPageScripts(result, print = console.log) {
  print('gzip = gzip -9 of the file, split by source-map share; sent = bytes on the wire');
  printTable('by origin', result.origins, print);
  printTable('by package (own code)', result.packages, print);
  printTable('by shared library', result.libraries, print);
  const { total } = result;
  print(`\ntotal: ${kb(total.gzip)} gzip, ${kb(total.raw)} raw, ${kb(total.sent)} sent`);
  print(`copies of react-dom: ${result.reactDomCopies}`);
  print(`copies of the federation runtime: ${result.runtimeCopies}`);
  if (result.unmappedFiles)
    print(`(${result.unmappedFiles} files had no source map and count as their origin's own code)`);
}
