const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

const config = jestConfig(__dirname);
// sanitize-html (what Node draws descriptions with, src/shared/sanitize) requires htmlparser2 12
// and its helpers, which ship only as ESM; Jest on Node 20 cannot require ESM, so swc turns them
// into CommonJS like our own sources.
config.transformIgnorePatterns = [
  '/node_modules/(?!(@electric-sql/pglite|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
];

module.exports = config;
