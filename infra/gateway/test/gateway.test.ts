import { createHmac } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { FIRST_SCREEN_SCRIPT_SOURCE } from '../src/first-screen/script';

const VERSION = '0.1.0-0a1b2c3d4e';
const BIG_JS = `/* shell main */\n${'console.log("dukkan");\n'.repeat(200)}`;

let root: string;
let shellDir: string;
let deployDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
const seen: { method: string; url: string; body: unknown; headers: Record<string, unknown> }[] = [];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function registry(version: string) {
  return JSON.stringify({
    search: { manifest: `/remotes/search/${version}/mf-manifest.json`, version },
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'dukkan-gateway-'));
  shellDir = path.join(root, 'shell');
  deployDir = path.join(root, 'deploy');
  write(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  write(path.join(shellDir, 'main.0123456789.js'), BIG_JS);
  write(path.join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const versionDir = path.join(deployDir, 'remotes', 'search', VERSION);
  write(path.join(versionDir, 'mf-manifest.json'), '{"id":"search"}');
  write(path.join(versionDir, 'remoteEntry.js'), BIG_JS);
  write(path.join(versionDir, '__federation_expose_SearchPage.abcdef0123.js'), 'export {}');
  write(path.join(deployDir, 'remotes.json'), registry(VERSION));

  upstream = Fastify();
  upstream.all('/*', (request, reply) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: request.body,
      headers: request.headers,
    });
    return reply.send({ upstream: true, url: request.url });
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

async function gateway(
  options: {
    production?: boolean;
    devRoutes?: boolean;
    adminOnStorefront?: boolean;
    commerceUrl?: string;
    shellDir?: string;
    trustProxy?: string[];
    apiRateLimit?: number;
    groupCookieSecret?: string | null;
    paymentFormOrigins?: string[];
  } = {},
) {
  const production = options.production ?? false;
  return buildGateway({
    groupCookieSecret:
      options.groupCookieSecret === undefined ? GROUP_SECRET : options.groupCookieSecret,
    shellDir: options.shellDir ?? shellDir,
    deployDir,
    commerceUrl: options.commerceUrl ?? upstreamUrl,
    production,
    devRoutes: options.devRoutes ?? !production,
    adminOnStorefront: options.adminOnStorefront ?? false,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.apiRateLimit ? { apiRateLimit: options.apiRateLimit } : {}),
    ...(options.paymentFormOrigins ? { paymentFormOrigins: options.paymentFormOrigins } : {}),
  });
}

const GROUP_SECRET = 'a-test-key-for-the-group-cookie';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('gateway: the shell and the SPA fallback', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());

  it('answers a page path with the shell index.html, revalidated on every load', async () => {
    for (const url of ['/', '/en', '/ar/account/orders/100000001', '/en/some-product-url-key']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files of the shell, caching content-hashed names for a year', async () => {
    const hashed = await app.inject({ url: '/main.0123456789.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe(BIG_JS);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/favicon.svg' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker at the root scope, revalidated on every check', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a page request with a JSON 404, not the shell', async () => {
    const res = await app.inject({ url: '/main.ffffffffff.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      message: 'Nothing is served at GET /main.ffffffffff.js.',
    });
  });

  it('answers /favicon.ico with 204 when the shell ships no icon', async () => {
    const res = await app.inject({
      url: '/favicon.ico',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('answers a page path to any client that does not exclude HTML: curl, checks, previews', async () => {
    const clients: Record<string, string>[] = [
      { accept: '*/*' },
      {},
      { accept: 'text/*' },
      { accept: 'application/json, */*;q=0.1' },
    ];
    for (const headers of clients) {
      const res = await app.inject({ url: '/en/some-product-url-key', headers });
      expect([JSON.stringify(headers), res.statusCode]).toEqual([JSON.stringify(headers), 200]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers.vary).toMatch(/accept/i);
    }
  });

  it('answers the JSON 404 where the client excludes HTML', async () => {
    for (const accept of ['application/json', 'text/html;q=0, application/json']) {
      const res = await app.inject({ url: '/en/some-product-url-key', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: 'Nothing is served at GET /en/some-product-url-key.',
      });
    }
  });

  it('does not fall back to the shell for POST requests', async () => {
    const res = await app.inject({ method: 'POST', url: '/en/cart', headers: HTML });
    expect(res.statusCode).toBe(404);
  });

  it('says the shell is not built when its index.html is missing', async () => {
    const bare = await gateway({ shellDir: path.join(root, 'no-shell') });
    const res = await bare.inject({ url: '/en', headers: HTML });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('The shell is not built');
    await bare.close();
  });
});

describe('gateway: remotes and their registry', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());

  it('serves files of a remote version folder for a year, but revalidates its manifest', async () => {
    const base = `/remotes/search/${VERSION}`;
    const entry = await app.inject({ url: `${base}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await app.inject({ url: `${base}/__federation_expose_SearchPage.abcdef0123.js` });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ url: `${base}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'search' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing remote file with 404 even for a browser navigation', async () => {
    const res = await app.inject({ url: `/remotes/search/${VERSION}/missing.js`, headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not serve files outside the remotes folder through dot segments', async () => {
    const res = await app.inject({ url: '/remotes/..%2fremotes.json' });
    expect(res.statusCode).not.toBe(200);
  });

  it('reads /remotes.json on every request, so a deploy shows on the next page load', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual(JSON.parse(registry(VERSION)));
    write(path.join(deployDir, 'remotes.json'), registry('0.1.0-ffffffffff'));
    const second = await app.inject({ url: '/remotes.json' });
    expect(second.json().search.version).toBe('0.1.0-ffffffffff');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await app.inject({
      url: '/remotes.json',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    write(path.join(deployDir, 'remotes.json'), registry(VERSION));
  });

  it('answers 404 with a JSON explanation when no registry has been published', async () => {
    const empty = await buildGateway({
      shellDir,
      deployDir: path.join(root, 'no-deploy'),
      commerceUrl: upstreamUrl,
    });
    const res = await empty.inject({ url: '/remotes.json', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().message).toContain('No remote registry');
    await empty.close();
  });

  it('answers 500 when the registry file is not valid JSON', async () => {
    write(path.join(deployDir, 'remotes.json'), '{ broken');
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('is not valid JSON');
    write(path.join(deployDir, 'remotes.json'), registry(VERSION));
  });
});

describe('gateway: compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());

  it('sends brotli when the browser accepts it', async () => {
    const res = await app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 4);
  });

  it('sends gzip to a client that only accepts gzip', async () => {
    const res = await app.inject({
      url: `/remotes/search/${VERSION}/remoteEntry.js`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('leaves responses under 1 KB uncompressed', async () => {
    const res = await app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('gateway: files the build compressed (precompress-plugin)', () => {
  // The siblings hold other text than the file, so a test can tell which one was sent.
  const SHELL_FILE = 'chunk.fedcba9876.js';
  const REMOTE_FILE = `remotes/search/${VERSION}/__federation_expose_ResultsPage.0123abcdef.js`;
  const plain = (name: string) => `/* ${name} as built */\n${'export const x = 1;\n'.repeat(80)}`;
  const sibling = (name: string, encoding: string) => `/* ${name} from its .${encoding} */`;
  let app: FastifyInstance;
  beforeAll(async () => {
    for (const [dir, name] of [
      [shellDir, SHELL_FILE],
      [deployDir, REMOTE_FILE],
    ] as const) {
      const file = path.join(dir, name);
      write(file, plain(name));
      writeFileSync(`${file}.br`, brotliCompressSync(sibling(name, 'br')));
      writeFileSync(`${file}.gz`, gzipSync(sibling(name, 'gz')));
    }
    app = await gateway();
  });
  afterAll(() => app.close());

  it.each([
    ['the shell', `/${SHELL_FILE}`, SHELL_FILE],
    ['a remote', `/${REMOTE_FILE}`, REMOTE_FILE],
  ])('sends the .br sibling of %s file, typed and cached as the file', async (_, url, name) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(sibling(name, 'br'));
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the .gz sibling to a client that only accepts gzip', async () => {
    const res = await app.inject({
      url: `/${REMOTE_FILE}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(sibling(REMOTE_FILE, 'gz'));
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: `/${SHELL_FILE}` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(plain(SHELL_FILE));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('still compresses a file the build left without siblings', async () => {
    const res = await app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
  });
});

describe('gateway: security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());

  it('sends the Content-Security-Policy with every page', async () => {
    const res = await app.inject({ url: '/en', headers: HTML });
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split(';').map((part) => part.trim())).toEqual([
      "default-src 'self'",
      // No inline script but the first screen's own, named by its hash.
      `script-src 'self' ${FIRST_SCREEN_SCRIPT_SOURCE}`,
      "style-src 'self' 'unsafe-inline'",
      // The map picker's tiles (map-tiles.ts), OpenStreetMap's by default.
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("lets forms post to a configured payment provider's page too (Amazon Payment Services)", async () => {
    const aps = await gateway({ paymentFormOrigins: ['https://checkout.payfort.com'] });
    const res = await aps.inject({ url: '/en', headers: HTML });
    expect(String(res.headers['content-security-policy'])).toContain(
      "form-action 'self' https://checkout.payfort.com",
    );
    await aps.close();
  });

  it('sends HSTS only when the request came in over https', async () => {
    const plain = await app.inject({ url: '/en', headers: HTML });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client's own X-Forwarded-Proto is not believed; a configured front proxy's is.
    const claimed = await app.inject({
      url: '/en',
      headers: { ...HTML, 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const behind = await gateway({ trustProxy: ['127.0.0.1'] });
    const viaProxy = await behind.inject({
      url: '/en',
      headers: { ...HTML, 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    await behind.close();
  });

  it('sets the signed group-id cookie for 30 days when a page is opened with ?group_id', async () => {
    const res = await app.inject({ url: '/en/register?group_id=42', headers: HTML });
    const signature = createHmac('sha256', GROUP_SECRET).update('group-id:42').digest('base64url');
    expect(res.headers['set-cookie']).toBe(
      `group-id=42.${signature}; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
  });

  it('sets no group-id cookie without a key to sign it (production without the variable)', async () => {
    const unkeyed = await gateway({ groupCookieSecret: null });
    const res = await unkeyed.inject({ url: '/en/register?group_id=42', headers: HTML });
    expect(res.headers['set-cookie']).toBeUndefined();
    await unkeyed.close();
  });

  it('ignores a group_id that is not a number', async () => {
    const res = await app.inject({ url: '/en?group_id=42%3Bx', headers: HTML });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('gateway: proxy to the commerce service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    seen.length = 0;
  });

  it('forwards GET /graphql with its query string untouched', async () => {
    const url = '/graphql?query=%7Bping%7D&variables=%7B%7D&store=ar_EG&source=browser';
    const res = await app.inject({ url, headers: { store: 'ar_EG' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upstream: true, url });
    expect(seen[0]).toMatchObject({ method: 'GET', url });
    expect(seen[0]!.headers.store).toBe('ar_EG');
  });

  it('forwards POST /graphql with its JSON body', async () => {
    const payload = { query: 'mutation { ping }', variables: { a: 1 } };
    const res = await app.inject({ method: 'POST', url: '/graphql', payload });
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/graphql', body: payload });
  });

  it('forwards /ai-search, /media and the dev-only /dev helpers', async () => {
    for (const url of ['/ai-search?q=milk', '/media/catalog/product/a.jpg', '/dev/outbox']) {
      const res = await app.inject({ url });
      expect(res.json()).toEqual({ upstream: true, url });
    }
  });

  it('does not forward /dev in production', async () => {
    const prod = await gateway({ production: true });
    // As the dev tools ask it (JSON); a browser would get the shell, whose router says 404.
    const res = await prod.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(seen).toHaveLength(0);
    await prod.close();
  });

  it('does not forward /dev unless dev routes are on (DUKKAN_DEV_ROUTES=1)', async () => {
    const plain = await gateway({ devRoutes: false });
    // As the dev tools ask it (JSON); a browser would get the shell, whose router says 404.
    const res = await plain.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(seen).toHaveLength(0);
    await plain.close();
  });

  it('forwards the operator API (/admin) only with ADMIN_ON_STOREFRONT=1', async () => {
    const call = {
      method: 'POST' as const,
      url: '/admin/graphql',
      payload: { query: '{ me { email } }' },
    };
    const plain = await gateway();
    expect((await plain.inject(call)).statusCode).toBe(404);
    expect(seen).toHaveLength(0);
    await plain.close();
    const admin = await gateway({ adminOnStorefront: true });
    const res = await admin.inject(call);
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/admin/graphql' });
    await admin.close();
  });

  it('tells the service the client it saw, never the X-Forwarded-For a client wrote', async () => {
    const res = await app.inject({
      url: '/graphql?query=%7Bping%7D',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' },
    });
    expect(res.statusCode).toBe(200);
    expect(seen[0]!.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen[0]!.headers['x-real-ip']).toBeUndefined();
  });

  it('believes X-Forwarded-For from a configured front proxy only', async () => {
    const behind = await gateway({ trustProxy: ['10.0.0.0/8'] });
    await behind.inject({
      url: '/graphql?query=%7Bping%7D',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.20' },
    });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('198.51.100.20');
    await behind.inject({
      url: '/graphql?query=%7Bping%7D',
      remoteAddress: '192.0.2.4',
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(seen[1]!.headers['x-forwarded-for']).toBe('192.0.2.4');
    await behind.close();
  });

  it('writes no proxied URL, and with it no cart id, to its log', async () => {
    const lines: string[] = [];
    const logged = await buildGateway({
      shellDir,
      deployDir,
      commerceUrl: upstreamUrl,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(line) },
      },
    });
    const cartId = 'Zq3xR8vT1mN5bK7wY2cL9pD4';
    const url = `/graphql?query=%7Bcart%7D&variables=${encodeURIComponent(JSON.stringify({ id: cartId }))}`;
    expect((await logged.inject({ url })).statusCode).toBe(200);
    await logged.close();
    expect(lines.join('')).not.toContain(cartId);
  });

  it('limits each client at the edge, and only that client', async () => {
    const limited = await gateway({ apiRateLimit: 5 });
    const from = (remoteAddress: string) =>
      limited.inject({ method: 'POST', url: '/graphql', remoteAddress, payload: { query: '{a}' } });
    for (let i = 0; i < 5; i += 1) expect((await from('192.0.2.10')).statusCode).toBe(200);
    const refused = await from('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      message_ar: expect.stringMatching(/^طلبات كثيرة جداً/),
    });
    expect(seen).toHaveLength(5);
    expect((await from('192.0.2.11')).statusCode).toBe(200);
    await limited.close();
  });

  // npm test sets TEST_REDIS_URL when Redis answers on 127.0.0.1:6379.
  const testRedisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
  (testRedisUrl ? it : it.skip)(
    'shares the edge counters between gateways through Redis (TEST_REDIS_URL)',
    async () => {
      const make = () =>
        buildGateway({
          shellDir,
          deployDir,
          commerceUrl: upstreamUrl,
          redisUrl: testRedisUrl,
          apiRateLimit: 3,
        });
      const [a, b] = [await make(), await make()];
      // A client address of its own per run: counters of an earlier run live for a minute.
      const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const from = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: client,
          payload: { query: '{a}' },
        });
      try {
        expect((await from(a)).statusCode).toBe(200);
        expect((await from(b)).statusCode).toBe(200);
        expect((await from(a)).statusCode).toBe(200);
        expect((await from(b)).statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );

  it('answers 502 with a clear message when the commerce service is down', async () => {
    const down = await gateway({ commerceUrl: 'http://127.0.0.1:9' });
    const res = await down.inject({ url: '/graphql?query=%7Bping%7D' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain(
      'The commerce service at http://127.0.0.1:9 did not answer',
    );
    await down.close();
  });
});
