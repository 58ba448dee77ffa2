// Builds the catalog remote alone into dist/ (remoteEntry.js + mf-manifest.json). In
// `npm run dev` the dev server also proxies the API to the gateway on port 8080.
const { createRemoteConfig } = require('@dukkan/build');
const exposes = require('./exposes.cjs');

const base = createRemoteConfig({ dir: __dirname, name: 'catalog', exposes, devPort: 3001 });

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (config.devServer) {
    // The harness page lives at nested paths (/en/search/x); absolute script URLs keep working there.
    config.output.publicPath = '/';
    config.devServer.proxy = [
      { context: ['/graphql', '/ai-search', '/media'], target: 'http://localhost:8080' },
    ];
  }
  return config;
};
