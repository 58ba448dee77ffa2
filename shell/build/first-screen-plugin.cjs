// Renders the shell's first screen (src/first-screen/render-first-screen.tsx) to HTML after the
// production build has written its files: one `first-screen/<locale>.html` per locale the renderer exports, which the
// gateway puts inside #root on a first visit (infra/gateway/src/first-screen.js).
//
// Like the service worker, it is a separate, plain webpack compilation (a child compilation
// would inherit the host's Module Federation hooks), here for Node: the renderer is bundled with
// the host's own rules and resolution, so the markup and the font URLs in its styles are the
// ones the browser build makes. The bundle is run once and thrown away.
const { mkdtemp, mkdir, rm, writeFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { compile } = require('./compile.cjs');

const NAME = 'DukkanFirstScreenPlugin';

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
          devtool: false,
        });
        const bundle = path.join(work, 'render.cjs');
        const { renderFirstScreen, LOCALES: locales } = require(bundle);
        delete require.cache[bundle];
        const dest = path.join(compiler.outputPath, outDir);
        await mkdir(dest, { recursive: true });
        for (const locale of locales) {
          await writeFile(path.join(dest, `${locale}.html`), renderFirstScreen(locale));
        }
        compilation.logger?.info?.(`${outDir}: ${locales.join(', ')}`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { FirstScreenPlugin };
