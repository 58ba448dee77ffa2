// One Jest setup for every package: swc transforms TypeScript/TSX (tsc only type-checks),
// emotion's JSX runtime so `css` props work in tests as in the builds.
const path = require('node:path');

/**
 * @param {string} dir the package folder (pass __dirname)
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], testTimeout?: number }} [options]
 */
function jestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  // A hang guard, not a speed check: the 5 s default failed page-rendering tests (review page,
  // shell analytics) when the 2 shared cores ran at a load of 20. Speed is measured by the
  // bench scripts, never by tests.
  const testTimeout = options.testTimeout ?? 30_000;
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>'],
    testMatch: ['**/?(*.)test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be transformed for Jest's CommonJS runtime.
    transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png|woff2?)$': path.join(__dirname, 'jest-asset-stub.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup-timeout.cjs'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
    clearMocks: true,
    testTimeout,
    // Run from the root jest.config.cjs (all packages in one worker pool), Jest takes
    // testTimeout from the root only: jest-setup-timeout.cjs applies this package's own.
    globals: { DUKKAN_TEST_TIMEOUT: testTimeout },
  };
}

module.exports = { jestConfig };
