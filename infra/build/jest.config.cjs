const { jestConfig } = require('./jest.preset.cjs');

const base = jestConfig(__dirname);
const [[, swc]] = Object.entries(base.transform);

// The contract-testing helpers' own tests are plain CommonJS (.js); the shared test network's
// are TypeScript. The facades are ES modules (.mjs): swc turns them into CommonJS too, and the
// alias a facade takes its package from (webpack's, index.cjs FACADE_SOURCES) is the package.
module.exports = {
  ...base,
  testMatch: ['**/__tests__/**/*.test.{js,ts,tsx}'],
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^dukkan-facade-source/react-i18next$': 'react-i18next',
  },
};
