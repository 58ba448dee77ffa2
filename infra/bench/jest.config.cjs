const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

const config = jestConfig(__dirname, { environment: 'node' });
// The benchmarks are ES modules (.mjs); swc compiles them for Jest like the TypeScript tests.
const [swc] = Object.values(config.transform);
config.transform = { '^.+\\.(t|j|mj)sx?$': swc };

module.exports = config;
