// Precompressed scripts and styles (issue 14): after a production build has written its files,
// each emitted `.js` and `.css` of at least PRECOMPRESS_MIN_BYTES gets two siblings, `<file>.br`
// (brotli at its best quality) and `<file>.gz` (gzip level 9). The gateway serves them when the
// browser accepts them (`@fastify/static`'s `preCompressed`), so a page's scripts are compressed
// once per build instead of on every request, and smaller than the per-request brotli quality 5
// makes them. Measured on `/en` (docs/performance.md): the gateway's CPU per first visit, which on
// a small machine competes with the browser itself, and the bytes sent.
//
// The siblings are written beside the emitted files, not added as webpack assets: manifests,
// stats and the service worker's precache list (`**/*.{js,css,woff2}`) name the files as before,
// and publishing copies the whole `dist`, siblings included. Files written after this build (the
// shell's `sw.js`, by its own compilation) are not webpack assets here and get none.
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const NAME = 'DukkanPrecompressPlugin';

/** The gateway's own threshold (infra/gateway/src/compression.ts COMPRESS_THRESHOLD): smaller saves nothing. */
const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|css)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The two encodings of one file's bytes, as the gateway serves them.
 * @param {Buffer} bytes
 * @returns {Promise<{ br: Buffer, gz: Buffer }>}
 */
async function precompress(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Whether an emitted asset gets siblings.
 * @param {string} name the asset's path in the output folder
 * @param {number} size its bytes
 */
function shouldPrecompress(name, size) {
  return COMPRESSIBLE.test(name) && size >= PRECOMPRESS_MIN_BYTES;
}

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const outDir = compilation.outputOptions.path ?? compiler.outputPath;
      const names = compilation
        .getAssets()
        .filter((asset) => shouldPrecompress(asset.name, asset.source.size()))
        .map((asset) => asset.name);
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const { br, gz } = await precompress(await readFile(file));
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin, PRECOMPRESS_MIN_BYTES };
