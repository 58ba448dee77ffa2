// Builds the cart remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'cart',
  exposes,
  // In one file (issue 14): the header's mini cart and the product cards' add-to-cart.
  firstLoad: ['./MiniCart', './AddToCart'],
  devPort: 3002,
});
