// Compile hints (issue 14): each production script of at least COMPILE_HINT_MIN_BYTES starts
// with the magic comment `//# allFunctionsCalledOnLoad`. V8 compiles a script's functions lazily,
// on the main thread, the first time each one is called; on a first visit nearly every function
// of these files is called while the page loads (module factories, the libraries' start-up), so
// that compiling ran inside the page's long tasks (the CPU profile counts it against the caller,
// webpack's `__webpack_require__`). With the comment, Chromium compiles the file's functions
// eagerly while it streams the script, on a background thread. Browsers without the hint read a
// comment. Smaller files cost little to compile and would pay the comment's bytes for nothing.
//
// The comment goes in after minification (which would drop it) and before the source maps are
// written, so each map still points at its lines. File names carry the chunk's hash, which is
// computed before the comment goes in; webpack then takes a file of the same name on disk as
// written (hashed names are immutable), and browsers cache it as such. So the chunk hash also
// covers the hint's rule: a build with this plugin names its files anew.
const NAME = 'DukkanCompileHintsPlugin';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILE_HINT_MIN_BYTES = 8 * 1024;
const SCRIPT = /\.(?:js|mjs)$/;

/**
 * Whether an emitted asset gets the hint.
 * @param {string} name the asset's path in the output folder
 * @param {number} size its bytes
 */
function shouldHint(name, size) {
  return SCRIPT.test(name) && size >= COMPILE_HINT_MIN_BYTES;
}

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.chunkHash.tap(NAME, (_chunk, hash) => {
        hash.update(`${COMPILE_HINT} from ${COMPILE_HINT_MIN_BYTES} bytes`);
      });
      compilation.hooks.processAssets.tap(
        // After Terser (OPTIMIZE_SIZE), before the source maps (DEV_TOOLING).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!shouldHint(name, source.size())) continue;
            compilation.updateAsset(name, new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT, COMPILE_HINT_MIN_BYTES };
