#!/usr/bin/env node
// @ts-check
// `npm test`: every check of the project, in order, stopping at the first failure.
//   1 lint (generated GraphQL up to date, Prettier, no function over 100 lines, ESLint)
//   2 typecheck (run together with 1 when both are asked: one pool of lerna tasks keeps both
//   cores busy until the last package)
//   3 unit (unit, contract and service tests of every package, in one Jest run: jest.config.cjs)
//   4 build (everything) + publish the remotes to a throw-away deploy root
//   5 browser (installs Chromium and its old headless shell with apt when missing)
//   6 budget (the first-load JavaScript of each key page against infra/scripts/bytes-budget.mjs)
//   7 e2e (Playwright: the suite, then the store in production mode with its local providers)
// `--steps unit` or `--steps publish,browser,e2e` runs a subset (npm run test:unit / test:e2e).
// `--steps nginx` (not in the default run) installs Debian's nginx with apt when missing.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishRemotes } from './lib/publish.mjs';
import { REMOTE_NAMES, REPO_ROOT } from './lib/remotes.mjs';
import { canConnect, runCommand } from './lib/proc.mjs';
import { E2E_DEPLOY_DIR } from './lib/e2e-paths.mjs';
import { parseArgs, run } from './lib/cli.mjs';
import { checkBytesBudget } from './check-bytes-budget.mjs';
import { printPlaywrightTimings, printSlowest } from './lib/test-timings.mjs';

const ALL_STEPS = ['lint', 'typecheck', 'unit', 'build', 'publish', 'browser', 'budget', 'e2e'];
// The full browser (budget step, benches) and the old headless shell the e2e suite runs in.
const BROWSERS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
];
const NGINX = { path: '/usr/sbin/nginx', pkg: 'nginx' };
// --no-bail: one failing package must not hide the results of the others.
const LERNA = ['lerna', 'run', '--concurrency', '2', '--no-bail'];
const REPORTER = path.join(REPO_ROOT, 'infra/scripts/lib/jest-count-reporter.cjs');

/** @type {{ passed: number, failed: number, counted: string[] }} */
const totals = { passed: 0, failed: 0, counted: [] };
/** @type {{ step: string, seconds: number, ok: boolean }[]} */
const timings = [];

/** @type {Record<string, () => Promise<void>>} */
const STEPS = {
  async lint() {
    await lintWith('lint', 'ESLint found problems (see above).');
  },

  async typecheck() {
    await must(
      runCommand('npx', [...LERNA, 'typecheck']),
      'TypeScript found type errors (see above).',
    );
  },

  // lint and typecheck when both are asked: ESLint and tsc of every package as one pool of lerna
  // tasks, so a long package at the end of one no longer leaves a core idle.
  async 'lint+typecheck'() {
    await lintWith('lint,typecheck', 'ESLint or TypeScript found problems (see above).');
  },

  async unit() {
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env };
    if (!env.TEST_DATABASE_URL) {
      if (await canConnect('127.0.0.1', 5432)) {
        env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
        console.log(
          `PostgreSQL answers on 127.0.0.1:5432: the service tests also run on it (${env.TEST_DATABASE_URL}).`,
        );
      } else {
        console.warn(
          '\n!!! PostgreSQL does not answer on 127.0.0.1:5432: the service tests run on embedded PGlite only.\n' +
            '!!! Locking and concurrency are proven only on PostgreSQL; start it to run those tests.\n',
        );
      }
    }
    if (!env.TEST_REDIS_URL) {
      if (await canConnect('127.0.0.1', 6379)) {
        env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
        console.log(
          `Redis answers on 127.0.0.1:6379: the Redis runs of the catalogue cache and the edge limits also run (${env.TEST_REDIS_URL}).`,
        );
      } else {
        console.warn(
          '\n!!! Redis does not answer on 127.0.0.1:6379: the Redis runs are skipped.\n',
        );
      }
    }
    const resultsDir = mkdtempSync(path.join(tmpdir(), 'dukkan-jest-'));
    env.DUKKAN_TEST_RESULTS = resultsDir;
    try {
      // The root jest.config.cjs: every package's tests in one pool of workers.
      const code = await runCommand(
        'npx',
        ['jest', '--reporters=default', `--reporters=${REPORTER}`],
        { env, cwd: REPO_ROOT },
      );
      countJest(resultsDir);
      await must(Promise.resolve(code), 'Unit, contract or service tests failed (see above).');
    } finally {
      rmSync(resultsDir, { recursive: true, force: true });
    }
  },

  async build() {
    await must(runCommand('npx', [...LERNA, 'build']), 'The build failed (see above).');
  },

  async publish() {
    rmSync(E2E_DEPLOY_DIR, { recursive: true, force: true });
    const { staged } = await publishRemotes(REMOTE_NAMES, { deployDir: E2E_DEPLOY_DIR });
    for (const entry of staged)
      console.log(`published ${entry.name} ${entry.version} -> ${E2E_DEPLOY_DIR}`);
  },

  async browser() {
    const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
    if (missing.length === 0) {
      console.log(`Chromium found at ${BROWSERS.map((browser) => browser.path).join(' and ')}.`);
      return;
    }
    await aptInstall(missing, 'Chromium');
  },

  // Not in the default run: the static origin of the remotes (and the load balancer) in the
  // multi-instance runs (docs/deploy.md, "Gateways"); Debian's nginx, run unprivileged.
  async nginx() {
    if (existsSync(NGINX.path)) {
      console.log(`nginx found at ${NGINX.path}.`);
      return;
    }
    await aptInstall([NGINX], 'nginx');
  },

  // Bytes, not times: the same builds give the same figures whatever the machine's load.
  async budget() {
    const failures = await checkBytesBudget();
    if (failures.length) {
      throw new Error(
        `The first-load JavaScript grew past its budget (tables above):\n- ${failures.join('\n- ')}\n` +
          'If the growth is meant, raise the line in infra/scripts/bytes-budget.mjs and say why.',
      );
    }
  },

  async e2e() {
    if (!existsSync(path.join(E2E_DEPLOY_DIR, 'remotes.json'))) {
      throw new Error(
        `No remotes are published in ${E2E_DEPLOY_DIR}: run the build and publish steps first.`,
      );
    }
    // The suite (development mode, dev routes on), then the store in production mode with its
    // local providers (playwright.prod.config.ts, issue 62): one after the other, so neither
    // runs beside the other's servers on two cores.
    const codes = [];
    for (const config of ['infra/e2e/playwright.config.ts', 'infra/e2e/playwright.prod.config.ts'])
      codes.push(await playwrightRun(config));
    await must(
      Promise.resolve(codes.find((code) => code !== 0) ?? 0),
      'End-to-end tests failed (see above).',
    );
  },
};

/**
 * The lint step: generated GraphQL up to date, Prettier, no function over 100 lines (issue 61),
 * and the lerna `scripts` of every package (ESLint, and tsc with it when both steps run), all at
 * once: the first three are one process each and write nothing (about 35, 10 and 3
 * CPU-seconds), so beside the lerna pool they no longer hold the second core idle. Every failure
 * is reported once all four have finished.
 * @param {string} scripts
 * @param {string} message
 */
async function lintWith(scripts, message) {
  const [codegen, prettier, functions, packages] = await Promise.all([
    runCommand('node', [path.join(REPO_ROOT, 'infra/scripts/codegen.mjs'), '--check']),
    runCommand('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
    runCommand('node', [path.join(REPO_ROOT, 'infra/scripts/long-functions.mjs'), '--check']),
    runCommand('npx', [...LERNA, scripts]),
  ]);
  const failures = [
    codegen !== 0 && 'The generated GraphQL code is stale: run `npm run codegen` and commit it.',
    prettier !== 0 && 'Prettier found unformatted files (see above): run `npm run format`.',
    functions !== 0 &&
      'A function is over 100 lines (see above): split it, or list a seed, migration or bench with its reason.',
    packages !== 0 && message,
  ].filter((failure) => typeof failure === 'string');
  if (failures.length) throw new Error(failures.join('\n'));
}

/**
 * @param {Promise<number>} exit
 * @param {string} message
 */
async function must(exit, message) {
  if ((await exit) !== 0) throw new Error(message);
}

/** @param {string} dir */
function countJest(dir) {
  let suites = 0;
  /** @type {{ name: string, ms: number }[]} */
  const files = [];
  for (const file of readdirSync(dir)) {
    const result = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    totals.passed += result.passed;
    // A suite that cannot even load has no failed test, but it is a failure.
    totals.failed += result.failed + (result.failed === 0 ? result.failedSuites : 0);
    suites += result.suites;
    for (const timed of result.files ?? []) files.push({ name: timed.path, ms: timed.ms });
  }
  totals.counted.push(`unit (${suites} test files)`);
  printSlowest('Slowest test files', files, 15);
}

/**
 * One Playwright run of `config`, its tests counted; answers its exit code.
 * @param {string} config
 */
async function playwrightRun(config) {
  const resultsDir = mkdtempSync(path.join(tmpdir(), 'dukkan-e2e-'));
  const report = path.join(resultsDir, 'report.json');
  try {
    const code = await runCommand(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        config,
        '--reporter=list,json',
        // One retry: the suite shares 2 cores with the store it tests, and a page that loads
        // slowly once under that load is not a failure of the store. A test that fails twice
        // still fails the run; Playwright's own summary lists each test that needed the retry
        // as flaky.
        '--retries=1',
      ],
      { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_DEPLOY_DIR } },
    );
    countPlaywright(report);
    return code;
  } finally {
    rmSync(resultsDir, { recursive: true, force: true });
  }
}

/** @param {string} file */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  if (!totals.counted.includes('e2e')) totals.counted.push('e2e');
  printPlaywrightTimings(report);
}

function summary() {
  console.log('\n== summary ==');
  for (const { step, seconds, ok } of timings) {
    console.log(`${ok ? '✔' : '✖'} ${step.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  if (totals.counted.length) console.log(`(tests counted: ${totals.counted.join(', ')})`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

/**
 * Installs Debian packages whose program is missing (root only; otherwise says what to run).
 * @param {{ path: string, pkg: string }[]} missing @param {string} what
 */
async function aptInstall(missing, what) {
  const packages = missing.map((item) => item.pkg);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    throw new Error(
      `${what} is missing (${packages.join(', ')}) and this is not root: ` +
        `run "sudo apt-get install -y ${packages.join(' ')}".`,
    );
  }
  console.log(`${what} is missing: installing ${packages.join(', ')} with apt-get.`);
  await must(runCommand('apt-get', ['update']), 'apt-get update failed.');
  await must(
    runCommand('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }),
    `apt-get install ${packages.join(' ')} failed.`,
  );
  for (const item of missing) {
    if (!existsSync(item.path))
      throw new Error(`apt-get finished but ${item.path} is still missing.`);
  }
}

/**
 * The steps to run: lint and typecheck, when both are asked, as the one step lint+typecheck.
 * @param {string[]} steps
 */
function together(steps) {
  if (!steps.includes('lint') || !steps.includes('typecheck')) return steps;
  return steps
    .filter((step) => step !== 'typecheck')
    .map((step) => (step === 'lint' ? 'lint+typecheck' : step));
}

run(async () => {
  const { options } = parseArgs(process.argv.slice(2), ['steps']);
  const steps =
    typeof options.steps === 'string' ? options.steps.split(',').map((s) => s.trim()) : ALL_STEPS;
  for (const step of steps) {
    if (!ALL_STEPS.includes(step) && step !== 'nginx')
      throw new Error(`Unknown step "${step}". Steps: ${ALL_STEPS.join(', ')}.`);
  }
  for (const step of together(steps)) {
    console.log(`\n== ${step} ==`);
    const started = Date.now();
    try {
      await /** @type {() => Promise<void>} */ (STEPS[step])();
      timings.push({ step, seconds: (Date.now() - started) / 1000, ok: true });
    } catch (error) {
      timings.push({ step, seconds: (Date.now() - started) / 1000, ok: false });
      summary();
      throw new Error(
        `npm test stopped at step "${step}": ${/** @type {Error} */ (error).message}`,
        { cause: error },
      );
    }
  }
  summary();
});
