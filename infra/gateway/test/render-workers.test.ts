// The remotes' page renderers run in worker threads (issue 60): what they can see of the
// gateway, and what happens when one hangs or crashes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { forgetDrawnPages } from '../src/first-screen/kept-pages';

const VERSION = '5.0.0-iso';
const SECRET = 'group-cookie-secret-that-must-stay-home';
const COOKIE_VALUE = 'session-token-of-a-customer';
const HTML = { accept: 'text/html' };
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id=root></div></body></html>';
const LAYOUT = '<header>header</header><main><div id="first-screen-page"></div></main>';
const STATIC = '<p>static resolver part</p>';

/**
 * A renderer that shows what it can reach: its arguments, its environment and what the
 * gateway's thread put on globalThis; and that hangs, crashes or exits when asked by its url key.
 * `load` tells one load of the file (one worker's) from another.
 */
const PAGES = `
const load = Math.random().toString(36).slice(2);
const { workerData } = require('node:worker_threads');
exports.renderPage = async (module, ...args) => {
  const [request, graphql] = args;
  const key = request.params.urlKey;
  if (key === 'spin') for (;;);
  if (key === 'crash') {
    setTimeout(() => { throw new Error('renderer crashed'); });
    return new Promise(() => {});
  }
  if (key === 'exit') process.exit(7);
  const answer = await graphql({ query: '{ seen }', operationName: 'Seen' });
  const seen = {
    args: args.map((arg) => (typeof arg === 'function' ? 'function' : arg)),
    env: { ...process.env },
    secret: globalThis.gatewaySecret ?? null,
    workerData: workerData ?? null,
    answer,
  };
  const text = JSON.stringify(seen).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { html: '<pre data-load="' + load + '">' + text + '</pre>', cache: {} };
};
`;

let root: string;
let shellDir: string;
let deployDir: string;
let service: FastifyInstance;
let commerceUrl: string;
/** The renderer's queries as the service received them (not the store configuration's). */
const seenByService: { url: string; headers: Record<string, unknown> }[] = [];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'render-workers-'));
  shellDir = path.join(root, 'shell');
  deployDir = path.join(root, 'deploy');
  write(path.join(shellDir, 'index.html'), INDEX);
  write(path.join(shellDir, 'first-screen', 'base.en.html'), '<style>/* base */</style>');
  write(path.join(shellDir, 'first-screen', 'layout.en.html'), LAYOUT);
  const folder = path.join(deployDir, 'remotes', 'catalog', VERSION);
  write(path.join(folder, 'mf-manifest.json'), '{}');
  write(path.join(folder, 'first-screen', 'pages.cjs'), PAGES);
  write(path.join(folder, 'first-screen', 'UrlResolverPage.en.html'), STATIC);
  write(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ catalog: { manifest: `/remotes/catalog/${VERSION}/mf-manifest.json` } }),
  );
  service = Fastify();
  service.post('/graphql', (request, reply) => {
    if ((request.body as { operationName?: string }).operationName === 'Seen') {
      seenByService.push({ url: request.url, headers: request.headers });
    }
    return reply.send({ data: { seen: true } });
  });
  // No version: every page is drawn, none is kept.
  service.get('/catalog-version', (_request, reply) => reply.code(404).send({}));
  commerceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await service.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seenByService.length = 0;
  forgetDrawnPages();
});

/** What the renderer showed of itself, or null when the page has the static part. */
function drawnOf(body: string): { load: string; seen: Record<string, unknown> } | null {
  const drawn = /<pre data-load="(\w+)">([^<]*)<\/pre>/.exec(body);
  if (!drawn) return null;
  const text = (drawn[2] ?? '').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  return { load: drawn[1] ?? '', seen: JSON.parse(text) as Record<string, unknown> };
}

let app: FastifyInstance;
const get = (url: string) =>
  app.inject({
    url,
    headers: {
      ...HTML,
      cookie: `customer=${COOKIE_VALUE}; store=cairo-1`,
      authorization: `Bearer ${COOKIE_VALUE}`,
    },
  });

/** Pages of `key` until one is drawn (a replaced worker loads the renderer again first). */
async function drawnAgain(key: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const drawn = drawnOf((await get(`/en/${key}-${tries}`)).body);
    if (drawn) return drawn;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** A gateway whose pages wait `renderDeadlineMs` for their renderer. */
function gatewayWithDeadline(renderDeadlineMs: number) {
  beforeAll(async () => {
    app = await buildGateway({
      shellDir,
      deployDir,
      commerceUrl,
      groupCookieSecret: SECRET,
      renderDeadlineMs,
    });
  });
  afterAll(() => app.close());
}

describe('page renderers in worker threads: what they see', () => {
  beforeAll(() => {
    process.env.DUKKAN_GROUP_COOKIE_SECRET = SECRET;
    (globalThis as { gatewaySecret?: string }).gatewaySecret = SECRET;
  });
  afterAll(() => {
    delete process.env.DUKKAN_GROUP_COOKIE_SECRET;
    delete (globalThis as { gatewaySecret?: string }).gatewaySecret;
  });
  gatewayWithDeadline(60_000);

  it("sees only the page's locale, path, query and parameters: no environment, secret, cookie or header", async () => {
    const page = await get('/en/fresh-fruits?sort=price');
    const drawn = drawnOf(page.body);
    expect(drawn?.seen).toEqual({
      args: [
        {
          locale: 'en',
          path: '/en/fresh-fruits',
          search: '?sort=price',
          params: { urlKey: 'fresh-fruits' },
        },
        'function',
      ],
      env: {},
      secret: null,
      workerData: null,
      answer: { data: { seen: true } },
    });
    expect(page.body).not.toContain(COOKIE_VALUE);
    expect(page.body).not.toContain(SECRET);
    // Its query went out from the gateway with the stock source, and no cookie or credentials.
    expect(seenByService.map((request) => request.url)).toEqual([
      '/graphql?source=cairo-1&store=default',
    ]);
    expect(seenByService[0]?.headers).not.toHaveProperty('cookie');
    expect(seenByService[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('page renderers in worker threads: a hang', () => {
  gatewayWithDeadline(300);

  it('terminates a worker that hangs past the deadline and draws the next pages in a new one', async () => {
    // The short deadline may pass on a busy machine: the first page drawn is the one compared.
    const before = await drawnAgain('before-spin');
    expect(before).not.toBeNull();
    const spun = await get('/en/spin');
    expect(spun.statusCode).toBe(200);
    expect(spun.body).toContain(`<div id="first-screen-page">${STATIC}</div>`);
    const after = await drawnAgain('after-spin');
    expect(after).not.toBeNull();
    // Loaded again: the looping worker is gone, another holds the renderer.
    expect(after?.load).not.toBe(before?.load);
  });
});

describe('page renderers in worker threads: a crash', () => {
  // A deadline no test waits for: only the crash itself can end these pages' wait.
  gatewayWithDeadline(60_000);

  it.each([
    ['throws outside any promise', 'crash'],
    ['exits its thread', 'exit'],
  ])(
    'serves the static part at once when a renderer %s, and draws the next pages in a new worker',
    async (_, key) => {
      const before = drawnOf((await get(`/en/before-${key}`)).body);
      expect(before).not.toBeNull();
      const crashed = await get(`/en/${key}`);
      expect(crashed.statusCode).toBe(200);
      expect(crashed.body).toContain(`<div id="first-screen-page">${STATIC}</div>`);
      const after = await drawnAgain(`after-${key}`);
      expect(after?.load).toEqual(expect.any(String));
      expect(after?.load).not.toBe(before?.load);
    },
  );
});

describe('page renderers in worker threads: the start', () => {
  it('loads the live renderers before the gateway listens, again after a close', async () => {
    const warmDir = path.join(root, 'warm-deploy');
    const file = path.join(warmDir, 'remotes', 'catalog', VERSION, 'first-screen', 'pages.cjs');
    write(path.join(warmDir, 'remotes', 'catalog', VERSION, 'mf-manifest.json'), '{}');
    write(file, PAGES);
    write(
      path.join(warmDir, 'remotes.json'),
      JSON.stringify({ catalog: { manifest: `/remotes/catalog/${VERSION}/mf-manifest.json` } }),
    );
    const options = { shellDir, deployDir: warmDir, commerceUrl, renderDeadlineMs: 60_000 };
    const loads: string[] = [];
    for (const round of [1, 2]) {
      app = await buildGateway(options);
      try {
        // Gone from disk once the gateway is built: only a renderer loaded at its start draws.
        rmSync(file);
        loads.push(drawnOf((await get(`/en/warm-${round}`)).body)?.load ?? 'not drawn');
      } finally {
        await app.close();
        write(file, PAGES);
      }
    }
    expect(loads).not.toContain('not drawn');
    // The close ended the first workers: the second gateway loaded the file into new ones.
    expect(new Set(loads).size).toBe(2);
  });
});
