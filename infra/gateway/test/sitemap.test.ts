// robots.txt and the sitemap (issue 63): read from the catalogue's paths (the service's
// GET /sitemap-entries, faked here in slices), both languages, split past the per-file limit.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSitemap, robotsText } from '../src/seo/sitemap';

const PRODUCTS = Array.from({ length: 12 }, (_, at) => `product-${at + 1}`);
const CATALOGUE: Record<string, string[]> = {
  categories: ['fruits', 'rice'],
  pages: ['about', 'terms'],
  products: PRODUCTS,
};

let service: FastifyInstance;
let commerceUrl: string;
const asked: string[] = [];
let down = false;

beforeAll(async () => {
  service = Fastify();
  // Slices of three, keyed by position, as the service keys its own.
  service.get<{ Querystring: { kind: string; after?: string } }>(
    '/sitemap-entries',
    (request, reply) => {
      asked.push(request.url);
      if (down) return reply.code(503).send({});
      const all = CATALOGUE[request.query.kind] ?? [];
      const from = Number(request.query.after || 0);
      const paths = all.slice(from, from + 3);
      return { paths, next: from + 3 < all.length ? String(from + 3) : null };
    },
  );
  commerceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => service.close());

beforeEach(() => {
  asked.length = 0;
  down = false;
});

async function gateway(urlsPerFile?: number) {
  const app = Fastify();
  registerSitemap(app, { commerceUrl, ...(urlsPerFile ? { urlsPerFile } : {}) });
  return app;
}

const get = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { host: 'shop.example' } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('lists home, every category, CMS page and product in both languages, with alternates', async () => {
    const app = await gateway();
    const res = await get(app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(res.body);
    for (const page of [
      '',
      '/fruits',
      '/rice',
      '/about',
      '/terms',
      ...PRODUCTS.map((p) => `/${p}`),
    ]) {
      expect(urls).toContain(`http://shop.example/en${page}`);
      expect(urls).toContain(`http://shop.example/ar${page}`);
    }
    expect(urls).toHaveLength((1 + 2 + 2 + PRODUCTS.length) * 2);
    expect(res.body).toContain(
      '<url><loc>http://shop.example/ar/product-1</loc><xhtml:link rel="alternate" hreflang="en" href="http://shop.example/en/product-1"/><xhtml:link rel="alternate" hreflang="ar" href="http://shop.example/ar/product-1"/></url>',
    );
    await app.close();
  });

  it('reads the catalogue once and serves the kept paths after', async () => {
    const app = await gateway();
    await Promise.all([get(app, '/sitemap.xml'), get(app, '/sitemap.xml')]);
    const first = asked.length;
    // Slices of three: 1 + 1 + 4 requests.
    expect(first).toBe(6);
    await get(app, '/sitemap.xml');
    expect(asked).toHaveLength(first);
    await app.close();
  });

  it('is an index of files past the per-file limit, each file within it', async () => {
    const app = await gateway(10);
    const index = await get(app, '/sitemap.xml');
    expect(index.body).toContain('<sitemapindex ');
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `http://shop.example/sitemap-${n}.xml`));
    const all: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const file = await get(app, `/sitemap-${n}.xml`);
      expect(file.statusCode).toBe(200);
      const urls = locs(file.body);
      expect(urls.length).toBeLessThanOrEqual(10);
      all.push(...(urls as string[]));
    }
    expect(new Set(all).size).toBe(34);
    expect((await get(app, '/sitemap-5.xml')).statusCode).toBe(404);
    expect((await get(app, '/sitemap-0.xml')).statusCode).toBe(404);
    await app.close();
  });

  it('answers 503 while the catalogue cannot be read', async () => {
    down = true;
    const app = await gateway();
    const res = await get(app, '/sitemap.xml');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/cannot be read/);
    await app.close();
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the account, cart, checkout and APIs', () => {
    const robots = robotsText('https://shop.example');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    for (const path of ['/en/account', '/ar/account', '/en/checkout', '/ar/cart', '/graphql']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).not.toMatch(/Disallow: \/(en|ar)\/(about|brands|deals)$/m);
  });

  it('is served at /robots.txt as text', async () => {
    const app = await gateway();
    const res = await get(app, '/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    await app.close();
  });
});
