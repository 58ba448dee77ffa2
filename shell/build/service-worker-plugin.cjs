// Builds the service worker after the shell's production build has written its files.
//
// Not workbox-webpack-plugin's InjectManifest: it compiles the worker in a child compilation,
// which inherits the host's Module Federation hooks, so the worker got the federation runtime
// and shared-module chunks (and terser failed on them). Here the worker is a separate, plain
// webpack compilation of `src/service-worker/sw.ts` (Workbox's modules bundled in), and
// workbox-build's injectManifest writes the precache list into it from the files on disk.
const path = require('node:path');
const webpack = require('webpack');
const { compile } = require('@dukkan/build/compile.cjs');
const { injectManifest } = require('workbox-build');

const NAME = 'DukkanServiceWorkerPlugin';

class ServiceWorkerPlugin {
  /**
   * @param {{ swSrc: string, swDest?: string, globPatterns: string[], globIgnores: string[],
   *   dontCacheBustURLsMatching: RegExp, rules: import('webpack').RuleSetRule[] }} options
   */
  constructor(options) {
    this.options = { swDest: 'sw.js', ...options };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const outDir = compiler.outputPath;
      const { swSrc, swDest, globPatterns, globIgnores, dontCacheBustURLsMatching, rules } =
        this.options;
      await compile({
        mode: 'production',
        target: 'webworker',
        context: compiler.context,
        entry: swSrc,
        output: { path: outDir, filename: swDest, clean: false },
        resolve: { extensions: ['.ts', '.mjs', '.js'] },
        module: { rules },
        devtool: false,
      });
      const dest = path.join(outDir, swDest);
      const { count, size, warnings } = await injectManifest({
        swSrc: dest,
        swDest: dest,
        globDirectory: outDir,
        globPatterns,
        globIgnores: [swDest, ...globIgnores],
        dontCacheBustURLsMatching,
      });
      for (const warning of warnings) compilation.warnings.push(new webpack.WebpackError(warning));
      compilation.logger?.info?.(`${swDest}: ${count} files precached, ${size} bytes`);
    });
  }
}

module.exports = { ServiceWorkerPlugin };
