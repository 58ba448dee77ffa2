// Builds the account remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'account',
  exposes,
  // In one file (issue 14): the default layout's header parts and dialogs, the cards' wishlist button.
  firstLoad: [
    './AreaSelector',
    './AccountMenu',
    './AddressSelectorModal',
    './LoyaltyUpgradeModal',
    './WishlistButton',
  ],
  devPort: 3003,
});
