#!/usr/bin/env node
// @ts-check
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU) on the key
// pages in both languages, on the current production builds (it builds nothing), and prints the
// medians: performance score, FCP, LCP, TBT, CLS, script bytes and requests.
//   --pages en,ar/cart,...   a subset: page keys (home, category, product, search, cart) with or
//                            without a locale (`en`, `ar`, `en/search`, `cart` = both locales)
//   --runs N                 runs per page and visit (default 3; the median is printed)
//   --visits first,returning which visits: first, returning, or both (the default; also written
//                            first,returning). First: empty cache and storage, the
//                            select-area dialog opens. Returning: the area saved (localStorage
//                            `store_choice`, cookie `store`) and the HTTP cache warm from one load.
//   --categories LIST        Lighthouse categories (default performance; add accessibility,
//                            best-practices, seo to see those scores too)
//   --category KEY --product KEY --query Q   the URL keys used (fresh-fruits, mangoes-6, milk)
//   --shifts                 print each run's largest layout shifts and the element moved
//   --json FILE              also write every run's figures as JSON
//   --reports DIR            also keep each run's whole Lighthouse report (long tasks, script
//                            boot-up time, main-thread breakdown) as DIR/<visit>-<page>-<run>.json
//   --cpu N                  the CPU slowdown instead of the preset's 4x (see below)
//   --throttling devtools    Lighthouse's applied throttling instead of its simulation: the CPU
//                            really slowed (Chromium keeps the main thread busy) and slow 4G's
//                            latency and throughput applied by DevTools, the page's own trace
//                            measured. The simulation (`simulate`, the default) loads the page
//                            unthrottled and estimates each metric from that trace, every
//                            task's wall time multiplied by the slowdown, waits for other
//                            processes and the inspector's own work included
//   --wall-only              leave out the figures on CPU time (below), a few seconds a run
//   --cpu-by-process         print, for each run, the CPU time of every process in the load
//                            (the page's main thread, the rest of its renderer, Chromium's
//                            other processes, the store's servers, the benchmark with Lighthouse)
//   --help                   print this
// With the simulation, each run is also audited a second time from its own trace rewritten so
// that every task of the page's main thread lasts its CPU time (lib/main-thread-trace.mjs
// `squeezeToCpuTime`): perf, LCP and TBT "on CPU time", and the share of the main thread's task
// time that was on the CPU. On a 2-core host the main thread waits for a core while Chromium's
// other threads and Lighthouse run, and the simulation multiplies those waits by the slowdown
// as well; the measured figures are the upper bound, those on CPU time the lower one. On Linux
// the kernel tells which (lib/run-queue.mjs): for the same span, how long the main thread was
// runnable but waiting for a core. Where that wait makes up the task time off the CPU, the
// thread did not block on anything a phone would wait for too, and the figures on CPU time
// are the page's own.
// The CPU slowdown is relative to the host: Lighthouse calibrates its 4x for a high-end desktop,
// a `benchmarkIndex` of 1,500 to 2,000 (its throttling docs). Each row shows the median index of
// its runs, and the end of the table the slowdown that would emulate the same phone on this
// host (4 x index / 1,750): on a host twice as fast, 4x emulates a phone twice as fast. It also
// prints the index of the device emulated (host index / slowdown): Lighthouse's docs put mid-tier
// mobile at 125 to 800; the preset's phone, 4x on a host of 1,750, is about 440.
// The builds are published into a temporary deploy root and served by the gateway with the
// commerce service on a temporary database, both with NODE_ENV=production, on PORT and
// COMMERCE_PORT when set (free ports otherwise). Chromium: CHROME_PATH (default /usr/bin/chromium).
// Scores move with the machine's load: the load average is printed with the figures.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltStore, warmPages } from '../scripts/lib/built-store.mjs';
import { parseArgs, run } from '../scripts/lib/cli.mjs';
import { printedUsage } from './lib/usage.mjs';
import {
  DEFAULT_PAGE_URL_KEYS,
  loadAverage,
  median,
  millis,
  selectPages,
} from './lib/bench-pages.mjs';
import { squeezeToCpuTime } from './lib/main-thread-trace.mjs';
import { startRunQueueSampler } from './lib/run-queue.mjs';

/** The preset's CPU slowdown, calibrated for a host of benchmarkIndex CALIBRATED_INDEX. */
const PRESET_CPU_SLOWDOWN = 4;
/** The middle of the high-end desktop range (1,500 to 2,000) in Lighthouse's throttling docs. */
const CALIBRATED_INDEX = 1750;

/**
 * The slowdown that emulates the preset's phone on a host of this benchmarkIndex.
 * @param {number} index
 */
export function calibratedSlowdown(index) {
  return (PRESET_CPU_SLOWDOWN * index) / CALIBRATED_INDEX;
}

/** The area a returning shopper saved (the shape the shell's store choice keeps). */
const SAVED_AREA = {
  city: { id: 'cairo', name: 'Cairo' },
  region: { id: 'cairo' },
  district: { id: 'maadi', name: 'Maadi' },
  defaultOrderSource: 'default',
};

/**
 * The figures of one Lighthouse result.
 * @param {any} lhr
 */
export function figuresOf(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const row = (/** @type {string} */ type) => summary.find((item) => item.resourceType === type);
  /** @type {Record<string, number>} */
  const scores = {};
  for (const [id, category] of Object.entries(lhr.categories ?? {})) {
    scores[id] = Math.round(/** @type {any} */ (category.score ?? NaN) * 100);
  }
  return {
    scores,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: row('script')?.transferSize ?? NaN,
    scriptRequests: row('script')?.requestCount ?? NaN,
    requests: row('total')?.requestCount ?? NaN,
    runtimeError: lhr.runtimeError?.message,
    /** Lighthouse's measure of the host's CPU (higher is faster). */
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
    /** The largest layout shifts: score and the element that moved most (selector, text). */
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((/** @type {any} */ item) => ({
      score: item.score,
      selector: item.node?.selector ?? '',
      snippet: String(item.node?.snippet ?? '').slice(0, 80),
    })),
  };
}

/** Lighthouse's files for a run gathered with `gatherMode` (its asset saver's names). */
const ARTIFACTS = 'artifacts.json';
const TRACE = 'defaultPass.trace.json';
const DEVTOOLS_LOG = 'defaultPass.devtoolslog.json';

/**
 * Audits a run again from its saved artifacts, its trace rewritten to the main thread's CPU time.
 * @param {(url: string, flags: any) => Promise<any>} lighthouse
 * @param {string} url
 * @param {string} gathered the run's `gatherMode` folder
 * @param {any} flags the run's flags (categories, throttling)
 * @param {ReturnType<typeof startRunQueueSampler>} sampler the kernel's reads, when there are
 */
async function onCpuTime(lighthouse, url, gathered, flags, sampler) {
  const squeezed = mkdtempSync(path.join(tmpdir(), 'dukkan-lighthouse-cpu-'));
  try {
    const trace = JSON.parse(readFileSync(path.join(gathered, TRACE), 'utf8'));
    const { wall, cpu, pid, tid, from, to } = squeezeToCpuTime(trace.traceEvents, url);
    const kernel = sampler?.between(pid, tid, from, to);
    writeFileSync(path.join(squeezed, TRACE), JSON.stringify(trace));
    for (const file of [ARTIFACTS, DEVTOOLS_LOG]) {
      copyFileSync(path.join(gathered, file), path.join(squeezed, file));
    }
    // The same settings as the gathering (Lighthouse refuses others), its categories too.
    const result = await lighthouse(url, { ...flags, auditMode: squeezed });
    const audit = (/** @type {string} */ id) => result?.lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: Math.round((result?.lhr.categories.performance?.score ?? NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      share: cpu / wall,
      /** The main thread's wait for a core (kernel) against its task time (trace). */
      waiting: kernel ? kernel.waiting / wall : NaN,
      byKind: kernel?.byKind,
    };
  } finally {
    rmSync(squeezed, { recursive: true, force: true });
  }
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const percent = (/** @type {number} */ share) =>
  Number.isFinite(share) ? `${Math.round(share * 100)} %` : '-';
const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;

run(async () => {
  if (printedUsage(import.meta.url)) return;
  const { options } = parseArgs(process.argv.slice(2), [
    'pages',
    'runs',
    'visits',
    'categories',
    'category',
    'product',
    'query',
    'json',
    'reports',
    'cpu',
    'throttling',
  ]);
  const str = (/** @type {string} */ key, /** @type {string} */ fallback) =>
    typeof options[key] === 'string' ? /** @type {string} */ (options[key]) : fallback;
  const pages = selectPages(typeof options.pages === 'string' ? options.pages : undefined, {
    category: str('category', DEFAULT_PAGE_URL_KEYS.category),
    product: str('product', DEFAULT_PAGE_URL_KEYS.product),
    query: str('query', DEFAULT_PAGE_URL_KEYS.query),
  });
  const runs = Math.max(1, Number(str('runs', '3')) || 3);
  const visitsOption = str('visits', 'both');
  const visits = (visitsOption === 'both' ? 'first,returning' : visitsOption)
    .split(',')
    .map((visit) => visit.trim())
    .filter((visit) => visit === 'first' || visit === 'returning');
  if (!visits.length) throw new Error('--visits takes first, returning or both.');
  const categories = str('categories', 'performance').split(',');
  const withPerformance = categories.includes('performance');
  const extraCategories = categories.filter((id) => id !== 'performance');
  const cpu = Number(str('cpu', String(PRESET_CPU_SLOWDOWN)));
  if (!(cpu >= 1)) throw new Error('--cpu takes a slowdown of 1 or more.');
  const throttlingMethod = str('throttling', 'simulate');
  if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
    throw new Error('--throttling takes simulate or devtools.');
  }
  const devtools = throttlingMethod === 'devtools';
  const withCpuTime = withPerformance && !devtools && !options['wall-only'];
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH).`);

  /** @type {Awaited<ReturnType<typeof startBuiltStore>> | undefined} */
  let store;
  /** @type {import('chrome-launcher').LaunchedChrome | undefined} */
  let chrome;
  /** @type {ReturnType<typeof startRunQueueSampler>} */
  let sampler;
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

    const { default: lighthouse } = await import('lighthouse');
    const { throttling } = await import('lighthouse/core/config/constants.js');
    const chromeLauncher = await import('chrome-launcher');
    const puppeteer = await import('puppeteer-core');
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    if (withCpuTime) sampler = startRunQueueSampler();

    /** Saves the area and loads the page once, so the next load is a returning visit. */
    const prepareReturning = async (/** @type {string} */ url) => {
      const tab = await browser.newPage();
      await tab.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
      await tab.evaluate((choice) => {
        // Runs in the page.
        globalThis.localStorage.setItem('store_choice', JSON.stringify(choice));
        globalThis.document.cookie = `store=${choice.defaultOrderSource}; path=/`;
      }, SAVED_AREA);
      await tab.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
      await tab.close();
    };

    console.log(
      `\nLighthouse 12, mobile preset${cpu === PRESET_CPU_SLOWDOWN ? '' : ` with a ${cpu}x CPU slowdown`}` +
        `${devtools ? ', throttling applied by DevTools (not simulated)' : ''}, ` +
        `${runs} run(s) per page and visit, ${origin}` +
        `\nload average at start: ${loadAverage()}`,
    );
    /** @typedef {ReturnType<typeof figuresOf> & { cpuTime?: Awaited<ReturnType<typeof onCpuTime>> }} Run */
    /** @type {{ page: string, path: string, visit: string, runs: Run[] }[]} */
    const results = [];
    for (const visit of visits) {
      for (const page of pages) {
        const url = `${origin}${page.path}`;
        const entry = { page: page.name, path: page.path, visit, runs: /** @type {any[]} */ ([]) };
        for (let index = 0; index < runs; index += 1) {
          if (visit === 'returning') await prepareReturning(url);
          /** @type {import('lighthouse').Flags} */
          const flags = {
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
            disableStorageReset: visit === 'returning',
            ...(cpu === PRESET_CPU_SLOWDOWN && !devtools
              ? {}
              : {
                  throttlingMethod,
                  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
                }),
          };
          // Gathered into a folder and audited from it, so that the run can be audited again.
          const gathered = withCpuTime
            ? mkdtempSync(path.join(tmpdir(), 'dukkan-lighthouse-run-'))
            : undefined;
          /** @type {Awaited<ReturnType<typeof onCpuTime>> | undefined} */
          let cpuTime;
          let result;
          try {
            result = await lighthouse(url, {
              ...flags,
              port: chrome.port,
              ...(gathered ? { gatherMode: gathered, auditMode: gathered } : {}),
            });
            if (gathered && result && !result.lhr.runtimeError) {
              // A trace this cannot read costs the run its figures on CPU time, not the bench.
              cpuTime = await onCpuTime(lighthouse, url, gathered, flags, sampler).catch(
                (error) => {
                  console.warn(`${page.name} ${visit}: no figures on CPU time: ${error.message}`);
                  return undefined;
                },
              );
            }
          } finally {
            if (gathered) rmSync(gathered, { recursive: true, force: true });
          }
          if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
          if (typeof options.reports === 'string') {
            mkdirSync(options.reports, { recursive: true });
            const file = `${visit}-${page.name.replace('/', '-')}-${index + 1}.json`;
            writeFileSync(path.join(options.reports, file), JSON.stringify(result.lhr));
          }
          const figures = { ...figuresOf(result.lhr), cpuTime };
          if (figures.runtimeError) console.warn(`${page.name} ${visit}: ${figures.runtimeError}`);
          entry.runs.push(figures);
          const scores = withPerformance
            ? `perf ${figures.scores.performance ?? '-'}, LCP ${seconds(figures.lcp)}, ` +
              `TBT ${millis(figures.tbt)}, CLS ${figures.cls.toFixed(3)}` +
              (cpuTime
                ? `; on CPU time perf ${cpuTime.perf}, LCP ${seconds(cpuTime.lcp)}, ` +
                  `TBT ${millis(cpuTime.tbt)} (main thread ${percent(cpuTime.share)} on CPU` +
                  `${Number.isFinite(cpuTime.waiting) ? `, ${percent(cpuTime.waiting)} waiting for a core` : ''})`
                : '')
            : extraCategories.map((id) => `${id} ${figures.scores[id] ?? '-'}`).join(', ');
          process.stdout.write(
            `${visit.padEnd(10)}${page.name.padEnd(13)}run ${index + 1}: ${scores}, ` +
              `CPU index ${Math.round(figures.benchmarkIndex)}\n`,
          );
          if (options['cpu-by-process'] && cpuTime?.byKind) {
            const spent = Object.entries(cpuTime.byKind)
              .sort((a, b) => b[1] - a[1])
              .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
            console.log(`    CPU in the load (ms): ${spent.join(', ')}`);
          }
          if (options.shifts) {
            for (const shift of figures.shifts.slice(0, 5)) {
              console.log(`    shift ${shift.score.toFixed(3)} ${shift.selector} ${shift.snippet}`);
            }
          }
        }
        results.push(entry);
      }
    }
    await browser.disconnect();

    // Without the performance category Lighthouse measures no load: its columns are left out.
    const performanceColumns = [
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS',
      'scripts',
      'requests',
      ...(withCpuTime
        ? ['on CPU time: perf / LCP / TBT', 'main thread: on CPU / waiting for a core']
        : []),
    ];
    const header = [
      'visit',
      'page',
      ...(withPerformance ? ['perf'] : []),
      ...extraCategories,
      ...(withPerformance ? performanceColumns : []),
      'CPU index',
      'runs ok',
    ];
    const rows = results.map(({ page, visit, runs: all }) => {
      const med = (/** @type {(r: (typeof all)[number]) => number | undefined} */ pick) =>
        median(all.filter((r) => !r.runtimeError).map((r) => pick(r) ?? NaN));
      const performance = () => [
        seconds(med((r) => r.fcp)),
        seconds(med((r) => r.lcp)),
        millis(med((r) => r.tbt)),
        med((r) => r.cls).toFixed(3),
        kb(med((r) => r.scriptBytes)),
        String(med((r) => r.scriptRequests)),
        String(med((r) => r.requests)),
        ...(withCpuTime
          ? [
              `${med((r) => r.cpuTime?.perf)} / ${seconds(med((r) => r.cpuTime?.lcp))} / ` +
                millis(med((r) => r.cpuTime?.tbt)),
              `${percent(med((r) => r.cpuTime?.share))} / ${percent(med((r) => r.cpuTime?.waiting))}`,
            ]
          : []),
      ];
      return [
        visit,
        page,
        ...(withPerformance ? [String(med((r) => r.scores.performance))] : []),
        ...extraCategories.map((id) => String(med((r) => r.scores[id]))),
        ...(withPerformance ? performance() : []),
        String(Math.round(med((r) => r.benchmarkIndex))),
        // A run Lighthouse could not finish (e.g. "the page stopped responding") counts in no median.
        `${all.filter((r) => !r.runtimeError).length}/${all.length}`,
      ];
    });
    console.log(`\nmedians of ${runs} run(s); load average at end: ${loadAverage()}\n`);
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const index = median(
      results.flatMap(({ runs: all }) => all.map((r) => r.benchmarkIndex)).filter(Number.isFinite),
    );
    console.log(
      `\nCPU: ${cpu}x slowdown (${devtools ? 'applied' : 'simulated'}) ` +
        `on a host of benchmarkIndex ${Math.round(index)} (median), a device of index ` +
        `${Math.round(index / cpu)}; the preset's phone (index ` +
        `${Math.round(CALIBRATED_INDEX / PRESET_CPU_SLOWDOWN)}) on this host: ` +
        `--cpu ${calibratedSlowdown(index).toFixed(1)}`,
    );
    if (typeof options.json === 'string') {
      writeFileSync(options.json, JSON.stringify({ loadavg: loadavg(), results }, null, 2));
      console.log(`\nwritten: ${options.json}`);
    }
  } finally {
    sampler?.stop();
    if (chrome) chrome.kill();
    await store?.stop();
  }
});
