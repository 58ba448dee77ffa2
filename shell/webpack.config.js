// The shell (host) build: no remote URL is baked in; remotes come from /remotes.json at boot.
const path = require('node:path');
const { createHostConfig, firstScreenPlugin, pagePlugin } = require('@dukkan/build');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');

const template = path.join(__dirname, 'index.html');
const hostConfig = createHostConfig({
  dir: __dirname,
  template,
  devPort: 3000,
  proxyTarget: 'http://localhost:8080',
});

/**
 * The shared libraries every page loads, each gathered in one file (issue 14). Left to webpack,
 * the shell's first load was 43 files, Apollo alone in 17 of them and 20 under 1 KB: each one a
 * request, a script element and a chunk callback before the first render. A library here is
 * loaded whole by whichever of its shared modules is asked for first; all of them are on every
 * page, so no page loads more than before (the bytes budget step checks it). `packages` are
 * folders under node_modules; `facades` are the shared facades (infra/build/facades) that
 * re-export them.
 */
const FIRST_LOAD_LIBRARIES = {
  'lib-react': { packages: ['react', 'react-dom', 'scheduler'] },
  // Apollo with what it runs on: graphql and rxjs (through their facades) and its helpers.
  'lib-apollo': {
    packages: [
      '@apollo/client',
      '@wry/caches',
      '@wry/context',
      '@wry/equality',
      '@wry/trie',
      'optimism',
      'graphql-tag',
      'graphql',
      'rxjs',
      'tslib',
    ],
    facades: ['apollo-react', 'apollo-react-internal', 'apollo-incremental', 'graphql', 'rxjs'],
  },
  'lib-router': { packages: ['react-router', 'react-router-dom'], facades: ['react-router-dom'] },
  'lib-emotion': {
    packages: ['@emotion', 'stylis', '@babel/runtime', 'hoist-non-react-statics'],
  },
  'lib-i18n': {
    packages: [
      'i18next',
      'react-i18next',
      'html-parse-stringify',
      'void-elements',
      'use-sync-external-store',
    ],
    // The facade's own hook (use-translation.mjs) with the facade, not in a file of its own.
    facades: ['react-i18next', 'use-translation'],
  },
  'lib-state': { packages: ['zustand', 'mitt'] },
};

function libraryGroups() {
  return Object.fromEntries(
    Object.entries(FIRST_LOAD_LIBRARIES).map(([name, { packages, facades = [] }]) => {
      const sources = [String.raw`[\\/]node_modules[\\/](${packages.join('|')})[\\/]`];
      if (facades.length > 0)
        sources.push(String.raw`[\\/]facades[\\/](${facades.join('|')})\.mjs$`);
      return [name, { test: new RegExp(sources.join('|')), name, chunks: 'async', enforce: true }];
    }),
  );
}

/**
 * Production builds add the service worker (issue 14, returning visits; docs/architecture.md
 * section 5): `offline.html`, the page template with no registry in it (the gateway adds the
 * registry to index.html per request, so this document can never carry a stale one), and
 * `sw.js`, which precaches the shell's hashed scripts and fonts and that document.
 */
module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  if (argv.mode === 'development') return config;
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      ...config.optimization?.splitChunks,
      cacheGroups: { ...config.optimization?.splitChunks?.cacheGroups, ...libraryGroups() },
    },
  };
  config.plugins.push(
    pagePlugin(template, { filename: 'offline.html' }),
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
    // The layout and the select-area dialog as HTML, which the gateway serves before any
    // script has run (issue 14).
    firstScreenPlugin(config, './src/first-screen/render-first-screen.tsx'),
  );
  return config;
};
