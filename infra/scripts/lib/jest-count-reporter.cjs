// A Jest reporter that writes one small JSON file of counts per run, so `npm test` can add up
// the tests of every package and name the test files that took longest. Enabled by the test
// script with DUKKAN_TEST_RESULTS=<folder>.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  /** @param {{ rootDir: string }} globalConfig */
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  /**
   * @param {unknown} _contexts
   * @param {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number,
   *   numTotalTestSuites: number, numFailedTestSuites: number, numRuntimeErrorTestSuites: number,
   *   testResults: { testFilePath: string, perfStats: { start: number, end: number } }[] }} results
   */
  onRunComplete(_contexts, results) {
    const dir = process.env.DUKKAN_TEST_RESULTS;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({
        rootDir: this.rootDir,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
        suites: results.numTotalTestSuites,
        failedSuites: results.numFailedTestSuites + results.numRuntimeErrorTestSuites,
        // Each test file's time in its worker, from loading it to its last test's end.
        files: results.testResults.map((file) => ({
          path: path.relative(this.rootDir, file.testFilePath),
          ms: file.perfStats.end - file.perfStats.start,
        })),
      }),
    );
  }
}

module.exports = CountReporter;
