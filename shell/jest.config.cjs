const path = require('node:path');
const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

module.exports = jestConfig(__dirname, {
  environment: 'jsdom',
  setupFiles: [path.join(__dirname, 'test/setup.ts')],
});
