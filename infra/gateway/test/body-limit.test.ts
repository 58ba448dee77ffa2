// Issue 16: a request body over the commerce service's limit is answered by the gateway with 413
// and a JSON message, not forwarded and then reported as "the commerce service did not answer".
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { BODY_LIMIT } from '../src/body-limit';

let root: string;
let upstream: FastifyInstance;
let app: FastifyInstance;
const received: number[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'dukkan-body-limit-'));
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html>');
  // The upstream stands in for the commerce service with the same limit.
  upstream = Fastify({ bodyLimit: BODY_LIMIT });
  upstream.post('/graphql', (request, reply) => {
    received.push(JSON.stringify(request.body).length);
    return reply.send({ data: { ok: true } });
  });
  const commerceUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  app = await buildGateway({
    shellDir: path.join(root, 'shell'),
    deployDir: path.join(root, 'deploy'),
    commerceUrl,
  });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
});

/** A GraphQL request whose JSON body is about `bytes` long. */
function bodyOf(bytes: number): string {
  const prefix = '{"query":"{ ping }","variables":{"pad":"';
  const suffix = '"}}';
  return `${prefix}${'x'.repeat(bytes - prefix.length - suffix.length)}${suffix}`;
}

describe('gateway: request bodies over the limit', () => {
  it('uses the same limit as the commerce service', () => {
    const service = readFileSync(path.join(__dirname, '../../commerce-service/src/app.ts'), 'utf8');
    const match = /Fastify\(\{[^}]*bodyLimit:\s*([\d\s*]+)/.exec(service);
    expect(match).not.toBeNull();
    const serviceLimit = match![1]!.split('*').reduce((product, n) => product * Number(n), 1);
    expect(BODY_LIMIT).toBe(serviceLimit);
  });

  it('answers a 20 MB body with 413 and a JSON message, forwarding nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(20 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is larger than the 256 KB the commerce service accepts.',
    });
    expect(received).toEqual([]);
  });

  it('answers a chunked body (no length given) that grows over the limit with 413', async () => {
    const text = bodyOf(BODY_LIMIT + 10_000);
    const chunks = text.match(/[\s\S]{1,16384}/g) ?? [];
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from(chunks),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('256 KB');
  });

  it('forwards a body just under the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(BODY_LIMIT - 1024),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(received).toHaveLength(1);
  });
});
