// Builds the cart remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'cart', exposes, devPort: 3002 });
