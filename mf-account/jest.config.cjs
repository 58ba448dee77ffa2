const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

module.exports = jestConfig(__dirname, {
  setupFiles: [require.resolve('@dukkan/build/harness/jest-setup.cjs')],
});
