/**
 * @jest-environment node
 */
// A remote's `firstLoad` exposes built into one file (remote-first-load.cjs, issue 14), checked on
// a real webpack build of a small remote: which files it writes, what its manifest lists for each
// expose (the gateway preloads those), and that a dynamic import inside a fragment stays apart.
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  exposeChunkName,
  firstLoadSplit,
  FirstLoadManifestPlugin,
} = require('../remote-first-load.cjs');

const SOURCES = {
  'shared-text.js': "export const greeting = (name) => 'Hello, ' + name;\n",
  'menu.js':
    "import { greeting } from './shared-text';\n" +
    "export default () => greeting('menu');\n" +
    "export const openBody = () => import('./menu-body');\n",
  'menu-body.js': "export default () => 'the menu body, loaded when it opens';\n",
  'badge.js':
    "import { greeting } from './shared-text';\nexport default () => greeting('badge');\n",
  'page.js': "import { greeting } from './shared-text';\nexport default () => greeting('page');\n",
  'other-page.js': "export default () => 'a page that shares nothing';\n",
};
const EXPOSES = {
  './Menu': './menu.js',
  './Badge': './badge.js',
  './Page': './page.js',
  './OtherPage': './other-page.js',
};

let dir;
let files;
let manifest;

function build(firstLoad) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].js',
    },
    optimization: firstLoadSplit(EXPOSES, firstLoad),
    plugins: [
      new ModuleFederationPlugin({
        name: 'sample',
        filename: 'remoteEntry.js',
        exposes: EXPOSES,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      new FirstLoadManifestPlugin(firstLoad),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

const jsOf = (name) => manifest.exposes.find((expose) => expose.name === name).assets.js;

describe('firstLoad: a remote fragments in one file', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-first-load-'));
    for (const [file, text] of Object.entries(SOURCES)) {
      fs.writeFileSync(path.join(dir, file), text);
    }
    await build(['./Menu', './Badge']);
    files = fs.readdirSync(path.join(dir, 'dist'));
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
  }, 60_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the chunk of an exposed module as Module Federation does', () => {
    expect(exposeChunkName('./AccountMenu')).toBe('__federation_expose_AccountMenu');
    expect(exposeChunkName('./a-b/c')).toBe('__federation_expose_a_b_c');
  });

  it('refuses a module the remote does not expose', () => {
    expect(() => firstLoadSplit(EXPOSES, ['./Menu', './Nope'])).toThrow(/\.\/Nope/);
  });

  it('writes one file for the listed fragments and none of their own', () => {
    expect(files).toContain('first-load.js');
    expect(files).not.toContain('__federation_expose_Menu.js');
    expect(files).not.toContain('__federation_expose_Badge.js');
    expect(files).toContain('__federation_expose_Page.js');
    expect(files).toContain('__federation_expose_OtherPage.js');
  });

  it('lists that file for each fragment in the manifest, and what they load later apart', () => {
    expect(jsOf('Menu').sync).toEqual(['first-load.js']);
    expect(jsOf('Badge').sync).toEqual(['first-load.js']);
    expect(jsOf('Menu').async).toHaveLength(1);
    expect(jsOf('Badge').async).toEqual([]);
    const body = jsOf('Menu').async[0];
    expect(fs.readFileSync(path.join(dir, 'dist', body), 'utf8')).toContain('the menu body');
    expect(fs.readFileSync(path.join(dir, 'dist', 'first-load.js'), 'utf8')).not.toContain(
      'the menu body',
    );
  });

  it('gives a page that shares a module with them the same file, and leaves the others alone', () => {
    expect(jsOf('Page').sync).toEqual(['first-load.js', '__federation_expose_Page.js']);
    expect(jsOf('OtherPage').sync).toEqual(['__federation_expose_OtherPage.js']);
  });
});
