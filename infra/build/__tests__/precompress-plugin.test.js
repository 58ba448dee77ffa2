/**
 * @jest-environment node
 */
// The build's precompressed siblings (precompress-plugin.cjs, issue 14), on a real webpack build
// of a small package: which files get a `.br` and a `.gz`, and that each decodes to its file.
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { compile } = require('../compile.cjs');
const { writeTwoChunkPackage } = require('./two-chunk-package.js');
const { PrecompressPlugin, PRECOMPRESS_MIN_BYTES } = require('../precompress-plugin.cjs');

let dir;
let out;

beforeAll(async () => {
  dir = writeTwoChunkPackage('dukkan-precompress-');
  out = path.join(dir, 'dist');
  await compile({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: out, filename: '[name].[contenthash:10].js', clean: true },
    optimization: { minimize: false, chunkIds: 'named' },
    plugins: [new PrecompressPlugin()],
  });
}, 60_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const built = () => fs.readdirSync(out).sort();
const scriptNamed = (part) => built().find((name) => name.includes(part) && name.endsWith('.js'));

describe('PrecompressPlugin', () => {
  it('writes a .br and a .gz beside each script of at least a kilobyte, decoding to it', () => {
    const big = scriptNamed('big');
    const bytes = fs.readFileSync(path.join(out, big));
    expect(bytes.length).toBeGreaterThanOrEqual(PRECOMPRESS_MIN_BYTES);
    const br = fs.readFileSync(path.join(out, `${big}.br`));
    const gz = fs.readFileSync(path.join(out, `${big}.gz`));
    expect(zlib.brotliDecompressSync(br).equals(bytes)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(bytes)).toBe(true);
    expect(br.length).toBeLessThan(bytes.length / 4);
  });

  it('leaves small scripts and source maps without siblings', () => {
    const small = scriptNamed('small');
    expect(fs.statSync(path.join(out, small)).size).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    expect(built()).not.toContain(`${small}.br`);
    expect(built().filter((name) => name.endsWith('.map'))).not.toHaveLength(0);
    expect(built().filter((name) => /\.map\.(br|gz)$/.test(name))).toEqual([]);
  });
});
