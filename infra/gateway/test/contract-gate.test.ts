// The deploy gate (issue 16): candidates are deployed against a deploy root holding live
// versions, and the gate refuses every incompatible one with a report naming the broken pair,
// lets compatible ones through, and records a forced deploy in the registry's history.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSchema, graphql } from 'graphql';
import { buildGateway } from '../src/app';
import {
  checkCompatibility,
  readCandidates,
  readLive,
  readLiveSchema,
  schemaFromFiles,
  shapeProblems,
} from '../../scripts/lib/contract-gate.mjs';
import { GateRefusal, gatedPublish, gatedRollback } from '../../scripts/lib/gated-publish.mjs';
import { readRegistry } from '../../scripts/lib/publish.mjs';

type Shape = Record<string, unknown>;
const S: Shape = { type: 'string' };
const N: Shape = { type: 'number' };
/** An object shape; a key ending in `?` is optional. */
function obj(props: Record<string, Shape>, name?: string): Shape {
  const object: Record<string, { shape: Shape; optional: boolean }> = {};
  for (const [key, shape] of Object.entries(props)) {
    object[key.replace(/\?$/, '')] = { shape, optional: key.endsWith('?') };
  }
  return name ? { object, name } : { object };
}
const PRODUCT = obj({ sku: S, name: S, price: { union: [{ type: 'null' }, N] } }, 'ProductSummary');
const COMPARE_PROPS = obj({ sku: S, categoryIds: { array: S } });

interface Parts {
  version?: string;
  exposes?: Record<string, Shape>;
  mounts?: { module: string; from: string; props: Shape }[];
  emits?: Record<string, Shape>;
  listens?: Record<string, Shape>;
  operations?: Record<string, string>;
  /** The contracts exports the build reads; left out, a descriptor from before the field. */
  uses?: string[];
  /** The contracts its build was made with: version and value exports (left out: an old one). */
  contracts?: { version: string; provides?: string[] };
  /** Shared libraries provided and consumed without a fallback (left out: an old descriptor). */
  shares?: { provides: Record<string, string>; needs: Record<string, string> };
  /** Names imported from and exported by the facade keys (left out: an old descriptor). */
  facades?: { uses: Record<string, string[]>; provides: Record<string, string[]> };
}

/** The contracts of this week's live builds, and the next ones with `registerTexts` added. */
const CONTRACTS = {
  version: '0.1.0+000000000000',
  provides: ['LOCALES', 'formatPrice', 'toProductSummary', 'useShell'],
};
const NEXT_CONTRACTS = {
  version: '0.1.0+111111111111',
  provides: [...CONTRACTS.provides, 'registerTexts'].sort(),
};

function descriptor(name: string, parts: Parts) {
  const events = (table: Record<string, Shape> = {}, verb: string) =>
    Object.fromEntries(
      Object.entries(table).map(([event, payload]) => [
        event,
        { payload, from: [`src/${verb}-${event.replace(':', '-')}.ts:1`] },
      ]),
    );
  return {
    format: 1,
    name,
    package: `@dukkan/${name}`,
    version: parts.version ?? '0.1.0',
    contracts: {
      package: '@dukkan/contracts',
      ...(parts.contracts ?? CONTRACTS),
      ...(parts.uses ? { uses: parts.uses } : {}),
    },
    exposes: Object.fromEntries(
      Object.entries(parts.exposes ?? {}).map(([id, props]) => [
        id,
        { file: `./src/exposes/${id}.tsx`, props },
      ]),
    ),
    mounts: parts.mounts ?? [],
    events: { emits: events(parts.emits, 'emit'), listens: events(parts.listens, 'listen') },
    operations: Object.entries(parts.operations ?? {}).map(([opName, document]) => ({
      name: opName,
      type: document.trim().startsWith('mutation') ? 'mutation' : 'query',
      file: `src/graphql/${opName}.graphql`,
      document,
    })),
    modules: {},
    ...(parts.shares ? { shares: parts.shares } : {}),
    ...(parts.facades ? { facades: parts.facades } : {}),
  };
}

const LIVE_SCHEMA = `
type Query { products(search: String): Products }
type Products { items: [Product] total_count: Int }
type Product { sku: String! name: String url_key: String }
`;

/** The libraries the live shell shares, and what a remote consumes from it without a copy. */
const SHELL_SHARES = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0' };
const REMOTE_SHARES = { provides: {}, needs: { react: '^19.2.0', 'react-dom': '^19.2.0' } };

/** What the live shell's facades export (infra/build/facades), and what a remote imports. */
const APOLLO_REACT = [
  'ApolloProvider',
  'skipToken',
  'useApolloClient',
  'useLazyQuery',
  'useMutation',
  'useQuery',
];
const SHELL_FACADES = {
  uses: { '@apollo/client/react': ['ApolloProvider'] },
  provides: { '@apollo/client/react': APOLLO_REACT, rxjs: ['Observable', 'map'] },
};
const REMOTE_FACADES = {
  uses: { '@apollo/client/react': ['useApolloClient', 'useQuery'] },
  provides: {},
};

/** What is live before each test: the shell and three remotes as they work together today. */
const LIVE: Record<string, Parts> = {
  shell: {
    mounts: [
      {
        module: 'search/QuickSearch',
        from: 'src/site-header.tsx:121',
        props: obj({ variant: { literal: 'desktop' } }),
      },
      { module: 'cart/MiniCart', from: 'src/site-header.tsx:127', props: obj({}) },
    ],
    listens: { 'cart:updated': obj({ itemCount: N }) },
    uses: ['LOCALES', 'useShell'],
    shares: { provides: SHELL_SHARES, needs: {} },
    facades: SHELL_FACADES,
  },
  catalog: {
    exposes: { 'catalog/ProductGrid': obj({ products: { array: PRODUCT } }) },
    mounts: [
      {
        module: 'cart/AddToCart',
        from: 'src/product-card.tsx:94',
        props: obj({ product: PRODUCT }),
      },
      { module: 'search/CompareButton', from: 'src/product-card.tsx:96', props: COMPARE_PROPS },
    ],
    operations: {
      ListProducts: 'query ListProducts { products { items { sku name } total_count } }',
    },
    uses: ['formatPrice', 'toProductSummary', 'useShell'],
    shares: REMOTE_SHARES,
    facades: REMOTE_FACADES,
  },
  search: {
    exposes: {
      'search/QuickSearch': obj({
        variant: { union: [{ literal: 'desktop' }, { literal: 'mobile' }] },
      }),
      'search/CompareButton': COMPARE_PROPS,
    },
    mounts: [
      {
        module: 'catalog/ProductGrid',
        from: 'src/search-results.tsx:56',
        props: obj({ products: { array: PRODUCT } }),
      },
    ],
    operations: {
      SearchProducts:
        'query SearchProducts($q: String) { products(search: $q) { items { sku name url_key } } }',
    },
    uses: ['formatPrice', 'useShell'],
    shares: REMOTE_SHARES,
    facades: REMOTE_FACADES,
  },
  cart: {
    exposes: { 'cart/AddToCart': obj({ product: PRODUCT }), 'cart/MiniCart': obj({}) },
    emits: { 'cart:updated': obj({ itemCount: N }) },
    uses: ['formatPrice', 'useShell'],
    shares: REMOTE_SHARES,
    facades: REMOTE_FACADES,
  },
};

const FOLDERS: Record<string, string> = {
  shell: 'shell',
  catalog: 'mf-catalog',
  search: 'mf-search',
  cart: 'mf-cart-checkout',
  account: 'mf-account',
};

let repoRoot: string;
let deployDir: string;
let shellDir: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build of one package whose descriptor says `parts`. */
function build(name: string, parts: Parts) {
  const dir = path.join(repoRoot, FOLDERS[name]!);
  const text = JSON.stringify(descriptor(name, parts), null, 2);
  write(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `@dukkan/${name}`, version: parts.version ?? '0.1.0' }),
  );
  write(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ id: name }));
  write(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${name} ${text.length} */`);
  write(path.join(dir, 'dist', 'mf-contract.json'), text);
}

const history = () =>
  readFileSync(path.join(deployDir, 'remotes-history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const deploy = (
  names: ('catalog' | 'search' | 'cart' | 'account')[],
  extra: { force?: boolean; reason?: string } = {},
) => gatedPublish(names, { deployDir, repoRoot, shellDir, ...extra });

/** The refusal's report, or a failure when the deploy went through. */
async function refusal(names: ('catalog' | 'search' | 'cart' | 'account')[]): Promise<string> {
  const before = await readRegistry(deployDir);
  const error = await deploy(names).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GateRefusal);
  // Nothing went live.
  expect(await readRegistry(deployDir)).toEqual(before);
  return (error as Error).message;
}

/** `contract:check` run as a maintainer runs it, against this test's deploy root. */
function contractCheck(shell: string, schema: string, ...names: string[]) {
  return spawnSync(
    process.execPath,
    [
      path.join(__dirname, '../../scripts/contract-check.mjs'),
      ...['--against', deployDir, '--repo-root', repoRoot, '--shell-dir', shell],
      ...['--schema', schema, ...names],
    ],
    { encoding: 'utf8' },
  );
}

beforeEach(async () => {
  repoRoot = mkdtempSync(path.join(tmpdir(), 'dukkan-gate-'));
  deployDir = path.join(repoRoot, '.deploy');
  shellDir = path.join(repoRoot, 'shell', 'dist');
  for (const [name, parts] of Object.entries(LIVE)) build(name, parts);
  write(path.join(deployDir, 'schema.graphql'), LIVE_SCHEMA);
  await deploy(['catalog', 'search', 'cart']);
});

afterEach(() => {
  rmSync(repoRoot, { recursive: true, force: true });
});

describe('deploy gate: refusals name the broken pair', () => {
  it('refuses a search build that no longer exposes a module the live catalogue mounts', async () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: { 'search/QuickSearch': LIVE.search!.exposes!['search/QuickSearch']! },
    });
    const report = await refusal(['search']);
    expect(report).toMatch(
      /\[module\] catalog 0\.1\.0-\w+ \(live\) mounts search\/CompareButton at src\/product-card\.tsx:96; search 0\.2\.0-\w+ \(candidate\) does not expose it\./,
    );
    expect(report).toMatch(
      /provides: search 0\.2\.0-\w+ \(candidate\) no longer exposes search\/CompareButton/,
    );
    expect(report).toContain('Refused: nothing went live');
  });

  it('refuses a new required prop that the live consumer does not pass', async () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: {
        ...LIVE.search!.exposes,
        'search/CompareButton': obj({ sku: S, categoryIds: { array: S }, position: N }),
      },
    });
    const report = await refusal(['search']);
    expect(report).toMatch(
      /\[props\] catalog 0\.1\.0-\w+ \(live\) mounts search\/CompareButton at src\/product-card\.tsx:96 with props search 0\.2\.0-\w+ \(candidate\) does not accept\./,
    );
    expect(report).toContain('- props.position (number) is required but not given');
  });

  it('refuses a changed event payload that a live listener still expects', async () => {
    build('cart', { ...LIVE.cart, version: '0.2.0', emits: { 'cart:updated': obj({ count: N }) } });
    const report = await refusal(['cart']);
    expect(report).toMatch(
      /\[event\] cart 0\.2\.0-\w+ \(candidate\) emits cart:updated with a payload shell 0\.1\.0 \(live\) does not accept\./,
    );
    expect(report).toContain(
      'needs:    shell 0.1.0 (live) listens to cart:updated expecting { itemCount: number }',
    );
    expect(report).toContain('- payload.itemCount (number) is required but not given');
  });

  it('refuses an operation the live schema cannot answer', async () => {
    build('catalog', {
      ...LIVE.catalog,
      version: '0.2.0',
      operations: { ListProducts: 'query ListProducts { products { items { sku name brand } } }' },
    });
    const report = await refusal(['catalog']);
    expect(report).toMatch(
      /\[operation\] catalog 0\.2\.0-\w+ \(candidate\) sends query ListProducts, which the live schema does not answer\./,
    );
    expect(report).toContain('- Cannot query field "brand" on type "Product".');
  });

  it('refuses a schema that drops a field a live remote queries (contract:check, exit code 1)', () => {
    write(path.join(repoRoot, 'next-schema.graphql'), LIVE_SCHEMA.replace('url_key: String', ''));
    const result = contractCheck(
      shellDir,
      path.join(repoRoot, 'next-schema.graphql'),
      'catalog',
      '--json',
    );
    expect(result.status).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.ok).toBe(false);
    expect(json.problems).toEqual([
      expect.objectContaining({
        kind: 'operation',
        needs: expect.stringMatching(
          /^search 0\.1\.0-\w+ \(live\) sends query SearchProducts \(src\/graphql\/SearchProducts\.graphql\)$/,
        ),
        provides: `the candidate schema ${path.join(repoRoot, 'next-schema.graphql')}`,
        details: ['Cannot query field "url_key" on type "Product".'],
      }),
    ]);
  });
});

describe('deploy gate: contracts exports (the shell shares its contracts with every remote)', () => {
  /** A search build made with the next contracts, calling their new export. */
  const NEXT_SEARCH: Parts = {
    ...LIVE.search,
    version: '0.2.0',
    contracts: NEXT_CONTRACTS,
    uses: ['formatPrice', 'registerTexts', 'useShell'],
  };

  it('refuses a remote that calls a contracts export the live shell does not provide', async () => {
    build('search', NEXT_SEARCH);
    const report = await refusal(['search']);
    expect(report).toMatch(
      /\[contracts\] search 0\.2\.0-\w+ \(candidate\) calls registerTexts from @dukkan\/contracts, which shell 0\.1\.0 \(live\) does not share \(contracts 0\.1\.0\+000000000000\)\. It was built with newer contracts \(0\.1\.0\+111111111111\), and its modules would fail to load: deploy the shell built with them first, or rebuild search against the live contracts\./,
    );
    expect(report).toMatch(
      /needs: {4}search 0\.2\.0-\w+ \(candidate\) calls registerTexts from @dukkan\/contracts\n/,
    );
    expect(report).toContain(
      'provides: shell 0.1.0 (live) provides contracts 0.1.0+000000000000 without them',
    );
  });

  it('deploys the same remote once the shell built with those contracts is live', async () => {
    build('search', NEXT_SEARCH);
    expect(await refusal(['search'])).toContain('[contracts]');
    build('shell', { ...LIVE.shell, version: '0.2.0', contracts: NEXT_CONTRACTS });
    const { verdict } = await deploy(['search']);
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([]);
  });

  it('refuses a shell whose contracts drop an export a live remote calls (contract:check)', () => {
    const liveShellDir = path.join(repoRoot, 'live-shell');
    cpSync(shellDir, liveShellDir, { recursive: true });
    build('shell', {
      ...LIVE.shell,
      version: '0.2.0',
      contracts: {
        version: '0.1.0+222222222222',
        provides: ['LOCALES', 'formatPrice', 'useShell'],
      },
    });
    const result = contractCheck(liveShellDir, 'none', 'shell', '--json');
    expect(result.status).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.problems).toEqual([
      expect.objectContaining({
        kind: 'contracts',
        needs: expect.stringMatching(
          /^catalog 0\.1\.0-\w+ \(live\) calls toProductSummary from @dukkan\/contracts$/,
        ),
        provides: 'shell 0.2.0 (candidate) provides contracts 0.1.0+222222222222 without them',
        message: expect.stringContaining('Keep those exports until no live remote calls them.'),
      }),
    ]);
  });

  it('only warns about descriptors written before contracts exports were recorded', async () => {
    build('cart', { ...LIVE.cart, version: '0.2.0', uses: undefined });
    const cart = await deploy(['cart']);
    expect(cart.verdict.ok).toBe(true);
    expect(cart.verdict.warnings).toEqual([
      expect.stringMatching(
        /^cart 0\.2\.0-\w+ \(candidate\) has a contract descriptor without contracts\.uses /,
      ),
    ]);

    build('shell', { ...LIVE.shell, contracts: { version: CONTRACTS.version } });
    build('search', NEXT_SEARCH);
    const search = await deploy(['search']);
    expect(search.verdict.ok).toBe(true);
    expect(search.verdict.warnings).toEqual([
      expect.stringMatching(
        /^shell 0\.1\.0 \(live\) has a contract descriptor without contracts\.provides /,
      ),
      expect.stringMatching(
        /^cart 0\.2\.0-\w+ \(live\) has a contract descriptor without contracts\.uses /,
      ),
    ]);
  });
});

describe('deploy gate: shared libraries (remotes consume the shell copies, with none of their own)', () => {
  /** A cart build that now keeps its state in zustand's vanilla store, a key no live shell shares. */
  const CART_WITH_VANILLA: Parts = {
    ...LIVE.cart,
    version: '0.2.0',
    shares: { provides: {}, needs: { ...REMOTE_SHARES.needs, 'zustand/vanilla': '^5.0.0' } },
  };

  it('refuses a remote that consumes a library the live shell does not share', async () => {
    build('cart', CART_WITH_VANILLA);
    const report = await refusal(['cart']);
    expect(report).toMatch(
      /\[shares\] cart 0\.2\.0-\w+ \(candidate\) consumes zustand\/vanilla from the shell, which shell 0\.1\.0 \(live\) does not share: its modules would fail to load\./,
    );
    expect(report).toMatch(
      /needs: {4}cart 0\.2\.0-\w+ \(candidate\) consumes zustand\/vanilla \^5\.0\.0 from the shell, with no copy of its own\n/,
    );
    expect(report).toContain('provides: shell 0.1.0 (live) does not share zustand/vanilla');
  });

  it('deploys the same remote once a shell that shares the library is live', async () => {
    build('cart', CART_WITH_VANILLA);
    expect(await refusal(['cart'])).toContain('[shares]');
    build('shell', {
      ...LIVE.shell,
      version: '0.2.0',
      shares: { provides: { ...SHELL_SHARES, 'zustand/vanilla': '5.1.0' }, needs: {} },
    });
    const { verdict } = await deploy(['cart']);
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([]);
  });

  /** `contract:check --json` of a shell 0.2.0 that shares `provides`, against the live store. */
  const checkShellSharing = (provides: Record<string, string>) =>
    checkCandidateShell({ shares: { provides, needs: {} } });

  it('refuses a shell that stops sharing a library a live remote consumes (contract:check)', () => {
    // One broken pair per live remote, each naming react-dom.
    expectOnePerLiveRemote(checkShellSharing({ react: '19.3.1', zustand: '5.1.0' }), {
      kind: 'shares',
      needs: expect.stringMatching(
        /^(catalog|search|cart) 0\.1\.0-\w+ \(live\) consumes react-dom \^19\.2\.0 from the shell, with no copy of its own$/,
      ),
      provides: 'shell 0.2.0 (candidate) does not share react-dom',
      message: expect.stringContaining('Keep sharing them'),
    });
  });

  it('refuses a remote built for a version of a library outside what the live shell shares', async () => {
    build('cart', {
      ...LIVE.cart,
      version: '0.2.0',
      shares: { provides: {}, needs: { ...REMOTE_SHARES.needs, react: '^20.0.0' } },
    });
    const report = await refusal(['cart']);
    expect(report).toMatch(
      /\[shares\] cart 0\.2\.0-\w+ \(candidate\) was built for react \^20\.0\.0, but shell 0\.1\.0 \(live\) shares react 19\.3\.1: its code would run on a version it was not built against\./,
    );
    expect(report).toContain('provides: shell 0.1.0 (live) shares react 19.3.1');
  });

  it('refuses a remote whose federation glue is of another minor release than the live shell hands out, or that the shell does not hand out', async () => {
    // infra/build: a remote takes the runtime core and the bundler glue from the shell, and its
    // descriptor needs them within the minor release it was built with.
    const GLUE = '@module-federation/webpack-bundler-runtime';
    build('shell', {
      ...LIVE.shell,
      shares: { provides: { ...SHELL_SHARES, [GLUE]: '2.9.2' }, needs: {} },
    });
    build('cart', {
      ...LIVE.cart,
      version: '0.2.0',
      shares: { provides: {}, needs: { ...REMOTE_SHARES.needs, [GLUE]: '~2.10.0' } },
    });
    expect(await refusal(['cart'])).toMatch(
      /\[shares\] cart 0\.2\.0-\w+ \(candidate\) was built with the federation runtime @module-federation\/webpack-bundler-runtime ~2\.10\.0, but shell 0\.1\.0 \(live\) hands out @module-federation\/webpack-bundler-runtime 2\.9\.2: .*a new minor release needs the shell and every remote built with it deployed together\./,
    );
    // A shell without the runtime plugin (built before it) hands out nothing.
    build('shell', { ...LIVE.shell, shares: { provides: SHELL_SHARES, needs: {} } });
    build('cart', {
      ...LIVE.cart,
      version: '0.2.1',
      shares: { provides: {}, needs: { ...REMOTE_SHARES.needs, [GLUE]: '~2.9.2' } },
    });
    expect(await refusal(['cart'])).toContain(
      "takes the federation runtime (@module-federation/webpack-bundler-runtime) from the shell, which shell 0.1.0 (live) does not hand out: its entry would fail to start. Deploy a shell built with infra/build's runtime plugin first.",
    );
    // A patch release of the shell's glue still serves a remote built with the one before.
    build('shell', {
      ...LIVE.shell,
      shares: { provides: { ...SHELL_SHARES, [GLUE]: '2.9.5' }, needs: {} },
    });
    const { verdict } = await deploy(['cart']);
    expect(verdict.ok).toBe(true);
  });

  it('refuses a shell that moves a library a live remote consumes out of its range, and deploys one inside it (contract:check)', () => {
    const refused = checkShellSharing({ ...SHELL_SHARES, 'react-dom': '20.0.0' });
    expect(refused.status).toBe(1);
    expect(refused.problems).toHaveLength(3);
    for (const problem of refused.problems) {
      expect(problem).toEqual(
        expect.objectContaining({
          kind: 'shares',
          provides: 'shell 0.2.0 (candidate) shares react-dom 20.0.0',
          message: expect.stringContaining('outside the range'),
        }),
      );
    }
    const inRange = checkShellSharing({ ...SHELL_SHARES, 'react-dom': '19.9.0' });
    expect(inRange).toEqual({ status: 0, problems: [] });
  });

  it('only warns when the shell descriptor was written before shares were recorded', async () => {
    build('shell', { ...LIVE.shell, shares: undefined });
    build('search', { ...LIVE.search, version: '0.2.0' });
    const { verdict } = await deploy(['search']);
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^shell 0\.1\.0 \(live\) has a contract descriptor without shares .*the ones search 0\.2\.0-\w+ \(candidate\) consumes from the shell are not checked\.$/,
        ),
      ]),
    );
  });
});

/**
 * `contract:check --json` of a shell 0.2.0 built with `parts` over the live one, against the live
 * store: the live shell's folder is copied aside once, before the first candidate is built over it.
 */
function checkCandidateShell(parts: Partial<Parts>) {
  const liveShellDir = path.join(repoRoot, 'live-shell');
  if (!existsSync(liveShellDir)) cpSync(shellDir, liveShellDir, { recursive: true });
  build('shell', { ...LIVE.shell, version: '0.2.0', ...parts });
  const result = contractCheck(liveShellDir, 'none', 'shell', '--json');
  return { status: result.status, problems: JSON.parse(result.stdout).problems as unknown[] };
}

/** One refusal per live remote (catalog, search, cart), each matching `expected`. */
function expectOnePerLiveRemote(
  { status, problems }: ReturnType<typeof checkCandidateShell>,
  expected: Record<string, unknown>,
) {
  expect(status).toBe(1);
  expect(problems).toHaveLength(3);
  for (const problem of problems) expect(problem).toEqual(expect.objectContaining(expected));
}

describe('deploy gate: facades (the shell shares some libraries as part of their exports)', () => {
  /** A search build that starts to import `useFragment`, which the live shell's facade lacks. */
  const SEARCH_WITH_FRAGMENT: Parts = {
    ...LIVE.search,
    version: '0.2.0',
    facades: { uses: { '@apollo/client/react': ['useFragment', 'useQuery'] }, provides: {} },
  };

  /** A new shell (0.2.0) whose `@apollo/client/react` facade exports `names`. */
  const buildShellExporting = (names: string[]) =>
    build('shell', {
      ...LIVE.shell,
      version: '0.2.0',
      facades: {
        ...SHELL_FACADES,
        provides: { ...SHELL_FACADES.provides, '@apollo/client/react': names },
      },
    });

  it("refuses a remote that imports a name the live shell's facade does not export", async () => {
    build('search', SEARCH_WITH_FRAGMENT);
    const report = await refusal(['search']);
    expect(report).toMatch(
      /\[facades\] search 0\.2\.0-\w+ \(candidate\) imports useFragment from @apollo\/client\/react, which the facade of shell 0\.1\.0 \(live\) does not export: they would be undefined at run time and its modules would fail\. Deploy a shell whose facade exports them first \(the facades are infra\/build\/facades\/\*\.mjs\)\./,
    );
    expect(report).toMatch(
      /needs: {4}search 0\.2\.0-\w+ \(candidate\) imports useFragment from @apollo\/client\/react\n/,
    );
    expect(report).toContain(
      'provides: shell 0.1.0 (live) shares @apollo/client/react through a facade without them',
    );
  });

  it('deploys the same remote once a shell whose facade exports the name is live', async () => {
    build('search', SEARCH_WITH_FRAGMENT);
    expect(await refusal(['search'])).toContain('[facades]');
    buildShellExporting([...APOLLO_REACT, 'useFragment'].sort());
    const { verdict } = await deploy(['search']);
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([]);
  });

  it('refuses a remote that reads a facade key as a whole, whatever the facade exports', async () => {
    build('search', { ...SEARCH_WITH_FRAGMENT, facades: { uses: { rxjs: ['*'] }, provides: {} } });
    const report = await refusal(['search']);
    expect(report).toMatch(/\[facades\] search 0\.2\.0-\w+ \(candidate\) imports \* from rxjs, /);
    expect(report).toContain('- * is the module read as a whole');
  });

  it('refuses a shell whose facade drops a name a live remote imports (contract:check)', () => {
    const dropped = APOLLO_REACT.filter((name) => name !== 'useApolloClient');
    const facades = {
      ...SHELL_FACADES,
      provides: { ...SHELL_FACADES.provides, '@apollo/client/react': dropped },
    };
    // One broken pair per live remote, each naming useApolloClient.
    expectOnePerLiveRemote(checkCandidateShell({ facades }), {
      kind: 'facades',
      needs: expect.stringMatching(
        /^(catalog|search|cart) 0\.1\.0-\w+ \(live\) imports useApolloClient from @apollo\/client\/react$/,
      ),
      provides: 'shell 0.2.0 (candidate) shares @apollo/client/react through a facade without them',
      message: expect.stringContaining(
        'Keep those names in the facade (infra/build/facades/*.mjs) until no live remote imports them.',
      ),
    });
  });

  it('only warns about descriptors written before facade exports were recorded', async () => {
    build('cart', { ...LIVE.cart, version: '0.2.0', facades: undefined });
    const cart = await deploy(['cart']);
    expect(cart.verdict.ok).toBe(true);
    expect(cart.verdict.warnings).toEqual([
      expect.stringMatching(
        /^cart 0\.2\.0-\w+ \(candidate\) has a contract descriptor without facades .*the names it imports from the shell's facades are not checked\.$/,
      ),
    ]);

    build('shell', { ...LIVE.shell, facades: undefined });
    build('search', SEARCH_WITH_FRAGMENT);
    const search = await deploy(['search']);
    expect(search.verdict.ok).toBe(true);
    expect(search.verdict.warnings).toEqual([
      expect.stringMatching(
        /^shell 0\.1\.0 \(live\) has a contract descriptor without facades .*the names remotes import from its facades are not checked\.$/,
      ),
      expect.stringMatching(
        /^cart 0\.2\.0-\w+ \(live\) has a contract descriptor without facades /,
      ),
    ]);
  });
});

describe('deploy gate: compatible changes deploy', () => {
  it('deploys a new optional prop and a new module, and records the publish', async () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: {
        ...LIVE.search!.exposes,
        'search/CompareButton': obj({ sku: S, categoryIds: { array: S }, 'label?': S }),
        'search/CompareBadge': obj({}),
      },
    });
    const { staged, verdict } = await deploy(['search']);
    expect(verdict.ok).toBe(true);
    expect((await readRegistry(deployDir)).search?.version).toBe(staged[0]!.version);
    expect(history().at(-1)).toMatchObject({
      action: 'publish',
      changes: { search: { to: staged[0]!.version } },
    });
    expect(history().at(-1)).not.toHaveProperty('forced');
  });

  it('contract:check passes the same change with exit code 0', () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: { ...LIVE.search!.exposes, 'search/CompareBadge': obj({}) },
    });
    const result = contractCheck(shellDir, 'none', 'search');
    expect(result.stdout).toContain(`Contract check against ${deployDir}: compatible.`);
    expect(result.status).toBe(0);
  });
});

describe('deploy gate: --force', () => {
  it('deploys a refused build and records the override with the broken pairs in the history', async () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: { 'search/QuickSearch': LIVE.search!.exposes!['search/QuickSearch']! },
    });
    const { staged, verdict } = await deploy(['search'], {
      force: true,
      reason: 'compare retired',
    });
    expect(verdict.ok).toBe(false);
    expect((await readRegistry(deployDir)).search?.version).toBe(staged[0]!.version);
    const last = history().at(-1)!;
    expect(last).toMatchObject({ action: 'publish', forced: true, reason: 'compare retired' });
    expect(last.problems).toEqual([
      expect.stringMatching(/catalog .* mounts search\/CompareButton .*does not expose it/),
    ]);
  });
});

describe('deploy gate: rollbacks', () => {
  it('refuses a rollback to a version that no longer provides what a live remote now mounts', async () => {
    const oldSearch = (await readRegistry(deployDir)).search!.version;
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: { ...LIVE.search!.exposes, 'search/CompareBadge': obj({ sku: S }) },
    });
    await deploy(['search']);
    build('catalog', {
      ...LIVE.catalog,
      version: '0.2.0',
      mounts: [
        ...LIVE.catalog!.mounts!,
        { module: 'search/CompareBadge', from: 'src/product-card.tsx:99', props: obj({ sku: S }) },
      ],
    });
    await deploy(['catalog']);
    const before = await readRegistry(deployDir);

    const error = await gatedRollback('search', oldSearch, { deployDir, shellDir }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GateRefusal);
    expect((error as Error).message).toMatch(
      /catalog 0\.2\.0-\w+ \(live\) mounts search\/CompareBadge at src\/product-card\.tsx:99; search 0\.1\.0-\w+ \(candidate\) does not expose it\./,
    );
    expect(await readRegistry(deployDir)).toEqual(before);

    await gatedRollback('search', oldSearch, { deployDir, shellDir, force: true });
    expect((await readRegistry(deployDir)).search?.version).toBe(oldSearch);
    expect(history().at(-1)).toMatchObject({
      action: 'rollback',
      forced: true,
      changes: { search: { to: oldSearch } },
    });
  });
});

describe('deploy gate against a running store (base URL)', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let baseUrl: string;

  beforeEach(async () => {
    const schema = buildSchema(LIVE_SCHEMA);
    upstream = Fastify();
    upstream.post('/graphql', async (request) => {
      const { query } = request.body as { query: string };
      return graphql({ schema, source: query });
    });
    const commerceUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    gateway = await buildGateway({ shellDir, deployDir, commerceUrl });
    baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('reads the live shell, remotes and schema through the gateway', async () => {
    build('search', {
      ...LIVE.search,
      version: '0.2.0',
      exposes: { 'search/QuickSearch': LIVE.search!.exposes!['search/QuickSearch']! },
    });
    const [live, candidates, schema] = await Promise.all([
      readLive({ against: baseUrl }),
      readCandidates(['search'], { repoRoot }),
      readLiveSchema({ against: baseUrl }),
    ]);
    expect(live.map((p) => [p.name, Boolean(p.descriptor)])).toEqual([
      ['shell', true],
      ['cart', true],
      ['catalog', true],
      ['search', true],
    ]);
    expect(schema.source).toBe(`${baseUrl}/graphql (introspection)`);
    const result = checkCompatibility({ live, candidates, schema });
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^catalog .* \(live\) mounts search\/CompareButton at src\/product-card\.tsx:96; search 0\.2\.0 \(candidate\) does not expose it\.$/,
      ),
    ]);
  });
});

describe('shapes', () => {
  it('accepts a literal where its primitive is expected and one member of a union', () => {
    expect(shapeProblems({ literal: 'desktop' }, S, 'props.variant')).toEqual([]);
    expect(
      shapeProblems(
        { literal: 'mobile' },
        { union: [{ literal: 'desktop' }, { literal: 'mobile' }] },
        'v',
      ),
    ).toEqual([]);
  });

  it('refuses a union wider than what is accepted, and a prop that may be left out but is required', () => {
    expect(shapeProblems({ union: [S, { type: 'null' }] }, S, 'props.label')).toEqual([
      'props.label can be string | null but only string is accepted',
    ]);
    expect(shapeProblems(obj({ 'sku?': S }), obj({ sku: S }), 'props')).toEqual([
      'props.sku may be left out but is required',
    ]);
  });

  it('reads a schema from a folder of .graphql files', async () => {
    write(path.join(repoRoot, 'schema', 'a.graphql'), 'type Query { a: Int }');
    write(path.join(repoRoot, 'schema', 'b.graphql'), 'extend type Query { b: Int }');
    const { schema } = await schemaFromFiles(path.join(repoRoot, 'schema'));
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['a', 'b']);
  });
});
