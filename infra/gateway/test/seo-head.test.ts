/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- JSON-LD read back from a page is untyped JSON */
// The page head for search engines and link previews (issue 63), read as a client that runs no
// script reads it: a plain HTTP request, the tags and JSON-LD in the HTML the gateway sends.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { forgetDrawnPages } from '../src/first-screen/kept-pages';
import { forgetStoreSeo } from '../src/seo/store-seo';
import { titleWith } from '../src/seo/head';

const VERSION = '7.0.0-seo';
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Dukkan</title></head><body><div id=root></div></body></html>';
const LAYOUT = '<header>header</header><main><div id="first-screen-page"></div></main>';

/** The cache the catalogue's renderer draws a product from (its shape, trimmed). */
const PRODUCT_CACHE = {
  'SimpleProduct:69': {
    __typename: 'SimpleProduct',
    id: 69,
    url_key: 'egyptian-rice-1-kg',
    sku: 'DK-000069',
    name: 'Egyptian Rice 1 kg',
    image: { __typename: 'ProductImage', url: '/media/catalog/product/DK-000069.svg' },
    categories: [{ __ref: 'CategoryTree:54' }],
    only_x_left_in_stock: 171,
    price_range: { maximum_price: { final_price: { value: 144.95 } } },
    short_description: { html: '<p>Rice &amp; more</p>' },
    brand: { name: 'El Doha' },
    meta_title: 'Egyptian Rice 1 kg | Dukkan',
    meta_description: 'Long-grain rice from the Nile Delta.',
    meta_keyword: 'rice',
  },
  'CategoryTree:54': { __typename: 'CategoryTree', id: 54, name: 'Rice', url_key: 'rice' },
  'SimpleProduct:70': {
    __typename: 'SimpleProduct',
    id: 70,
    url_key: 'sold-out',
    name: 'Sold out',
    only_x_left_in_stock: 0,
    price_range: { maximum_price: { final_price: { value: 10 } } },
    categories: [],
  },
  'CategoryTree:53': {
    __typename: 'CategoryTree',
    id: 53,
    name: 'Rice & Pasta',
    url_key: 'rice-and-pasta',
    meta_title: 'Rice & Pasta | Dukkan',
    description: '<p>Shop rice and pasta.</p>',
  },
};
const ROUTES: Record<string, string> = {
  'egyptian-rice-1-kg': 'SimpleProduct:69',
  'sold-out': 'SimpleProduct:70',
  'rice-and-pasta': 'CategoryTree:53',
};
const PAGES = `
const cache = ${JSON.stringify(PRODUCT_CACHE)};
const routes = ${JSON.stringify(ROUTES)};
exports.renderPage = async (module, request) => {
  const key = request.params.urlKey;
  if (module !== 'UrlResolverPage' || !routes[key]) return null;
  const root = { __typename: 'Query' };
  root['route(' + JSON.stringify({ url: key }) + ')'] = { __ref: routes[key] };
  return { html: '<h1>drawn</h1>', cache: { ...cache, ROOT_QUERY: root } };
};
`;
const STORE = {
  __typename: 'StoreConfig',
  store_name: 'Dukkan',
  base_currency_code: 'EGP',
  default_title: 'Dukkan - Groceries and electronics delivered',
  default_description: 'Fresh groceries delivered.',
  default_keywords: 'groceries, electronics',
  title_prefix: 'Shop: ',
  title_suffix: ' | Dukkan',
  customer_support_phone: '19999',
};

let root: string;
let service: FastifyInstance;
let app: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'seo-head-'));
  const shellDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  write(path.join(shellDir, 'index.html'), INDEX);
  for (const locale of ['en', 'ar']) {
    write(path.join(shellDir, 'first-screen', `base.${locale}.html`), '<style></style>');
    write(path.join(shellDir, 'first-screen', `layout.${locale}.html`), LAYOUT);
  }
  const folder = path.join(deployDir, 'remotes', 'catalog', VERSION);
  write(path.join(folder, 'mf-manifest.json'), '{}');
  write(path.join(folder, 'first-screen', 'pages.cjs'), PAGES);
  write(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ catalog: { manifest: `/remotes/catalog/${VERSION}/mf-manifest.json` } }),
  );
  service = Fastify();
  service.post('/graphql', (request, reply) => {
    const { operationName } = request.body as { operationName?: string };
    return reply.send(operationName === 'StoreSeo' ? { data: { storeConfig: STORE } } : {});
  });
  service.get('/catalog-version', (_request, reply) => reply.code(404).send({}));
  const commerceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
  app = await buildGateway({ shellDir, deployDir, commerceUrl, renderDeadlineMs: 5000 });
});

afterAll(async () => {
  await app.close();
  await service.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  forgetDrawnPages();
  forgetStoreSeo();
});

/** The page as curl gets it: any type accepted, no script run. */
async function page(url: string) {
  const res = await app.inject({ url, headers: { accept: '*/*', host: 'shop.example' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

/** schema.org's Product rich result: name, image, and an Offer with price, currency, availability. */
function expectProductRichResult(block: Record<string, any>) {
  expect(block['@context']).toBe('https://schema.org');
  expect(typeof block.name).toBe('string');
  expect(block.image).toEqual([expect.stringMatching(/^https?:\/\//)]);
  const offer = block.offers;
  expect(offer['@type']).toBe('Offer');
  expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
  expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offer.url).toMatch(/^https?:\/\//);
}

/** schema.org's BreadcrumbList: items numbered from 1, each with a name and a URL. */
function expectBreadcrumbs(block: Record<string, any>, names: string[]) {
  expect(block['@type']).toBe('BreadcrumbList');
  const items = block.itemListElement as Record<string, any>[];
  expect(items.map((item) => item.name)).toEqual(names);
  items.forEach((item, at) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(at + 1);
    expect(item.item).toMatch(/^https?:\/\//);
  });
}

describe('the page head: a product', () => {
  it('has the title with the store prefix and suffix, description, canonical and alternates', async () => {
    const html = await page('/en/egyptian-rice-1-kg');
    expect(html).toContain('<title>Shop: Egyptian Rice 1 kg | Dukkan</title>');
    expect(html).not.toContain('<title>Dukkan</title>');
    expect(metaOf(html, 'description')).toBe('Long-grain rice from the Nile Delta.');
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.example/en/egyptian-rice-1-kg">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="ar" href="http://shop.example/ar/egyptian-rice-1-kg">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://shop.example/en/egyptian-rice-1-kg">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://shop.example/en/egyptian-rice-1-kg">',
    );
  });

  it('has Open Graph and Twitter card tags with its image and price', async () => {
    const html = await page('/ar/egyptian-rice-1-kg');
    const image = 'http://shop.example/media/catalog/product/DK-000069.svg';
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe(image);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:url')).toBe('http://shop.example/ar/egyptian-rice-1-kg');
    expect(metaOf(html, 'og:locale')).toBe('ar_EG');
    expect(metaOf(html, 'product:price:amount')).toBe('144.95');
    expect(metaOf(html, 'product:price:currency')).toBe('EGP');
  });

  it('has JSON-LD a rich result accepts: Product with its Offer, BreadcrumbList, Organization', async () => {
    const blocks = jsonLdOf(await page('/en/egyptian-rice-1-kg'));
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toBeDefined();
    expectProductRichResult(product!);
    expect(product!.offers).toMatchObject({
      price: '144.95',
      priceCurrency: 'EGP',
      availability: 'https://schema.org/InStock',
      url: 'http://shop.example/en/egyptian-rice-1-kg',
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expectBreadcrumbs(crumbs!, ['Dukkan', 'Rice', 'Egyptian Rice 1 kg']);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Dukkan', telephone: '19999' });
  });

  it('says a product out of stock is out of stock', async () => {
    const product = jsonLdOf(await page('/en/sold-out')).find((b) => b['@type'] === 'Product');
    expect(product!.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('the page head: other pages', () => {
  it('titles a category by its own title and gives its breadcrumbs', async () => {
    const html = await page('/en/rice-and-pasta');
    expect(html).toContain('<title>Shop: Rice &amp; Pasta | Dukkan</title>');
    expect(metaOf(html, 'description')).toBe('Shop rice and pasta.');
    const blocks = jsonLdOf(html);
    expect(blocks.some((block) => block['@type'] === 'Product')).toBe(false);
    expectBreadcrumbs(
      blocks.find((b) => b['@type'] === 'BreadcrumbList')!,
      ['Dukkan', 'Rice & Pasta'],
    );
  });

  it("gives home the store's default title, description and keywords, and the Organization", async () => {
    const html = await page('/ar');
    expect(html).toContain('<title>Dukkan - Groceries and electronics delivered</title>');
    expect(metaOf(html, 'description')).toBe('Fresh groceries delivered.');
    expect(metaOf(html, 'keywords')).toBe('groceries, electronics');
    expect(html).toContain('<link rel="canonical" href="http://shop.example/ar">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://shop.example/en">');
    expect(metaOf(html, 'og:type')).toBe('website');
    const organization = jsonLdOf(html).find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      url: 'http://shop.example/ar',
      contactPoint: { telephone: '19999' },
    });
  });
});

describe('the title rule', () => {
  const store = { ...STORE, title_prefix: '', title_suffix: ' | Dukkan' };
  it('adds the prefix and suffix once, and uses the default title for a page without one', () => {
    expect(titleWith(store, 'Cart')).toBe('Cart | Dukkan');
    expect(titleWith(store, 'Rice | Dukkan')).toBe('Rice | Dukkan');
    expect(titleWith(store, null)).toBe(store.default_title);
    expect(titleWith(null, 'Cart')).toBe('Cart');
  });
});
