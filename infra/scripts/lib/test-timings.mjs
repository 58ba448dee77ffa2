// @ts-check
// Where a test run's time went, printed by `npm test` after its unit and e2e steps (issue 61):
// the Jest test files and the Playwright tests that took longest, and each Playwright spec's
// total per project. A run on CI is then its own measurement: the reports themselves live in a
// temporary folder that the step removes.

/**
 * @typedef {{ name: string, ms: number, note?: string }} Timed
 */

/**
 * The longest `count` of `rows`, one line each, with their share of the summed time.
 * @param {string} title
 * @param {Timed[]} rows
 * @param {number} count
 */
export function printSlowest(title, rows, count) {
  if (rows.length === 0) return;
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
  console.log(
    `\n${title} (${slowest.length} of ${rows.length}; all together ${(total / 1000).toFixed(1)} s):`,
  );
  for (const row of slowest) {
    const share = total > 0 ? (100 * row.ms) / total : 0;
    console.log(
      `${(row.ms / 1000).toFixed(1).padStart(8)} s ${share.toFixed(1).padStart(5)} %  ${row.name}${row.note ? `  (${row.note})` : ''}`,
    );
  }
}

/**
 * @typedef {{ duration: number, status: string }} PlaywrightResult
 * @typedef {{ projectName: string, results?: PlaywrightResult[] }} PlaywrightTest
 * @typedef {{ title: string, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Every test of a Playwright JSON report, with the time of all its attempts (a retried test
 * counts both) and its project.
 * @param {{ suites?: PlaywrightSuite[] }} report
 * @returns {{ file: string, title: string, project: string, ms: number, attempts: string[] }[]}
 */
export function playwrightTests(report) {
  /** @type {{ file: string, title: string, project: string, ms: number, attempts: string[] }[]} */
  const rows = [];
  /**
   * @param {PlaywrightSuite} suite
   * @param {string} file
   * @param {string[]} titles
   */
  const walk = (suite, file, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const results = test.results ?? [];
        rows.push({
          file,
          title: [...titles, spec.title].join(' › '),
          project: test.projectName,
          ms: results.reduce((sum, result) => sum + result.duration, 0),
          attempts: results.map((result) => result.status),
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.file ?? file, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title, []);
  return rows;
}

/**
 * Prints the slowest Playwright tests and specs of a JSON report.
 * @param {{ suites?: PlaywrightSuite[] }} report
 */
export function printPlaywrightTimings(report) {
  const tests = playwrightTests(report);
  printSlowest(
    'Slowest e2e tests',
    tests.map((test) => ({
      name: `[${test.project}] ${test.file} › ${test.title}`,
      ms: test.ms,
      note: test.attempts.length > 1 ? test.attempts.join(', ') : undefined,
    })),
    15,
  );
  /** @type {Map<string, { ms: number, count: number }>} */
  const specs = new Map();
  for (const test of tests) {
    const key = `[${test.project}] ${test.file}`;
    const spec = specs.get(key) ?? { ms: 0, count: 0 };
    spec.ms += test.ms;
    spec.count += 1;
    specs.set(key, spec);
  }
  printSlowest(
    'Slowest e2e specs',
    [...specs].map(([name, spec]) => ({ name, ms: spec.ms, note: `${spec.count} tests` })),
    15,
  );
}
