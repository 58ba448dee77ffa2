// Builds the search remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'search',
  exposes,
  // In one file (issue 14): the header's search and the product cards' compare button.
  firstLoad: ['./QuickSearch', './CompareButton'],
  // The search results page drawn per request with its answers, for the gateway (issue 14).
  firstScreen: './src/first-screen/render-first-screen.tsx',
  devPort: 3004,
});
