const { jestConfig } = require('@dukkan/build/jest.preset.cjs');

// Every suite boots an embedded database; the first boot of PGlite compiles its WASM.
const base = jestConfig(__dirname, { environment: 'node', testTimeout: 120_000 });
const swc = Object.values(base.transform)[0];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    // PGlite's CommonJS build loads node built-ins with dynamic import(), which Jest's VM refuses
    // without --experimental-vm-modules; swc turns those into require() calls.
    '@electric-sql/pglite/dist/.+\\.cjs$': swc,
  },
  // openid-client 6 (with oauth4webapi and jose), content-disposition 1.x, cookie 1.x and quick-lru ship ESM only and mercurius loads quick-lru with import(); Node 20 loads them
  // natively but Jest's CommonJS runtime needs it transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|content-disposition|mercurius|quick-lru|cookie|openid-client|oauth4webapi|jose)/)',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The build (module node16) needs the extension in a dynamic import ('./dev/index.js', loaded
    // only outside production); the tests run the TypeScript sources.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
};
