/**
 * @jest-environment node
 */
// The shell's HTML pages (pagePlugin in index.cjs, issue 14): written without a child
// compilation, so Module Federation's shared modules are not built a second time for Node.
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { compile } = require('../compile.cjs');
const { pagePlugin } = require('../index.cjs');

let dir;

/** A host that shares a module of its own by path, as the shell shares its facades. */
const build = (into, page) =>
  compile({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: {
      path: into,
      filename: '[name].[fullhash:10].js',
      chunkFilename: '[id].[contenthash:10].js',
      publicPath: '/',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: {
          'shared-facade': { import: './facade.js', singleton: true, requiredVersion: false },
        },
        dts: false,
      }),
      page,
    ],
  });

/** The emitted scripts in Node's chunk format (`exports.ids = [...]`), which no browser runs. */
const nodeChunks = (folder) =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /exports\.ids\s*=/.test(fs.readFileSync(path.join(folder, file), 'utf8')));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-page-plugin-'));
  fs.writeFileSync(
    path.join(dir, 'facade.js'),
    "export const shout = (s) => s.toUpperCase() + '!';\n",
  );
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "import('shared-facade').then((m) => console.log(m.shout('hello')));\n",
  );
  fs.writeFileSync(
    path.join(dir, 'page.html'),
    '<!doctype html>\n<html lang="en">\n  <head><title>Page</title></head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pagePlugin', () => {
  it('writes the page with the entry deferred and leaves no Node-format chunk in the build', async () => {
    const out = path.join(dir, 'dist');
    await build(out, pagePlugin(path.join(dir, 'page.html')));
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    // Minified, as every production page: attributes lose their quotes.
    expect(html).toMatch(
      /<div id=root><\/div><script defer src=\/main\.[0-9a-f]{10}\.js><\/script><\/body>/,
    );
    expect(nodeChunks(out)).toEqual([]);
  }, 60_000);

  it('is needed: a template file compiled as a child leaves Node-format chunks behind', async () => {
    const out = path.join(dir, 'plain');
    await build(
      out,
      new HtmlWebpackPlugin({ template: path.join(dir, 'page.html'), scriptLoading: 'defer' }),
    );
    expect(nodeChunks(out).length).toBeGreaterThan(0);
  }, 60_000);
});
