/**
 * @jest-environment node
 */
// The compile hint (compile-hints-plugin.cjs, issue 14), on a real minified webpack build of a
// small package: which scripts start with the magic comment, and that their source maps still
// point at the right lines.
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { compile } = require('../compile.cjs');
const { writeTwoChunkPackage } = require('./two-chunk-package.js');
const {
  CompileHintsPlugin,
  COMPILE_HINT,
  COMPILE_HINT_MIN_BYTES,
} = require('../compile-hints-plugin.cjs');

let dir;
let out;
let plainOut;

/** The test package's production build into `into`, with the given plugins. */
const build = (into, plugins) =>
  compile({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: into, filename: '[name].[chunkhash:10].js', clean: true },
    optimization: { chunkIds: 'named' },
    plugins,
  });

beforeAll(async () => {
  dir = writeTwoChunkPackage('dukkan-compile-hints-');
  out = path.join(dir, 'dist');
  plainOut = path.join(dir, 'plain');
  await build(out, [new CompileHintsPlugin()]);
  await build(plainOut, []);
}, 60_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const scriptNamed = (part, folder = out) =>
  fs.readdirSync(folder).find((name) => name.includes(part) && name.endsWith('.js'));
const read = (name) => fs.readFileSync(path.join(out, name), 'utf8');

describe('CompileHintsPlugin', () => {
  it('starts a minified script of at least 8 KB with the magic comment, on a line of its own', () => {
    const big = read(scriptNamed('big'));
    expect(big.length).toBeGreaterThanOrEqual(COMPILE_HINT_MIN_BYTES);
    expect(big.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(big.split(COMPILE_HINT)).toHaveLength(2);
  });

  it('leaves smaller scripts as they were', () => {
    const small = read(scriptNamed('small'));
    expect(small.length).toBeLessThan(COMPILE_HINT_MIN_BYTES);
    expect(small).not.toContain(COMPILE_HINT);
  });

  it("keeps the script's source map pointing at its code, one line down", () => {
    const name = scriptNamed('big');
    const code = read(name).split('\n');
    const map = JSON.parse(read(`${name}.map`));
    const mapped = map.mappings.split(';');
    // The comment's line maps to nothing; the code's lines are mapped as before, one line down.
    expect(mapped[0]).toBe('');
    // The file's last line, `//# sourceMappingURL=`, is the map's link, not mapped code.
    expect(code.at(-1)).toMatch(/^\/\/# sourceMappingURL=/);
    expect(mapped).toHaveLength(code.length - 1);
    expect(mapped[1]).not.toBe('');
    const line = code.findIndex((text) => text.includes(' row 7 of the big module'));
    expect(line).toBe(1);
    expect(map.sources.some((source) => source.endsWith('big.js'))).toBe(true);
  });

  it('names a hinted file anew: webpack and browsers take a hashed name as unchanged', () => {
    const hinted = scriptNamed('big');
    const plain = scriptNamed('big', plainOut);
    expect(hinted).not.toBe(plain);
    expect(fs.readFileSync(path.join(plainOut, plain), 'utf8')).not.toContain(COMPILE_HINT);
  });
});
