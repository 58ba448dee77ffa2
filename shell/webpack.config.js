// The shell (host) build: no remote URL is baked in; remotes come from /remotes.json at boot.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createHostConfig } = require('@dukkan/build');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');

const template = path.join(__dirname, 'index.html');
const hostConfig = createHostConfig({
  dir: __dirname,
  template,
  devPort: 3000,
  proxyTarget: 'http://localhost:8080',
});

/**
 * Production builds add the service worker (issue 14, returning visits; docs/architecture.md
 * section 5): `offline.html`, the page template with no registry in it (the gateway adds the
 * registry to index.html per request, so this document can never carry a stale one), and
 * `sw.js`, which precaches the shell's hashed scripts and fonts and that document.
 */
module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  if (argv.mode === 'development') return config;
  config.plugins.push(
    new HtmlWebpackPlugin({
      template,
      filename: 'offline.html',
      inject: 'body',
      scriptLoading: 'defer',
    }),
    new ServiceWorkerPlugin({
      swSrc: './src/service-worker/sw.ts',
      // Scripts, styles, fonts and the offline document; never index.html, the shell's JSON
      // descriptors (mf-manifest, mf-contract, first-load), source maps or licence notes.
      globPatterns: ['**/*.{js,css,woff2}', 'offline.html'],
      globIgnores: ['**/*.map', '**/*.LICENSE.txt'],
      // Webpack names carry a 10-hex content hash: their URL is their revision.
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.[a-z0-9]+$/,
      rules: config.module.rules,
    }),
  );
  return config;
};
