/** @jest-environment node */
// The contract descriptor is read from the code: these cases describe the real search remote
// (what the deploy gate will compare) and a small package with both GraphQL layouts.
const { describe, it, expect, beforeAll, afterAll, afterEach } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  describeBuild,
  collectOperations,
  sharesOf,
  versionMeetsRange,
} = require('../contract-descriptor.cjs');

const REPO = path.join(__dirname, '..', '..', '..');

/**
 * A throw-away package folder (prefix `prefix`) that builds against the repo's TypeScript
 * settings and sees the real contracts as `@dukkan/contracts`, with `write(relative, text)` to
 * add its files.
 */
function fixturePackage(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const write = (relative, text) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write('package.json', JSON.stringify({ name: '@dukkan/fixture', version: '0.1.0' }));
  write(
    'tsconfig.json',
    JSON.stringify({ extends: path.join(REPO, 'tsconfig.base.json'), include: ['src'] }),
  );
  fs.mkdirSync(path.join(dir, 'node_modules', '@dukkan'), { recursive: true });
  fs.symlinkSync(
    path.join(REPO, 'shared-contracts'),
    path.join(dir, 'node_modules', '@dukkan', 'contracts'),
    'dir',
  );
  return { dir, write };
}

describe('describeBuild on the search remote', () => {
  let descriptor;
  beforeAll(() => {
    descriptor = describeBuild({ dir: path.join(REPO, 'mf-search'), name: 'search' });
  }, 60_000);

  it('lists every expose with the structural shape of its props', () => {
    expect(Object.keys(descriptor.exposes)).toEqual([
      'search/CompareButton',
      'search/ComparePage',
      'search/CompareTray',
      'search/QuickSearch',
      'search/SearchPage',
    ]);
    expect(descriptor.exposes['search/CompareButton'].props).toEqual({
      object: {
        sku: { shape: { type: 'string' }, optional: false },
        categoryIds: { shape: { array: { type: 'string' } }, optional: false },
      },
    });
    expect(descriptor.exposes['search/QuickSearch'].props.object.variant.shape).toEqual({
      union: [{ literal: 'desktop' }, { literal: 'mobile' }],
    });
    expect(descriptor.exposes['search/SearchPage'].props).toMatchObject({
      name: 'RoutePageProps',
      object: {
        routeId: { shape: { type: 'string' } },
        params: { shape: { index: { type: 'string' } } },
      },
    });
  });

  it('records the catalogue grid it mounts with the props passed', () => {
    const [mount] = descriptor.mounts.filter((m) => m.module === 'catalog/ProductGrid');
    expect(mount.from).toMatch(
      /^src\/features\/search-results\/components\/search-results-page\.tsx:\d+$/,
    );
    const product = mount.props.object.products.shape.array;
    expect(product.object.sku).toEqual({ shape: { type: 'string' }, optional: false });
  });

  it('records the events it emits with the payload of the contracts it was built with', () => {
    expect(descriptor.events.emits['compare:changed'].payload).toEqual({
      object: { count: { shape: { type: 'number' }, optional: false } },
    });
  });

  it('lists the operations it sends, each with the fragments it spreads', () => {
    const names = descriptor.operations.map((op) => op.name);
    expect(names).toEqual(expect.arrayContaining(['SearchProducts', 'SearchResults']));
    for (const op of descriptor.operations) {
      expect(op.type).toBe('query');
      for (const spread of op.document.matchAll(/\.\.\.(\w+)/g)) {
        expect(op.document).toContain(`fragment ${spread[1]} on`);
      }
    }
  });

  it('names the contracts version it was built with and the module roles', () => {
    expect(descriptor.contracts.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
    expect(descriptor.modules['cart/AddToCart']).toEqual({
      remote: 'cart',
      kind: 'fragment',
      role: 'essential',
    });
  });

  it('lists the contracts values it reads, not the types, and the values its contracts export', () => {
    const { uses, provides } = descriptor.contracts;
    expect(uses).toEqual(expect.arrayContaining(['formatPrice', 'useShell', 'compareReducer']));
    // `import type { Locale }` (quick search) and `import type { ProductSummary }` (analytics).
    expect(uses).not.toContain('Locale');
    expect(uses).not.toContain('ProductSummary');
    expect(uses).toEqual([...new Set(uses)].sort());
    expect(provides).toEqual(expect.arrayContaining(['formatPrice', 'registerTexts']));
    expect(provides).not.toContain('Locale');
    expect(provides).not.toContain('Schemas');
    expect(uses.filter((name) => !provides.includes(name))).toEqual([]);
  });
});

describe('describeBuild on the shell', () => {
  let descriptor;
  beforeAll(() => {
    descriptor = describeBuild({ dir: path.join(REPO, 'shell'), name: 'shell' });
  }, 60_000);

  it('mounts every routed page with the route props, and the header fragments with theirs', () => {
    const home = descriptor.mounts.filter((m) => m.module === 'catalog/HomePage');
    expect(home).toHaveLength(1);
    expect(home[0].props.object).toEqual({
      routeId: { shape: { type: 'string' }, optional: false },
      params: { shape: { object: {}, index: { type: 'string' } }, optional: false },
    });
    // The Fragment component itself (a generic module id) and the error boundary's moduleId
    // prop are not mounts; the call sites are.
    expect(descriptor.mounts.some((m) => m.from.includes('remote-boundary'))).toBe(false);
    expect(descriptor.mounts.some((m) => m.from.includes('/fragment.tsx'))).toBe(false);
    expect(descriptor.mounts.find((m) => m.module === 'cart/MiniCart').props).toEqual({
      object: {},
    });
    expect(descriptor.mounts.some((m) => m.module === 'cart/AddToCart')).toBe(false);
  });

  it('listens to the cart count with its payload', () => {
    expect(descriptor.events.listens['cart:updated'].payload).toEqual({
      object: { itemCount: { shape: { type: 'number' }, optional: false } },
    });
    expect(descriptor.exposes).toEqual({});
  });
});

describe('describeBuild: the contracts exports a package reads', () => {
  let tmp;
  let descriptor;
  beforeAll(() => {
    const fixture = fixturePackage('descriptor-uses-');
    tmp = fixture.dir;
    const { write } = fixture;
    write(
      'src/features/greeting/greeting.ts',
      [
        "import { formatPrice, type Locale } from '@dukkan/contracts';",
        "import type { Texts } from '@dukkan/contracts';",
        // A type imported without `type`: the checker tells it from a value.
        "import { ProductSummary, registerTexts } from '@dukkan/contracts';",
        "import * as contracts from '@dukkan/contracts';",
        '',
        "export const direction = contracts.directionOf('en');",
        'export async function greet(product: ProductSummary, texts: Texts, locale: Locale) {',
        "  const { isLocale } = await import('@dukkan/contracts');",
        "  const later = import('@dukkan/contracts').then((m) => m.stripLocale('/en'));",
        '  return [isLocale(locale), formatPrice(1, locale), registerTexts, product, texts, later];',
        '}',
        '',
      ].join('\n'),
    );
    write(
      'src/features/greeting/__tests__/greeting.test.ts',
      "import { hasTexts } from '@dukkan/contracts';\nexport const seen = hasTexts;\n",
    );
    descriptor = describeBuild({ dir: tmp, name: 'fixture', exposes: {} });
  }, 60_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('lists value imports, namespace members and dynamic imports, never types or tests', () => {
    expect(descriptor.contracts.uses).toEqual([
      'directionOf',
      'formatPrice',
      'isLocale',
      'registerTexts',
      'stripLocale',
    ]);
  });
});

describe('collectOperations', () => {
  let tmp;
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  function write(relative, text) {
    const file = path.join(tmp, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }

  it('reads .graphql documents and gql templates, inlining package and contracts fragments', () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'descriptor-'));
    write('contracts/src/card.graphql', 'fragment Card on Product { sku name }');
    write(
      'pkg/src/features/a/list.graphql',
      'query List { products { items { ...Card ...Extra } } }',
    );
    write('pkg/src/features/a/extra.graphql', 'fragment Extra on Product { url_key }');
    write(
      'pkg/src/features/b/old.graphql.ts',
      'export const OLD = gql`mutation Old($sku: String!) { remove(sku: $sku) }`;',
    );
    write(
      'pkg/src/features/a/__generated__/list.ts',
      'export const X = gql`query Generated { a }`;',
    );
    write('pkg/src/features/a/__tests__/t.test.ts', 'const T = gql`query InTest { a }`;');
    const operations = collectOperations(
      path.join(tmp, 'pkg', 'src'),
      path.join(tmp, 'contracts', 'src'),
    );
    expect(operations.map((op) => [op.name, op.type, op.file])).toEqual([
      ['List', 'query', 'src/features/a/list.graphql'],
      ['Old', 'mutation', 'src/features/b/old.graphql.ts'],
    ]);
    expect(operations[0].document).toContain('fragment Card on Product');
    expect(operations[0].document).toContain('fragment Extra on Product');
  });
});

describe('sharesOf: what a build shares, read from its compilation', () => {
  let dir;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const installed = (name) =>
    JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8'))
      .version;

  it('lists the keys it provides with versions and those it consumes with no fallback', async () => {
    const webpack = require('webpack');
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-shares-'));
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      "import('react').then(() => import('mitt')).then(() => import('zustand'));\n",
    );
    let shares;
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(REPO, 'node_modules')] },
      infrastructureLogging: { level: 'error' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'probe',
          dts: false,
          shared: {
            // Consumed from another build, no copy of its own.
            react: { singleton: true, requiredVersion: '^19.0.0', import: false },
            // Provided (and consumed with its own fallback).
            mitt: { singleton: true, requiredVersion: '^3.0.0' },
            zustand: { singleton: true, requiredVersion: '^5.0.0' },
          },
        }),
        {
          apply: (c) =>
            c.hooks.afterCompile.tap('probe', (compilation) => {
              shares = sharesOf(compilation);
            }),
        },
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    expect(shares).toEqual({
      provides: {
        mitt: installed('mitt'),
        zustand: installed('zustand'),
      },
      needs: { react: '^19.0.0' },
    });
  }, 60_000);
});

describe('ContractDescriptorPlugin: the names a build imports from the facades and provides', () => {
  let dir;
  let descriptor;
  beforeAll(async () => {
    const webpack = require('webpack');
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const { ContractDescriptorPlugin } = require('../contract-descriptor.cjs');
    const fixture = fixturePackage('dukkan-facades-');
    dir = fixture.dir;
    const { write } = fixture;
    // A facade of `rxjs` this build provides, as the shell provides the real ones: it re-exports
    // part of what its source module exports (not `tap`).
    write('facade/rxjs.mjs', "export { map, of } from './parts.mjs';\n");
    write(
      'facade/parts.mjs',
      'export const map = 1;\nexport const of = 2;\nexport const tap = 3;\n',
    );
    write('src/index.ts', "import('./app');\n");
    write(
      'src/app.ts',
      [
        "import { useQuery, useApolloClient, type QueryHookOptions } from '@apollo/client/react';",
        "import type { MutationHookOptions } from '@apollo/client/react';",
        "import * as rx from 'rxjs';",
        '',
        'export const hooks = (options: QueryHookOptions | MutationHookOptions) => [',
        '  useQuery,',
        '  useApolloClient,',
        '  rx.map,',
        '  options,',
        '];',
        "export const whole = () => import('rxjs');",
        '',
      ].join('\n'),
    );
    const compiler = webpack({
      mode: 'production',
      devtool: false,
      context: dir,
      entry: './src/index.ts',
      output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
      optimization: { minimize: false },
      resolve: { extensions: ['.ts', '.mjs', '.js'], modules: [path.join(REPO, 'node_modules')] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            use: {
              loader: require.resolve('swc-loader'),
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
            },
          },
        ],
      },
      infrastructureLogging: { level: 'error' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'fixture',
          dts: false,
          shared: {
            // Consumed from the shell with no copy of its own, as a remote does.
            '@apollo/client/react': { singleton: true, requiredVersion: '^4.0.0', import: false },
            // Provided through the facade, as the shell does.
            rxjs: {
              singleton: true,
              requiredVersion: '^7.0.0',
              version: '7.8.2',
              import: path.join(dir, 'facade', 'rxjs.mjs'),
            },
          },
        }),
        new ContractDescriptorPlugin({
          dir,
          name: 'fixture',
          exposes: {},
          facades: ['@apollo/client/react', 'rxjs'],
        }),
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.toJson({ all: false, errors: true, warnings: true })).toEqual(
      expect.objectContaining({ errors: [], warnings: [] }),
    );
    descriptor = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'mf-contract.json'), 'utf8'));
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists the value imports of a facade key, never the type-only ones', () => {
    expect(descriptor.facades.uses['@apollo/client/react']).toEqual([
      'useApolloClient',
      'useQuery',
    ]);
  });

  it('lists the members read from a namespace, and * for a module read as a whole', () => {
    expect(descriptor.facades.uses.rxjs).toEqual(['*', 'map']);
  });

  it('lists what the facade it provides exports, and nothing for a key it only consumes', () => {
    expect(descriptor.facades.provides).toEqual({ rxjs: ['map', 'of'] });
  });
});

describe("versionMeetsRange: the federation runtime's own version check", () => {
  it.each([
    ['19.3.1', '^19.2.0', true],
    ['20.0.0', '^19.2.0', false],
    ['19.3.1', '>=19.4.0 <20', false],
    ['19.3.1', '^19.2.0 || ^20.0.0', true],
    ['0.1.0', '0.1.0', true],
  ])('%s against %s: %s', (version, range, meets) => {
    expect(versionMeetsRange(version, range)).toBe(meets);
  });

  it.each([
    ['19.3.1', 'workspace:*'],
    ['19.3.1', 'file:../react'],
    ['19.3.1', 'latest'],
    ['', '^19.2.0'],
  ])('counts %s against %s, which it cannot judge, as a match', (version, range) => {
    expect(versionMeetsRange(version, range)).toBe(true);
  });
});
