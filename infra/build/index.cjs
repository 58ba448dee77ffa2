// Webpack configuration shared by the shell (host) and the four remotes, so every build agrees
// on the shared singletons and on one Module Federation runtime per page.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ContractDescriptorPlugin } = require('./contract-descriptor.cjs');
const { FirstLoadPlugin } = require('./first-load-plugin.cjs');
const { FirstScreenPlugin } = require('./first-screen-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { firstLoadSplit, FirstLoadManifestPlugin } = require('./remote-first-load.cjs');

/**
 * Libraries shared as singletons (ARCHITECTURE section 4). Keys ending in `/` share every
 * subpath (`react/jsx-runtime`, `@apollo/client/react`, `@emotion/react/jsx-runtime`): a
 * subpath bundled twice would carry its own copy of a React context and silently break.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/',
  // Subpaths with a facade of their own in production builds (FACADES); an exact key wins over
  // the prefix key above.
  '@apollo/client/react',
  '@apollo/client/react/internal',
  '@apollo/client/incremental',
  'graphql',
  'rxjs',
  'rxjs/',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  'zustand',
  'zustand/',
  'mitt',
  // Contracts' validation schemas and every remote's forms import these; sharing them keeps
  // one copy per page instead of one per remote.
  'yup',
  'react-hook-form',
  '@dukkan/contracts',
];

/**
 * Shared libraries that no shell build imports, so a page gets them from the first remote that
 * needs them (react-hook-form: the remotes' forms). Every other key is provided by the shell,
 * and a remote's production build consumes it from there without bundling a fallback copy
 * (`import: false`, sharedConfig's `consumeOnly`): the fallbacks were never loaded on a page,
 * but each remote entry registered all of them and carried their chunk map (about 4 KB gzip per
 * remote entry), and the federation runtime matched every registration on each remote's start.
 * The contract descriptor lists what each build provides and consumes without a fallback
 * (`shares`), and the deploy gate refuses a remote that needs a key the shell does not provide.
 */
const PROVIDED_BY_REMOTES = new Set(['react-hook-form']);

/**
 * Share keys provided by a facade module in production builds (issue 14): a shared module is
 * never tree-shaken (any consumer may need any export), so these keys provide a small module
 * re-exporting only what the packages use. Every production build declares the same facades, so
 * each singleton still has one copy per page. Dev servers (a remote's harness, the shell's dev
 * server) share the whole package: their harnesses use more (graphql's schema builders).
 */
const FACADES = {
  graphql: path.join(__dirname, 'facades', 'graphql.mjs'),
  'react-router-dom': path.join(__dirname, 'facades', 'react-router-dom.mjs'),
  rxjs: path.join(__dirname, 'facades', 'rxjs.mjs'),
  'react-i18next': path.join(__dirname, 'facades', 'react-i18next.mjs'),
  '@apollo/client/react': path.join(__dirname, 'facades', 'apollo-react.mjs'),
  '@apollo/client/react/internal': path.join(__dirname, 'facades', 'apollo-react-internal.mjs'),
  '@apollo/client/incremental': path.join(__dirname, 'facades', 'apollo-incremental.mjs'),
};

/**
 * Where a facade takes its package from when the package's own name would match a share key
 * (`rxjs` and the prefix key `rxjs/`, `react-i18next`): an alias the consume-shared matching does
 * not know. The paths are the packages' ES module builds (what their `exports` give webpack by
 * default).
 */
const APOLLO_DIR = path.dirname(require.resolve('@apollo/client/package.json'));
const FACADE_SOURCES = {
  'dukkan-facade-source/apollo-react$': path.join(APOLLO_DIR, 'react', 'index.js'),
  'dukkan-facade-source/apollo-react-internal$': path.join(
    APOLLO_DIR,
    'react',
    'internal',
    'index.js',
  ),
  'dukkan-facade-source/apollo-incremental$': path.join(APOLLO_DIR, 'incremental', 'index.js'),
  'dukkan-facade-source/react-i18next$': path.join(
    path.dirname(require.resolve('react-i18next/package.json')),
    'dist',
    'es',
    'index.js',
  ),
  'dukkan-facade-source/rxjs$': path.join(
    path.dirname(require.resolve('rxjs/package.json')),
    'dist',
    'esm5',
    'index.js',
  ),
};

/** Where `@module-federation/enhanced` is installed: the federation packages resolve from it. */
const ENHANCED_DIR = path.dirname(require.resolve('@module-federation/enhanced/webpack'));

/**
 * `provideExternalRuntime` injects its runtime plugin by the path Node resolves for it, its
 * CommonJS build, whose requires then pull in the CommonJS builds of the whole federation
 * runtime (runtime-core, sdk, error-codes) beside the ES module builds the webpack bundler runtime
 * imports: two copies of the runtime in the shell's main script. Pointing that one path at the
 * plugin's ES module build makes both routes reach the same modules.
 */
const injectRuntimePluginCjs = require.resolve(
  '@module-federation/inject-external-runtime-core-plugin',
  {
    paths: [ENHANCED_DIR],
  },
);
const RUNTIME_ESM = {
  [`${injectRuntimePluginCjs}$`]: injectRuntimePluginCjs.replace(/\.cjs$/, '.js'),
};

/**
 * The webpack bundler runtime (the federation glue of every build: share-scope negotiation,
 * consume loading, the container's init), as the federation plugin resolves it for the entry it
 * generates. The shell hands its copy to the remotes (`federation/provide-bundler-runtime.mjs`,
 * a runtime plugin) and a remote's production build takes it from there
 * (`federation/bundler-from-host.mjs`), as it takes the runtime core with `externalRuntime`.
 */
const BUNDLER_RUNTIME_PATH = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [
    require.resolve('@module-federation/runtime-tools/bundler', {
      paths: [ENHANCED_DIR],
    }),
  ],
});
const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'federation', 'provide-bundler-runtime.mjs');
const BUNDLER_FROM_HOST = {
  [`${BUNDLER_RUNTIME_PATH}$`]: path.join(__dirname, 'federation', 'bundler-from-host.mjs'),
};
const BUNDLER_RUNTIME_DIR = {
  'dukkan-federation-bundler': path.dirname(BUNDLER_RUNTIME_PATH),
};

/**
 * The runtime core's semver module (its ES module build, which the bundled runtime imports) and
 * the shell's replacement, which answers the plain cases itself and the rest through it
 * (`federation/fast-satisfy.mjs`).
 */
const RUNTIME_SEMVER_PATH = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core', { paths: [ENHANCED_DIR] })),
  'utils',
  'semver',
  'index.js',
);
const FAST_SATISFY_PATH = path.join(__dirname, 'federation', 'fast-satisfy.mjs');

/**
 * Webpack plugin: the runtime core's imports of its semver module (`./semver/index.js` from its
 * utils, `./utils/semver/index.js` from its index) get `fast-satisfy.mjs`, which reaches the
 * original through the `dukkan-federation-semver` alias.
 */
function fastSatisfyPlugin() {
  return new NormalModuleReplacementPlugin(/(^|\/)semver\/index\.js$/, (resource) => {
    if (path.resolve(resource.context, resource.request) === RUNTIME_SEMVER_PATH) {
      resource.request = FAST_SATISFY_PATH;
    }
  });
}

/**
 * The federation runtime a remote's production build takes from the shell instead of carrying
 * it (the runtime core and the bundler glue), with the versions this build was made with. The
 * shell's contract descriptor lists them as provided; a remote's as needed within the same minor
 * release (`~2.9.2`: the code webpack generated into its entry calls the glue, whose interface
 * holds within a minor), so the deploy gate refuses a remote whose glue would run against
 * another release, while a patch release can roll out shell first, then the remotes.
 * @param {'provides' | 'needs'} side
 */
function federationRuntimeShares(side) {
  const versions = {
    '@module-federation/runtime-core': installedVersion(
      '@module-federation/runtime-core',
      ENHANCED_DIR,
    ),
    '@module-federation/webpack-bundler-runtime': installedVersion(
      '@module-federation/webpack-bundler-runtime',
      path.dirname(BUNDLER_RUNTIME_PATH),
    ),
  };
  if (side === 'provides') return versions;
  return Object.fromEntries(Object.entries(versions).map(([key, version]) => [key, `~${version}`]));
}

/**
 * The version of package `name` as resolved from `dir`. A package whose `exports` leave out its
 * package.json (`@module-federation/runtime-core`) is found from its entry file upwards.
 */
function installedVersion(name, dir) {
  let file;
  try {
    file = require.resolve(`${name}/package.json`, { paths: [dir] });
  } catch {
    for (let at = path.dirname(require.resolve(name, { paths: [dir] })); ; at = path.dirname(at)) {
      const candidate = path.join(at, 'package.json');
      if (
        fs.existsSync(candidate) &&
        JSON.parse(fs.readFileSync(candidate, 'utf8')).name === name
      ) {
        file = candidate;
        break;
      }
      if (at === path.dirname(at)) throw new Error(`No package.json of ${name} above ${dir}`);
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The package a share key belongs to: `react` for `react/`, `@apollo/client` for `@apollo/client/react`. */
function packageOf(key) {
  const parts = key.split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

function readPackage(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Shared config with requiredVersion taken from the building package's own package.json.
 * `facades` (production builds): the keys of FACADES provide their facade module, with the
 * installed package's version (the facade file has none of its own).
 * `consumeOnly` (remotes' production builds): keys the shell provides are consumed from it with
 * no fallback of the remote's own (PROVIDED_BY_REMOTES).
 */
function sharedConfig(pkg, dir, { facades = false, consumeOnly = false } = {}) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    const base = packageOf(key);
    const range = deps[base];
    if (!range) continue; // a package only shares what it depends on
    shared[key] = { singleton: true, requiredVersion: range, eager: false };
    // Subpath files (`react/jsx-runtime`) often have no package.json of their own, so the
    // share carries the installed package's version explicitly.
    if (key !== base) shared[key].version = installedVersion(base, dir);
    if (facades && FACADES[key]) {
      shared[key].import = FACADES[key];
      shared[key].version = installedVersion(base, dir);
    }
    if (consumeOnly && !PROVIDED_BY_REMOTES.has(base)) {
      shared[key] = { singleton: true, requiredVersion: range, import: false };
    }
  }
  return shared;
}

function swcRule(mode) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: {
              runtime: 'automatic',
              importSource: '@emotion/react',
              development: mode === 'development',
            },
          },
          // Emotion's own transform (the swc port of @emotion/babel-plugin): it turns the css``
          // templates into calls with minified strings, so the packages' styles ship without
          // their indentation and newlines (issue 14: about 1 KB gzip less on home and raw
          // bytes the browser no longer parses), and marks the calls pure. Labels (the
          // component's name in the class name) only in development.
          experimental: {
            // The wasm plugin's compiled cache, out of the packages' folders.
            cacheRoot: path.join(__dirname, '..', '..', 'node_modules', '.cache', 'swc'),
            plugins: [
              [
                require.resolve('@swc/plugin-emotion'),
                {
                  sourceMap: mode === 'development',
                  autoLabel: mode === 'development' ? 'always' : 'never',
                },
              ],
            ],
          },
        },
      },
    },
  };
}

/**
 * React Router 7's production build. Its package `exports` give the development build under
 * every condition (remix-run/react-router#12532, #14102: dev warnings and checks in production),
 * so a production build takes the files by path. `react-router` is bundled into the shared
 * `react-router-dom` facade only, so every build that shares the router takes the same copy.
 */
const ROUTER_DIST = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
);
const ROUTER_PRODUCTION = {
  'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
};

function baseConfig({ dir, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...FACADE_SOURCES, ...RUNTIME_ESM, ...(production ? ROUTER_PRODUCTION : {}) },
    },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.css$/i, type: 'asset/resource' },
        { test: /\.(woff2?|png|svg|jpg|webp)$/i, type: 'asset/resource' },
      ],
    },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // chunkhash, not contenthash: the federation runtime chunk cannot take contenthash.
      filename: production ? '[name].[chunkhash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[chunkhash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The first-screen renderer of a production build, bundled with the build's own rules and
 * resolution (`entry`: the renderer module, relative to the package).
 */
function firstScreenPlugin(config, entry) {
  return new FirstScreenPlugin({
    entry,
    resolve: config.resolve,
    rules: config.module.rules,
    publicPath: config.output.publicPath,
    assetModuleFilename: config.output.assetModuleFilename,
  });
}

/**
 * A remote: exposes its contracts entries, builds alone into `<dir>/dist` with `mf-manifest.json`,
 * and uses the host's federation runtime (`externalRuntime`) so the page carries one runtime.
 * `npm run dev` serves a dev harness (`src/dev/harness.tsx`) that renders the exposed modules
 * inside a ShellContext; the harness is a host of its own, so it carries its own runtime, and its
 * entry must import the harness asynchronously (`import('./harness-bootstrap')`) so shared
 * modules are negotiated before first use (RUNTIME-006 otherwise). `firstLoad` lists the exposes
 * that its production build puts in one file (firstLoadSplit). `firstScreen` names the module that
 * renders the first screens of its pages for the gateway (FirstScreenPlugin).
 */
function createRemoteConfig({
  dir,
  name,
  exposes,
  firstLoad = [],
  firstScreen,
  devPort,
  devProxyTarget = 'http://localhost:8080',
}) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const serving = Boolean(process.env.WEBPACK_SERVE);
    const pkg = readPackage(dir);
    const config = baseConfig({ dir, mode, publicPath: 'auto' });
    config.output.uniqueName = name;
    config.entry = serving ? { harness: './src/dev/harness.tsx' } : {};
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        // Deployed under an immutable version folder, so the entry needs no hash of its own.
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(pkg, dir, {
          facades: mode === 'production' && !serving,
          consumeOnly: mode === 'production' && !serving,
        }),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // No remote loads another remote, so its bundler glue leaves the remote loader out
        // (`disableRemote`), and it runs only in browsers (`target: 'web'`).
        experiments: serving
          ? {}
          : { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
    ];
    // The bundler glue comes from the shell too (BUNDLER_RUNTIME_PATH); the harness is a host
    // of its own and keeps its copy.
    if (!serving) config.resolve.alias = { ...config.resolve.alias, ...BUNDLER_FROM_HOST };
    // mf-contract.json beside mf-manifest.json: what the deploy gate checks (issue 16).
    if (mode === 'production' && !serving) {
      config.plugins.push(
        new ContractDescriptorPlugin({
          dir,
          name,
          exposes,
          runtimeShares: { needs: federationRuntimeShares('needs') },
          facades: Object.keys(FACADES),
        }),
        new CompileHintsPlugin(),
        new PrecompressPlugin(),
      );
      if (firstLoad.length > 0) {
        config.optimization = firstLoadSplit(exposes, firstLoad);
        config.plugins.push(new FirstLoadManifestPlugin(firstLoad));
      }
      if (firstScreen) config.plugins.push(firstScreenPlugin(config, firstScreen));
    }
    if (serving) {
      config.plugins.push(
        new HtmlWebpackPlugin({ title: `${name} dev harness`, chunks: ['harness'] }),
      );
      // The harness page lives at nested paths (/en/search/x): absolute script URLs keep working.
      config.output.publicPath = '/';
      config.devServer = {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The harness talks to the real API through the gateway.
        proxy: [{ context: ['/graphql', '/ai-search', '/media'], target: devProxyTarget }],
      };
    }
    return config;
  };
}

/**
 * An HTML page of the shell's build from `template`, with the entry's scripts deferred at the end
 * of the body. The template is plain HTML, so it is given as text: html-webpack-plugin compiles a
 * `template` file in a child compilation for Node, and Module Federation's shared-module hooks
 * run in that compilation too, which wrote seven Node-format chunks of the shared libraries
 * (`exports.ids`, 227 KB) into dist, where the service worker precached them.
 */
function pagePlugin(template, options = {}) {
  return new HtmlWebpackPlugin({
    templateContent: fs.readFileSync(template, 'utf8'),
    inject: 'body',
    scriptLoading: 'defer',
    ...options,
  });
}

/**
 * The shell: a pure consumer (no exposes) that provides the one federation runtime every remote
 * uses, and registers remotes at run time from `/remotes.json` (no remote URL in this build).
 */
function createHostConfig({ dir, name = 'shell', template, devPort, proxyTarget }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const pkg = readPackage(dir);
    const config = baseConfig({ dir, mode, publicPath: '/' });
    config.resolve.alias = {
      ...config.resolve.alias,
      ...BUNDLER_RUNTIME_DIR,
      'dukkan-federation-semver$': RUNTIME_SEMVER_PATH,
    };
    // The injected federation runtime cannot resolve per-chunk hashes for entry files.
    if (mode === 'production') config.output.filename = '[name].[fullhash:10].js';
    config.entry = { main: './src/index.ts' };
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedConfig(pkg, dir, { facades: mode === 'production' }),
        dts: false,
        // Remotes are registered by their remoteEntry.js (the registry's `entry`), so the
        // runtime leaves out the manifest loader and its snapshot and preload plugins, and runs
        // only in browsers (`target: 'web'` drops the Node script loader): about 3 KB gzip.
        experiments: {
          provideExternalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web' },
        },
        runtimePlugins: [PROVIDE_BUNDLER_RUNTIME],
      }),
      pagePlugin(template),
      fastSatisfyPlugin(),
    ];
    // mf-contract.json beside index.html: what the shell mounts, listens to and queries;
    // first-load.json: the scripts the gateway preloads on every page.
    if (mode === 'production') {
      config.plugins.push(
        new ContractDescriptorPlugin({
          dir,
          name,
          runtimeShares: { provides: federationRuntimeShares('provides') },
          facades: Object.keys(FACADES),
        }),
        new FirstLoadPlugin(),
        new CompileHintsPlugin(),
        new PrecompressPlugin(),
      );
    }
    config.devServer = {
      port: devPort,
      historyApiFallback: true,
      hot: false,
      proxy: proxyTarget
        ? [
            {
              context: ['/graphql', '/ai-search', '/remotes', '/remotes.json', '/media'],
              target: proxyTarget,
            },
          ]
        : undefined,
    };
    return config;
  };
}

module.exports = {
  fastSatisfyPlugin,
  RUNTIME_SEMVER_PATH,
  firstScreenPlugin,
  pagePlugin,
  createRemoteConfig,
  createHostConfig,
  sharedConfig,
  SHARED_SINGLETONS,
  PROVIDED_BY_REMOTES,
  FACADES,
};
