const { jestConfig } = require('./jest.preset.cjs');

// The contract-testing helpers' own tests are plain CommonJS (.js); the shared test network's
// are TypeScript.
module.exports = { ...jestConfig(__dirname), testMatch: ['**/__tests__/**/*.test.{js,ts,tsx}'] };
