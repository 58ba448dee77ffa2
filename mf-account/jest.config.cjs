const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

module.exports = jestConfig(__dirname);
