// Remote versions from a static origin (REMOTES_ORIGIN): a gateway fetches a version's server
// files once, checks them against the registry line, keeps them, and only then serves the
// version; browsers' files come from the origin through /remotes/*. The origin here is a plain
// static server over the deploy root (nginx's configuration in docs/deploy.md serves the same).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildGateway } from '../src/app';
import { registryLine, serverIndexOf } from '../../scripts/lib/publish.mjs';

const V1 = '0.1.0-1111111111';
const V2 = '0.1.0-2222222222';

let root: string;
let shellDir: string;
let originDir: string;
let origin: FastifyInstance;
let originUrl: string;
const asked: string[] = [];
const gateways: FastifyInstance[] = [];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function folderOf(version: string) {
  return path.join(originDir, 'remotes', 'search', version);
}

/** A version on the origin, with its server index; the registry line that names it. */
async function publish(version: string) {
  const folder = folderOf(version);
  write(path.join(folder, 'mf-manifest.json'), `{"id":"search","v":"${version}"}`);
  write(path.join(folder, 'remoteEntry.js'), `/* ${version} */`);
  write(path.join(folder, 'first-screen/SearchPage.en.html'), `<p>${version}</p>`);
  return registryLine('search', version, await serverIndexOf(folder));
}

async function gateway(deployDir: string, registry: object): Promise<FastifyInstance> {
  write(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
  const app = await buildGateway({
    shellDir,
    deployDir,
    commerceUrl: 'http://127.0.0.1:9',
    remotesOrigin: originUrl,
    pageHints: false,
  });
  gateways.push(app);
  return app;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'dukkan-origin-'));
  shellDir = path.join(root, 'shell');
  originDir = path.join(root, 'origin');
  write(path.join(shellDir, 'index.html'), '<!doctype html><html><body></body></html>');
  origin = Fastify();
  origin.addHook('onRequest', (request, _reply, done) => {
    asked.push(request.url);
    done();
  });
  await origin.register(fastifyStatic, { root: originDir, index: false });
  originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await origin.close();
  rmSync(root, { recursive: true, force: true });
});

describe('remote versions from a static origin (REMOTES_ORIGIN)', () => {
  it('fetches a version’s server files once, checked, and keeps them on local disk', async () => {
    const line = await publish(V1);
    const deployDir = path.join(root, 'gateway-a');
    const app = await gateway(deployDir, { search: line });
    const answer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(answer.json()).toMatchObject({ search: { version: V1 } });
    const kept = path.join(deployDir, 'origin-cache', 'search', V1);
    expect(readFileSync(path.join(kept, 'first-screen/SearchPage.en.html'), 'utf8')).toBe(
      `<p>${V1}</p>`,
    );
    // Only the files a gateway reads itself: the browsers' entry is not copied.
    expect(existsSync(path.join(kept, 'remoteEntry.js'))).toBe(false);
    const fetched = asked.length;
    await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(asked.length).toBe(fetched);
  });

  it('answers /remotes/* from the origin', async () => {
    const [app] = gateways as [FastifyInstance];
    const file = await app.inject({ method: 'GET', url: `/remotes/search/${V1}/remoteEntry.js` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`/* ${V1} */`);
    expect(asked).toContain(`/remotes/search/${V1}/remoteEntry.js`);
  });

  it('keeps serving the old version when a new one does not match its registry line', async () => {
    const deployDir = path.join(root, 'gateway-b');
    const app = await gateway(deployDir, { search: await publish(V1) });
    const before = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(before.json()).toMatchObject({ search: { version: V1 } });
    const line = await publish(V2);
    // Changed on the origin after publishing: the bytes are not the ones the line names.
    write(path.join(folderOf(V2), 'first-screen/SearchPage.en.html'), '<p>tampered</p>');
    write(path.join(deployDir, 'remotes.json'), JSON.stringify({ search: line }));
    const answer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(answer.json()).toMatchObject({ search: { version: V1 } });
    expect(existsSync(path.join(deployDir, 'origin-cache', 'search', V2))).toBe(false);
  });

  it('refuses an index whose own sha256 is not the line’s', async () => {
    const deployDir = path.join(root, 'gateway-c');
    const line = await publish(V1);
    const wrong = createHash('sha256').update('another index').digest('hex');
    const app = await gateway(deployDir, { search: { ...line, server: wrong } });
    const answer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(answer.statusCode).toBe(404);
    expect(existsSync(path.join(deployDir, 'origin-cache', 'search', V1))).toBe(false);
  });
});
