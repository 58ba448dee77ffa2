/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { databases, startTestService, type TestService } from './helpers/service';

// The product page's extras (issue 63): videos in the media gallery, featured attributes, the
// size chart, each seeded in both languages and served by the service.
const EXTRAS = `items { sku name categories { section }
  media_gallery { __typename url label position disabled
    ... on ProductVideo { video_content { media_type video_provider video_url video_title video_description } } }
  product_featured_attributes { key label value }
  size_chart { name image } }`;

describe.each(databases)('product page extras on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database });
  });
  afterAll(() => t?.close());

  /** Every listed product, 30 a page (a bigger page exceeds the query cost limit). */
  const all = async (store?: string) => {
    const items: any[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.gql(
        `query($page: Int) { products(filter: {}, pageSize: 30, currentPage: $page) { total_count ${EXTRAS} } }`,
        { page },
        store ? { store } : {},
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      items.push(...res.data.products.items);
      if (items.length >= res.data.products.total_count) return items;
    }
  };

  it('lists a product video after the images, titled in the page language', async () => {
    const [en, ar] = [await all(), await all('ar_EG')];
    const withVideo = en.filter((p) =>
      p.media_gallery.some((m: any) => m.__typename === 'ProductVideo'),
    );
    expect(withVideo.length).toBeGreaterThan(0);
    const product = withVideo[0];
    expect(product.categories[0].section).toBe('ELECTRONICS');
    const video = product.media_gallery.at(-1);
    expect(video.video_content).toMatchObject({
      video_provider: 'dukkan',
      video_url: `/media/video/${product.sku}.webm`,
      video_title: `${product.name}: a closer look`,
    });
    const arVideo = ar.find((p) => p.sku === product.sku).media_gallery.at(-1);
    expect(arVideo.video_content.video_title).toMatch(/نظرة عن قرب$/);
    expect(arVideo.label).toBe(arVideo.video_content.video_title);

    const clip = await t.inject({ method: 'GET', url: video.video_content.video_url });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const without = en.find((p) =>
      p.media_gallery.every((m: any) => m.__typename !== 'ProductVideo'),
    );
    expect(
      (await t.inject({ method: 'GET', url: `/media/video/${without.sku}.webm` })).statusCode,
    ).toBe(404);
  });

  it('features the warranty of electronics and the origin of the others, in both languages', async () => {
    const [en, ar] = [await all(), await all('ar_EG')];
    const tv = en.find((p) => p.categories[0].section === 'ELECTRONICS');
    expect(tv.product_featured_attributes).toEqual([
      { key: 'warranty', label: 'Warranty', value: '2 years' },
    ]);
    const food = ar.find(
      (p) => p.categories[0].section === 'NON_ELECTRONICS' && p.product_featured_attributes.length,
    );
    expect(food.product_featured_attributes).toEqual([
      { key: 'origin', label: 'بلد المنشأ', value: 'مصر' },
    ]);
  });

  it('gives clothing a size chart served as a table image, and nothing else one', async () => {
    const [en, ar] = [await all(), await all('ar_EG')];
    for (const p of en) expect(p.size_chart === null).toBe(p.categories[0].section !== 'CLOTHING');
    const shirt = en.find((p) => p.size_chart);
    expect(shirt.size_chart.name).toMatch(/^(Men|Women|Kids) size chart$/);
    expect(ar.find((p) => p.sku === shirt.sku).size_chart.name).toMatch(/^جدول مقاسات /);
    const chart = await t.inject({ method: 'GET', url: shirt.size_chart.image });
    expect(chart.statusCode).toBe(200);
    expect(chart.body).toMatch(/Chest \/ الصدر/);
    expect((await t.inject({ method: 'GET', url: '/media/size-chart/nope.svg' })).statusCode).toBe(
      404,
    );
  });
});
