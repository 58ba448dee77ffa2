// The gateway's /sitemap.xml (infra/gateway/src/seo/sitemap.ts) read from this service with its
// small seeded catalogue: every product a shopper can open, in both languages.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestService, type TestService } from './helpers/service';

// Required by a computed path: the gateway's sources are its package's to type-check (this
// package's rootDir holds only its own).
const SITEMAP = path.resolve(__dirname, '../../gateway/src/seo/sitemap.ts');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registerSitemap } = require(SITEMAP) as {
  registerSitemap: (app: FastifyInstance, options: { commerceUrl: string }) => void;
};

describe('the sitemap of the seeded catalogue', () => {
  let t: TestService;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    t = await startTestService({ products: 40 });
    const commerceUrl = await t.service.app.listen({ port: 0, host: '127.0.0.1' });
    gateway = Fastify();
    registerSitemap(gateway, { commerceUrl });
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('lists every visible product, category and information page in English and Arabic', async () => {
    const res = await gateway.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    const urls = new Set([...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
    const products = await t.db
      .selectFrom('products')
      .select('url_key')
      .where('visible', '=', true)
      .execute();
    const categories = await t.db.selectFrom('categories').select('url_key').execute();
    expect(products.length).toBeGreaterThan(10);
    for (const { url_key } of [...products, ...categories, { url_key: 'about' }]) {
      expect(urls.has(`http://shop.example/en/${url_key}`)).toBe(true);
      expect(urls.has(`http://shop.example/ar/${url_key}`)).toBe(true);
    }
    const hidden = await t.db
      .selectFrom('products')
      .select('url_key')
      .where('visible', '=', false)
      .execute();
    for (const { url_key } of hidden)
      expect(urls.has(`http://shop.example/en/${url_key}`)).toBe(false);
  });
});
