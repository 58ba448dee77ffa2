// First screens (issue 14): HTML a package's production build renders from its own components,
// which the gateway puts in a page before any script has arrived (infra/gateway/src/first-screen/compose.ts).
// After the build has written its files, the renderer module (`entry`) is bundled for Node, run
// once and thrown away. It exports `LOCALES` and `renderFirstScreens(locale)`, which returns
// the screens by name; each is written to `first-screen/<name>.<locale>.html`. The shell renders
// its layout and the select-area dialog; a remote renders the first screen of a page it exposes,
// named after the exposed module (`HomePage`). A renderer that also exports `renderPage` draws
// pages per request with the service's answers: the bundle is then kept as
// `first-screen/pages.cjs`, which the gateway loads from the remote's version folder.
//
// Like the service worker, it is a separate, plain webpack compilation (a child compilation
// would inherit the host's Module Federation hooks): the renderer is bundled with the package's
// own rules and resolution, so the markup and the asset URLs in its styles are the ones the
// browser build makes.
const { copyFile, mkdtemp, mkdir, rm, writeFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { compile } = require('./compile.cjs');

const NAME = 'DukkanFirstScreenPlugin';

/** The renderer as published for the gateway (infra/gateway/src/first-screen/compose.ts). */
const PAGES_FILE = 'pages.cjs';

/** A screen's name: letters, digits and dashes, so it is a plain file name. */
const SCREEN_NAME = /^[A-Za-z][\w-]*$/;

class FirstScreenPlugin {
  /**
   * @param {{ entry: string, outDir?: string,
   *   resolve: import('webpack').ResolveOptions, rules: import('webpack').RuleSetRule[],
   *   publicPath: string, assetModuleFilename: string }} options
   */
  constructor(options) {
    this.options = { outDir: 'first-screen', ...options };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const { entry, outDir, resolve, rules, publicPath, assetModuleFilename } = this.options;
      const work = await mkdtemp(path.join(os.tmpdir(), 'dukkan-first-screen-'));
      try {
        await compile({
          mode: 'production',
          target: 'node',
          context: compiler.context,
          entry,
          output: {
            path: work,
            filename: 'render.cjs',
            library: { type: 'commonjs2' },
            publicPath,
            assetModuleFilename,
          },
          resolve,
          module: { rules },
          optimization: { minimize: false },
          // One file: a renderer that draws pages per request is published as it is (below),
          // and the texts' dynamic imports must not leave chunks behind.
          plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
          devtool: false,
        });
        const bundle = path.join(work, 'render.cjs');
        const { renderFirstScreens, renderPage, LOCALES: locales } = require(bundle);
        delete require.cache[bundle];
        const dest = path.join(compiler.outputPath, outDir);
        await mkdir(dest, { recursive: true });
        // A renderer that also draws pages per request (`renderPage`) is kept for the gateway.
        if (typeof renderPage === 'function') {
          await copyFile(bundle, path.join(dest, PAGES_FILE));
        }
        const written = [];
        for (const locale of locales) {
          for (const [name, html] of Object.entries(renderFirstScreens(locale))) {
            if (!SCREEN_NAME.test(name)) throw new Error(`${NAME}: bad screen name "${name}"`);
            await writeFile(path.join(dest, `${name}.${locale}.html`), html);
            written.push(`${name}.${locale}`);
          }
        }
        compilation.logger?.info?.(`${outDir}: ${written.join(', ')}`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { FirstScreenPlugin };
