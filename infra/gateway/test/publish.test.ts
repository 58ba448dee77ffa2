import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES as CONTRACT_REMOTES } from '@dukkan/contracts';
import {
  SERVER_INDEX,
  deployedVersions,
  hashDirectory,
  publishRemotes,
  readRegistry,
  registryLine,
  rollbackRemote,
  updateRegistry,
  versionName,
} from '../../scripts/lib/publish.mjs';
import { REMOTES, resolveRemote } from '../../scripts/lib/remotes.mjs';

let repoRoot: string;
let deployDir: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function buildRemote(folder: string, body: string) {
  const dist = path.join(repoRoot, folder, 'dist');
  rmSync(dist, { recursive: true, force: true });
  write(
    path.join(repoRoot, folder, 'package.json'),
    JSON.stringify({ name: `@dukkan/${folder}`, version: '0.3.1' }),
  );
  write(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: folder }));
  write(path.join(dist, 'remoteEntry.js'), `/* ${folder} */ ${body}`);
  write(path.join(dist, 'chunks/page.0123456789.js'), body);
}

beforeEach(() => {
  repoRoot = mkdtempSync(path.join(tmpdir(), 'dukkan-publish-'));
  deployDir = path.join(repoRoot, '.deploy');
});

afterEach(() => {
  rmSync(repoRoot, { recursive: true, force: true });
});

describe('remote names', () => {
  it('matches the remotes of the contracts package', () => {
    expect(REMOTES).toEqual(
      Object.fromEntries(
        Object.entries(CONTRACT_REMOTES).map(([name, value]) => [name, { folder: value.folder }]),
      ),
    );
  });

  it('accepts a remote by name, folder or package name', () => {
    expect(resolveRemote('cart')).toBe('cart');
    expect(resolveRemote('mf-cart-checkout')).toBe('cart');
    expect(resolveRemote('@dukkan/mf-search')).toBe('search');
  });

  it('rejects an unknown remote and lists the known ones', () => {
    expect(() => resolveRemote('payments')).toThrow(
      'Unknown remote "payments". Known remotes: catalog (mf-catalog), cart (mf-cart-checkout), account (mf-account), search (mf-search).',
    );
  });
});

describe('publishing a remote', () => {
  it('names the version after the package version and the first 10 hex of the build hash', async () => {
    buildRemote('mf-search', 'one');
    const digest = await hashDirectory(path.join(repoRoot, 'mf-search', 'dist'));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const { staged } = await publishRemotes(['search'], { deployDir, repoRoot });
    expect(staged[0]!.version).toBe(`0.3.1-${digest.slice(0, 10)}`);
    expect(staged[0]!.manifest).toBe(
      `/remotes/search/0.3.1-${digest.slice(0, 10)}/mf-manifest.json`,
    );
    expect(staged[0]!.entry).toBe(`/remotes/search/0.3.1-${digest.slice(0, 10)}/remoteEntry.js`);
  });

  it('copies the build into its version folder and writes its registry line', async () => {
    buildRemote('mf-search', 'one');
    const { staged, registry } = await publishRemotes(['search'], { deployDir, repoRoot });
    const entry = staged[0]!;
    const folder = path.join(deployDir, 'remotes', 'search', entry.version);
    expect(readFileSync(path.join(folder, 'chunks/page.0123456789.js'), 'utf8')).toBe('one');
    // `server`: the sha256 of the folder's index of the files a gateway reads itself.
    const index = readFileSync(path.join(folder, SERVER_INDEX));
    expect(registry).toEqual({
      search: {
        entry: entry.entry,
        manifest: entry.manifest,
        version: entry.version,
        server: createHash('sha256').update(index).digest('hex'),
      },
    });
    expect(JSON.parse(index.toString('utf8'))).toEqual({
      files: { 'mf-manifest.json': expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(await readRegistry(deployDir)).toEqual(registry);
    expect(readdirSync(deployDir).sort()).toEqual([
      'remotes',
      'remotes-history.jsonl',
      'remotes.json',
    ]);
  });

  it('changes only the published remote line and keeps the old version folder', async () => {
    buildRemote('mf-search', 'one');
    buildRemote('mf-catalog', 'catalog');
    const first = await publishRemotes(['search', 'catalog'], { deployDir, repoRoot });
    buildRemote('mf-search', 'two');
    const second = await publishRemotes(['search'], { deployDir, repoRoot });
    expect(second.staged[0]!.version).not.toBe(first.staged[0]!.version);
    expect(second.registry.catalog).toEqual(first.registry.catalog);
    expect(second.registry.search!.version).toBe(second.staged[0]!.version);
    expect(await deployedVersions('search', deployDir)).toEqual(
      expect.arrayContaining([first.staged[0]!.version, second.staged[0]!.version]),
    );
  });

  it('reuses an identical build instead of copying it again', async () => {
    buildRemote('mf-search', 'one');
    const first = await publishRemotes(['search'], { deployDir, repoRoot });
    const again = await publishRemotes(['search'], { deployDir, repoRoot });
    expect(first.staged[0]!.copied).toBe(true);
    expect(again.staged[0]!.copied).toBe(false);
    expect(again.staged[0]!.version).toBe(first.staged[0]!.version);
  });

  it('gives the same build a new version folder when a suffix is set', async () => {
    buildRemote('mf-search', 'one');
    const plain = await publishRemotes(['search'], { deployDir, repoRoot });
    const suffixed = await publishRemotes(['search'], { deployDir, repoRoot, suffix: 'e2e2' });
    expect(suffixed.staged[0]!.version).toBe(`${plain.staged[0]!.version}-e2e2`);
    expect(suffixed.registry.search!.version).toBe(`${plain.staged[0]!.version}-e2e2`);
    expect(
      existsSync(
        path.join(deployDir, 'remotes/search', suffixed.staged[0]!.version, 'remoteEntry.js'),
      ),
    ).toBe(true);
  });

  it('rejects a suffix that could escape the version folder', () => {
    expect(() => versionName('0.1.0', 'ab'.repeat(32), '../x')).toThrow(
      'DUKKAN_VERSION_SUFFIX must be letters',
    );
  });

  it('refuses to publish a remote that has no production build', async () => {
    await expect(publishRemotes(['account'], { deployDir, repoRoot })).rejects.toThrow(
      'mf-account has no production build',
    );
    expect(existsSync(path.join(deployDir, 'remotes.json'))).toBe(false);
  });

  it('keeps both lines when two remotes are published at the same time', async () => {
    await Promise.all([
      updateRegistry(deployDir, {
        search: registryLine('search', 'a'),
      }),
      updateRegistry(deployDir, {
        cart: registryLine('cart', 'b'),
      }),
    ]);
    expect(Object.keys(await readRegistry(deployDir))).toEqual(['cart', 'search']);
  });

  it('gives the lines it wrote before registry lines had an entry their entry', async () => {
    write(
      path.join(deployDir, 'remotes.json'),
      JSON.stringify({
        cart: { manifest: '/remotes/cart/1-c/mf-manifest.json', version: '1-c' },
        // Written by hand, pointing elsewhere: left as it is.
        account: { manifest: 'https://cdn.example/account/mf-manifest.json', version: '7' },
      }),
    );
    const registry = await updateRegistry(deployDir, {
      search: registryLine('search', '2-s'),
    });
    expect(registry).toEqual({
      account: { manifest: 'https://cdn.example/account/mf-manifest.json', version: '7' },
      cart: {
        entry: '/remotes/cart/1-c/remoteEntry.js',
        manifest: '/remotes/cart/1-c/mf-manifest.json',
        version: '1-c',
      },
      search: {
        entry: '/remotes/search/2-s/remoteEntry.js',
        manifest: '/remotes/search/2-s/mf-manifest.json',
        version: '2-s',
      },
    });
  });

  it('refuses to overwrite a registry that is not valid JSON', async () => {
    write(path.join(deployDir, 'remotes.json'), '{ nope');
    await expect(updateRegistry(deployDir, {})).rejects.toThrow('is not a valid registry');
  });
});

describe('rolling back a remote', () => {
  it('points the registry line back at an earlier version folder', async () => {
    buildRemote('mf-search', 'one');
    const first = await publishRemotes(['search'], { deployDir, repoRoot });
    buildRemote('mf-search', 'two');
    await publishRemotes(['search'], { deployDir, repoRoot });
    const registry = await rollbackRemote('search', first.staged[0]!.version, { deployDir });
    expect(registry.search).toEqual(first.registry.search);
  });

  it('refuses a version that was never deployed and lists those that were', async () => {
    buildRemote('mf-search', 'one');
    const first = await publishRemotes(['search'], { deployDir, repoRoot });
    await expect(rollbackRemote('search', '9.9.9-0000000000', { deployDir })).rejects.toThrow(
      `No deployed version "9.9.9-0000000000" of search. Deployed: ${first.staged[0]!.version}.`,
    );
  });
});
