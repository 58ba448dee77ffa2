const path = require('node:path');
const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

// Rules run in node; the UI primitives' tests opt into jsdom with a docblock and use the
// Testing Library matchers the DOM setup installs.
module.exports = jestConfig(__dirname, {
  environment: 'node',
  setupFiles: [
    path.join(path.dirname(require.resolve('@dukkan/build/jest.preset.cjs')), 'jest-setup-dom.cjs'),
  ],
});
