const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

const config = jestConfig(__dirname, { environment: 'node' });
// light-my-request (Fastify's `inject`) requires `cookie` 2, which ships only as ESM; Jest on
// Node 20 cannot require ESM, so swc turns it into CommonJS like our own sources.
config.transformIgnorePatterns = ['/node_modules/(?!(@electric-sql/pglite|cookie)/)'];
// The deploy scripts (infra/scripts/**/*.mjs) are tested here too; swc compiles them the same way.
const [swc] = Object.values(config.transform);
config.transform = { '^.+\\.(t|j|mj)sx?$': swc };
// The page-rendering worker runs compiled, as in the built gateway: built once per run.
config.globalSetup = '<rootDir>/test/build-worker.ts';
config.globalTeardown = '<rootDir>/test/remove-worker.ts';

module.exports = config;
