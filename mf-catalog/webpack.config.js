// Builds the catalog remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'catalog',
  exposes,
  // The home's offer banner as HTML, which the gateway puts in a first load of home (issue 14).
  firstScreen: './src/first-screen/render-first-screen.tsx',
  devPort: 3001,
});
