#!/usr/bin/env node
// @ts-check
// `npm run bench:trace`: what the main thread does on a first visit, from a Chromium performance
// trace, on the current production builds (it builds nothing). Each run is a new browser context
// (empty cache, no cookies, no saved area: the select-area dialog opens) at 412 x 823 px with a
// phone's user agent (Lighthouse's mobile screen), the CPU slowed 4x through the DevTools
// protocol, no network throttling. The trace runs from before the navigation until 3 s after the
// network went idle. From the page's renderer main thread it takes the top-level tasks from
// navigation start on and prints, per page, the median and range (min to max) over the runs of:
//   blocking sum     the sum over tasks longer than 50 ms (--long-task-ms) of the part over it:
//                    Lighthouse's TBT without its FCP-to-TTI window, over the whole load
//   tasks > 50 ms    how many tasks were longer than 50 ms; longest task: the longest one
//   FCP, LCP         first contentful paint and the last largest-contentful-paint candidate
//   blocking on CPU  the blocking sum from each task's CPU time (the trace's thread clock)
//                    instead of its duration: on this shared machine a task's duration is often
//                    twice its CPU time (waits for a core, for the browser process's font
//                    lookups), and those waits move with the load; compare builds by this one
//   main-thread CPU  the CPU time the main thread used in those tasks (the trace's thread clock).
//                    Chromium slows the CPU by keeping the thread busy, so most of the 4x counts
//                    in it, and a wait for a core on a busy machine does not (under heavy load
//                    it falls somewhat). It moved less with the load than the times above.
// These are times on a shared 2-core machine: compare two builds by the ratio of figures
// measured in one session (run the script on each, one after the other, with --label), never
// against absolute targets; they are not assertions.
// Measurement details: the trace's CPU profiler starts inside the navigation's first task (10 to
// 400 ms at 4x here); that start is taken out of the task. Each context first opens a page of
// another site (see traceFirstVisit) so that the page's own new renderer is traced from its
// navigation on; a load whose renderer was still traced too late is detected
// (lib/main-thread-trace.mjs) and done again, three loads at most.
//   --pages en/home,ar/cart,...  page keys as bench:lighthouse takes them (home, category,
//                            product, search, cart, with or without en/ or ar/; default en/home)
//   --runs N                 runs per page (default 5). Pages take turns (run 1 of every page,
//                            then run 2, ...) so a change in the machine's load hits all alike.
//   --tasks                  for each long task, the five packages that took most of it (self
//                            time of the CPU profile samples in the trace, mapped through the
//                            scripts' source maps) with the file that took most in each;
//                            `(renderer, not JS)` is time outside script: style, layout and
//                            paint (listed from the trace's own events) and other native work
//   --packages               also the main thread's self time per package (the groups of --tasks)
//                            in every task from FCP on, long or not, per run in the JSON and as
//                            a table of medians (min to max) per page: which libraries' work
//                            a change moved, steadier between runs than the blocking sum; and
//                            each package's largest self time in one task (did a change split
//                            its work, or only move it?)
//   --label NAME             a name for the build measured, printed in the header and the JSON
//   --cpu N                  the CPU slowdown (default 4)
//   --long-task-ms N         the length from which a task counts as long (default 50): the
//                            blocking sums, the count and --tasks use it. Lighthouse counts a
//                            task at a slowdown S from 50 / S ms of its unthrottled time, so
//                            `--cpu 1 --long-task-ms 7.8` lists what it counts at 6.4x
//   --network slow4g         also throttle the network like Lighthouse's slow 4G (562.5 ms
//                            round trip, 1.4 Mbit/s down, 675 kbit/s up); default none
//   --category KEY --product KEY --query Q   the URL keys used (fresh-fruits, mangoes-6, milk)
//   --json FILE              also write every run's figures (and long tasks with --tasks) as JSON
//   --traces DIR             also keep each run's trace as DIR/<page>-<run>.json (it opens in
//                            DevTools' Performance panel)
//   --help                   print this
// The builds are published into a temporary deploy root and served by the gateway with the
// commerce service on a temporary database, both with NODE_ENV=production, on PORT and
// COMMERCE_PORT when set (free ports otherwise). Chromium: CHROMIUM_PATH (default
// /usr/bin/chromium). The load average is printed with the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltStore, warmPages } from '../scripts/lib/built-store.mjs';
import {
  DEFAULT_PAGE_URL_KEYS,
  loadAverage,
  median,
  millis,
  selectPages,
} from './lib/bench-pages.mjs';
import { parseArgs, run } from '../scripts/lib/cli.mjs';
import { printedUsage } from './lib/usage.mjs';
import { launchChromium } from '../scripts/lib/page-scripts.mjs';
import {
  IncompleteTraceError,
  LONG_TASK_MS,
  TOP_PER_TASK,
  figuresOf,
  longTaskSources,
  mainThreadOf,
  packageTimes,
} from './lib/main-thread-trace.mjs';
import { sourceLookup } from './lib/source-lookup.mjs';

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  '__metadata',
];
const SETTLE_MS = 3_000;
/** A pause between starting the trace and loading the page, for every process to be traced. */
const TRACE_SETUP_MS = 1_000;
/** Loads of a page per run when Chromium traced its renderer too late (IncompleteTraceError). */
const ATTEMPTS = 3;

/** Lighthouse 12's mobile preset: a Moto G Power's screen and user agent. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  /** @param {string} version the browser's version */
  userAgent: (version) =>
    `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ` +
    `Chrome/${version.split('.')[0]}.0.0.0 Mobile Safari/537.36`,
};

/** Lighthouse's slow 4G as DevTools applies it (its `devtools` throttling method). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * Loads `url` in a new context (a first visit) and returns the trace of the load.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ cpu: number, network: boolean }} options
 * @returns {Promise<import('./lib/main-thread-trace.mjs').TraceEvent[]>}
 */
async function traceFirstVisit(browser, url, { cpu, network }) {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: MOBILE.isMobile,
    hasTouch: MOBILE.hasTouch,
    userAgent: MOBILE.userAgent(browser.version()),
  });
  try {
    const page = await context.newPage();
    // First a page of another site: the gateway's 404 at 127.0.0.1 for a page at localhost (two
    // sites to Chromium, so nothing of the visit is shared). Without it about a third of the
    // loads lost the start of the page's renderer (created during the trace and traced too
    // late, see IncompleteTraceError); with it, the page still loads in a new renderer process
    // of its own, and that renderer is traced from the navigation on.
    const otherSite = new URL(url);
    otherSite.hostname = otherSite.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    await page.goto(`${otherSite.origin}/remotes/bench-trace-other-site`);
    const client = await context.newCDPSession(page);
    if (network) {
      await client.send('Network.enable');
      await client.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    /** @type {Promise<string | undefined>} */
    const complete = new Promise((resolve) => {
      client.once('Tracing.tracingComplete', (event) => resolve(event.stream));
    });
    await client.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
    });
    await page.waitForTimeout(TRACE_SETUP_MS);
    await client.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.waitForTimeout(SETTLE_MS);
    await client.send('Tracing.end');
    const stream = await complete;
    if (!stream) throw new Error('The trace came back without a stream.');
    /** @type {Buffer[]} */
    const parts = [];
    for (;;) {
      const chunk = await client.send('IO.read', { handle: stream, size: 4 * 1024 * 1024 });
      parts.push(Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8'));
      if (chunk.eof) break;
    }
    await client.send('IO.close', { handle: stream });
    const parsed = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await context.close();
  }
}

const seconds = (/** @type {number} */ ms) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-';

run(async () => {
  if (printedUsage(import.meta.url)) return;
  const { options } = parseArgs(process.argv.slice(2), [
    'pages',
    'runs',
    'label',
    'cpu',
    'network',
    'category',
    'product',
    'query',
    'json',
    'traces',
    'long-task-ms',
  ]);
  const str = (/** @type {string} */ key, /** @type {string} */ fallback) =>
    typeof options[key] === 'string' ? /** @type {string} */ (options[key]) : fallback;
  const pages = selectPages(str('pages', 'en/home'), {
    category: str('category', DEFAULT_PAGE_URL_KEYS.category),
    product: str('product', DEFAULT_PAGE_URL_KEYS.product),
    query: str('query', DEFAULT_PAGE_URL_KEYS.query),
  });
  const runs = Math.max(1, Number(str('runs', '5')) || 5);
  const cpu = Math.max(1, Number(str('cpu', '4')) || 4);
  const networkName = str('network', 'none');
  if (!['none', 'slow4g'].includes(networkName)) throw new Error('--network takes slow4g.');
  const network = networkName === 'slow4g';
  const longTaskMs = Number(str('long-task-ms', String(LONG_TASK_MS)));
  if (!(longTaskMs > 0)) throw new Error('--long-task-ms takes a length in ms over 0.');
  const withTasks = options.tasks === true;
  const withPackages = options.packages === true;
  const label = str('label', '');
  const tracesDir = typeof options.traces === 'string' ? options.traces : undefined;
  if (tracesDir) mkdirSync(tracesDir, { recursive: true });

  /** @type {Awaited<ReturnType<typeof startBuiltStore>> | undefined} */
  let store;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    store = await startBuiltStore({
      gatewayPort: Number(process.env.PORT ?? 0),
      commercePort: Number(process.env.COMMERCE_PORT ?? 0),
      notBuiltHint: 'Build them first.',
    });
    const { origin } = store;
    await warmPages(
      origin,
      pages.map((page) => page.path),
    );
    browser = await launchChromium();

    /** @type {Map<string, Promise<((line: number, column: number) => string | null) | null>>} */
    const maps = new Map();
    const mapOf = (/** @type {string} */ url) => {
      let lookup = maps.get(url);
      if (!lookup) {
        lookup = fetch(`${url}.map`)
          .then(async (response) => (response.ok ? sourceLookup(await response.json()) : null))
          .catch(() => null);
        maps.set(url, lookup);
      }
      return lookup;
    };

    const loadAtStart = loadAverage();
    console.log(
      `\nMain-thread trace of a first visit${label ? `: ${label}` : ''}` +
        `\n412 x 823 mobile, CPU ${cpu}x, network ${network ? 'slow 4G' : 'not throttled'}, ` +
        `${runs} run(s) per page in turn, ${origin}, Chromium ${browser.version()}` +
        `\nload average at start: ${loadAtStart}\n`,
    );

    /**
     * @typedef {ReturnType<typeof figuresOf> & { run: number, error?: undefined,
     *   longTaskSources?: Awaited<ReturnType<typeof longTaskSources>>,
     *   packageTimes?: Awaited<ReturnType<typeof packageTimes>> }} RunFigures
     */
    /** @type {{ page: string, path: string, runs: (RunFigures | { run: number, error: string })[] }[]} */
    const results = pages.map((page) => ({ page: page.name, path: page.path, runs: [] }));
    for (let index = 0; index < runs; index += 1) {
      for (const [pageIndex, page] of pages.entries()) {
        const entry = /** @type {(typeof results)[number]} */ (results[pageIndex]);
        const url = `${origin}${page.path}`;
        const prefix = `${page.name.padEnd(13)}run ${index + 1}: `;
        try {
          /** @type {Awaited<ReturnType<typeof traceFirstVisit>>} */
          let events = [];
          /** @type {ReturnType<typeof mainThreadOf> | undefined} */
          let thread;
          for (let attempt = 1; !thread; attempt += 1) {
            events = await traceFirstVisit(browser, url, { cpu, network });
            if (tracesDir) {
              const file = `${page.name.replace('/', '-')}-${index + 1}.json`;
              writeFileSync(path.join(tracesDir, file), JSON.stringify({ traceEvents: events }));
            }
            try {
              thread = mainThreadOf(events, url);
            } catch (error) {
              // A renderer traced too late is a fault of the tracing, not of the page: load again.
              if (!(error instanceof IncompleteTraceError) || attempt >= ATTEMPTS) throw error;
              console.warn(`${prefix}${error.message} Loading again.`);
            }
          }
          /** @type {RunFigures} */
          const figures = { run: index + 1, ...figuresOf(thread, longTaskMs) };
          console.log(
            `${prefix}blocking ${millis(figures.blockingSum)} (on CPU ` +
              `${millis(figures.cpuBlockingSum)}), ${figures.longTasks} tasks > ` +
              `${longTaskMs} ms, longest ${millis(figures.longest)}, FCP ${seconds(figures.fcp)}, ` +
              `LCP ${seconds(figures.lcp)}, main-thread CPU ${millis(figures.cpu)} ` +
              `(load ${loadAverage().split(',')[0]})`,
          );
          if (withTasks) {
            figures.longTaskSources = await longTaskSources(events, thread, mapOf, longTaskMs);
            printLongTasks(figures.longTaskSources);
          }
          if (withPackages) figures.packageTimes = await packageTimes(events, thread, mapOf);
          entry.runs.push(figures);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          console.warn(`${prefix}failed: ${message}`);
          entry.runs.push({ run: index + 1, error: message });
        }
      }
    }

    const header = [
      'page',
      'blocking sum',
      'blocking on CPU',
      `tasks > ${longTaskMs} ms`,
      'longest task',
      'FCP',
      'LCP',
      'main-thread CPU',
      'runs ok',
    ];
    const rows = results.map(({ page, runs: all }) => {
      const ok = /** @type {RunFigures[]} */ (all.filter((figures) => !figures.error));
      /** @param {(figures: RunFigures) => number} pick @param {(n: number) => string} format */
      const cell = (pick, format) => {
        const values = ok.map(pick).filter((value) => Number.isFinite(value));
        if (!values.length) return '-';
        const range =
          values.length > 1
            ? ` (${format(Math.min(...values))} to ${format(Math.max(...values))})`
            : '';
        return `${format(median(values))}${range}`;
      };
      return [
        page,
        cell((f) => f.blockingSum, millis),
        cell((f) => f.cpuBlockingSum, millis),
        cell(
          (f) => f.longTasks,
          (n) => String(n),
        ),
        cell((f) => f.longest, millis),
        cell((f) => f.fcp, seconds),
        cell((f) => f.lcp, seconds),
        cell((f) => f.cpu, millis),
        `${ok.length}/${all.length}`,
      ];
    });
    const loadAtEnd = loadAverage();
    console.log(
      `\nmedian (min to max) of ${runs} run(s)${label ? `, ${label}` : ''}; CPU ${cpu}x; ` +
        `load average at start ${loadAtStart}, at end ${loadAtEnd}` +
        `\nshared-machine times: compare builds by ratio within one session, not as targets\n`,
    );
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    if (withPackages) printPackageTimes(results);

    if (typeof options.json === 'string') {
      writeFileSync(
        options.json,
        `${JSON.stringify(
          {
            label: label || undefined,
            date: new Date().toISOString(),
            cpu,
            longTaskMs,
            network: network ? 'slow4g' : 'none',
            loadavg: { start: loadAtStart, end: loadAtEnd },
            results,
          },
          null,
          2,
        )}\n`,
      );
      console.log(`\nwritten: ${options.json}`);
    }
  } finally {
    await browser?.close();
    await store?.stop();
  }
});

/** How many packages the --packages table lists per page, by median time. */
const PACKAGES_LISTED = 15;

/**
 * Per page, the median (min to max) over the runs of each package's self time from FCP on, and
 * of its largest self time in one task; a package missing from a run counts 0 ms in it.
 * @param {{ page: string, runs: ({ packageTimes?: { group: string, ms: number, peak: number }[],
 *   error?: string })[] }[]} results
 */
function printPackageTimes(results) {
  for (const { page, runs } of results) {
    const ok = runs.filter((figures) => !figures.error && figures.packageTimes);
    if (!ok.length) continue;
    const groups = new Set(
      ok.flatMap((figures) => (figures.packageTimes ?? []).map((t) => t.group)),
    );
    /** @param {number[]} values */
    const spread = (values) => ({
      median: median(values),
      range:
        ok.length > 1 ? ` (${millis(Math.min(...values))} to ${millis(Math.max(...values))})` : '',
    });
    const rows = [...groups].map((group) => {
      const times = ok.map((figures) => figures.packageTimes?.find((t) => t.group === group));
      return {
        group,
        total: spread(times.map((t) => t?.ms ?? 0)),
        peak: spread(times.map((t) => t?.peak ?? 0)),
      };
    });
    rows.sort((a, b) => b.total.median - a.total.median);
    const totals = ok.map((figures) =>
      (figures.packageTimes ?? []).reduce((sum, t) => sum + t.ms, 0),
    );
    console.log(
      `\n${page}: main-thread self time from FCP on, by package, median (min to max) of ` +
        `${ok.length} run(s); all packages ${millis(median(totals))} ` +
        `(${millis(Math.min(...totals))} to ${millis(Math.max(...totals))})`,
    );
    console.log('| package | self time | largest in one task |\n|---|---|---|');
    for (const row of rows.slice(0, PACKAGES_LISTED)) {
      console.log(
        `| ${row.group} | ${millis(row.total.median)}${row.total.range} | ` +
          `${millis(row.peak.median)}${row.peak.range} |`,
      );
    }
  }
}

/** @param {Awaited<ReturnType<typeof longTaskSources>>} tasks */
function printLongTasks(tasks) {
  /** @type {Map<string, number>} */
  const total = new Map();
  for (const task of tasks) {
    console.log(`    task at ${seconds(task.start)}, ${millis(task.duration)}:`);
    for (const row of task.top) {
      console.log(
        `      ${millis(row.ms).padStart(9)}  ${row.group.padEnd(28)} ${row.file.slice(0, 70)}`,
      );
    }
    for (const row of task.top) total.set(row.group, (total.get(row.group) ?? 0) + row.ms);
  }
  const summary = [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([group, ms]) => `${group} ${millis(ms)}`)
    .join(', ');
  if (summary) console.log(`    in all long tasks (their top ${TOP_PER_TASK} each): ${summary}`);
}
