// The gateway's probes (/livez, /readyz) and the request id that follows a request to the
// commerce service.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { startDraining } from '../src/probes';

let root: string;
let shellDir: string;
let deployDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
const seenIds: unknown[] = [];
const gateways: FastifyInstance[] = [];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function gateway(commerceUrl: string): Promise<FastifyInstance> {
  const app = await buildGateway({ shellDir, deployDir, commerceUrl, pageHints: false });
  gateways.push(app);
  return app;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'dukkan-probes-'));
  shellDir = path.join(root, 'shell');
  deployDir = path.join(root, 'deploy');
  write(path.join(shellDir, 'index.html'), '<!doctype html><html><body></body></html>');
  write(path.join(deployDir, 'remotes.json'), '{}');
  upstream = Fastify();
  upstream.all('/*', (request, reply) => {
    seenIds.push(request.headers['x-request-id']);
    return reply.send({ ok: true });
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

describe('gateway probes', () => {
  it('answers /livez while the process runs, whatever its dependencies say', async () => {
    const app = await gateway('http://127.0.0.1:9');
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-cache');
  });

  it('is not ready without a registry, nor while the commerce service is down', async () => {
    rmSync(path.join(deployDir, 'remotes.json'));
    const app = await gateway('http://127.0.0.1:9');
    const first = await app.inject({ method: 'GET', url: '/readyz' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ checks: { registry: false, commerce: false } });
    write(path.join(deployDir, 'remotes.json'), '{}');
    await app.inject({ method: 'GET', url: '/remotes.json' });
    const second = await app.inject({ method: 'GET', url: '/readyz' });
    expect(second.json()).toMatchObject({ checks: { registry: true, commerce: false } });
    expect(second.statusCode).toBe(503);
  });

  it('is ready with its registry read and the service answering, and not once draining', async () => {
    const app = await gateway(upstreamUrl);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { renderWorkers: 'off' } });
    startDraining(app);
    const draining = await app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ checks: { draining: true } });
  });
});

describe('request ids', () => {
  it('makes one when the request has none, answers it, and passes it to the service', async () => {
    const app = await gateway(upstreamUrl);
    const answer = await app.inject({ method: 'GET', url: '/graphql?query=%7Bx%7D' });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds.at(-1)).toBe(id);
  });

  it('keeps the id a load balancer sent, and replaces one that is not sane', async () => {
    const app = await gateway(upstreamUrl);
    const kept = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bx%7D',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(seenIds.at(-1)).toBe('lb-7f3a.42');
    const replaced = await app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'two words\nand a line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
