/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { databases, startTestService, type TestService } from './helpers/service';

const PRODUCT_FIELDS = `
  __typename id uid sku name url_key type_id stock_status only_x_left_in_stock
  special_price special_from_date special_to_date new_from_date new_to_date rating_summary review_count
  price_range { minimum_price { final_price { value currency } } maximum_price { final_price { value } regular_price { value } } }
  cart_control { increment_step min_amount max_amount unit }
  categories { id name url_path section level }
  brand { name url_key image_url }
  image { url label } thumbnail { url } media_gallery { url label disabled }
  description { html } short_description { html } attributes { key label value }
`;

describe.each(databases)('catalogue on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database });
  });
  afterAll(() => t?.close());

  it('lists 24 products per page by default with page info, total count and facets', async () => {
    const res =
      await t.gql(`{ products(filter: {}) { total_count page_info { current_page page_size total_pages }
      items { ${PRODUCT_FIELDS} } aggregations { attribute_code label count options { label count value } } } }`);
    expect(res.errors).toBeUndefined();
    const p = res.data.products;
    expect(p.items).toHaveLength(24);
    expect(p.page_info).toEqual({
      current_page: 1,
      page_size: 24,
      total_pages: Math.ceil(p.total_count / 24),
    });
    expect(p.total_count).toBe(150);
    expect(p.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual([
      'category_id',
      'brand',
      'price',
    ]);
    const priceCounts = p.aggregations[2].options.reduce(
      (s: number, o: { count: number }) => s + o.count,
      0,
    );
    expect(priceCounts).toBe(150);
  });

  it('filters by category id with facet counts matching the result', async () => {
    const tree = await t.gql(
      '{ categoryList { id name level children { id level children { id level } } } }',
    );
    const dairy = tree.data.categoryList.find((c: { name: string }) => c.name === 'Dairy & Eggs');
    const res = await t.gql(
      `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 100) { total_count items { categories { id } } aggregations { attribute_code options { value count } } } }`,
      { id: String(dairy.id) },
    );
    expect(res.data.products.total_count).toBeGreaterThan(0);
    for (const item of res.data.products.items)
      expect(item.categories.map((c: { id: number }) => c.id)).toContain(dairy.id);
    const own = res.data.products.aggregations[0].options.find(
      (o: { value: string }) => o.value === String(dairy.id),
    );
    expect(own.count).toBe(res.data.products.total_count);
  });

  it('has a three-level category tree with menu flags and sections', async () => {
    const res =
      await t.gql(`{ categoryList { id uid name level section includeInMenu includeInHomePage featuredOrder megaMenuOffer { title href cta }
      children { level parentUid children { level url_path children { id } } } } }`);
    const tops = res.data.categoryList;
    expect(tops.length).toBeGreaterThanOrEqual(16);
    expect(tops.every((c: { level: number }) => c.level === 1)).toBe(true);
    const sections = new Set(tops.map((c: { section: string }) => c.section));
    expect(sections).toEqual(new Set(['ELECTRONICS', 'NON_ELECTRONICS', 'CLOTHING']));
    const leaf = tops[0].children[0].children[0];
    expect(tops[0].children[0].level).toBe(2);
    expect(tops[0].children[0].parentUid).toBe(tops[0].uid);
    expect(leaf.level).toBe(3);
    expect(leaf.children).toEqual([]);
    expect(tops[0].megaMenuOffer.title).toMatch(/off/);
    const menu = await t.gql(
      '{ categoryList(filters: { include_in_menu: { eq: "1" } }) { featuredOrder includeInMenu } }',
    );
    const orders = menu.data.categoryList.map((c: { featuredOrder: number }) => c.featuredOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers in Arabic for store ar_EG', async () => {
    const res = await t.gql(
      '{ categoryList(filters: { url_key: { eq: "dairy-and-eggs" } }) { name } }',
      undefined,
      { store: 'ar_EG' },
    );
    expect(res.data.categoryList[0].name).toBe('ألبان وبيض');
  });

  it("titles a category in the request's language", async () => {
    const query = '{ categoryList(filters: { url_key: { eq: "dairy-and-eggs" } }) { meta_title } }';
    const arabic = await t.gql(query, undefined, { store: 'ar_EG' });
    expect(arabic.data.categoryList[0].meta_title).toBe('ألبان وبيض | دكان');
    const english = await t.gql(query);
    expect(english.data.categoryList[0].meta_title).toBe('Dairy & Eggs | Dukkan');
  });

  it('resolves a url to a category or a product, and unknown urls to null', async () => {
    const category = await t.gql(
      '{ route(url: "dairy-and-eggs/milk") { __typename type relative_url ... on CategoryTree { name level } } }',
    );
    expect(category.data.route).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      name: 'Milk',
      level: 2,
    });
    const list = await t.gql('{ products(filter: {}, pageSize: 1) { items { url_key name } } }');
    const { url_key, name } = list.data.products.items[0];
    const product = await t.gql(
      `query($u: String!) { route(url: $u) { type ... on ProductInterface { name } } }`,
      { u: `/${url_key}` },
    );
    expect(product.data.route).toEqual({ type: 'PRODUCT', name });
    const page = await t.gql('{ route(url: "about") { type ... on CmsPage { title } } }');
    expect(page.data.route).toEqual({ type: 'CMS_PAGE', title: 'About Dukkan' });
    expect((await t.gql('{ route(url: "no-such-thing") { type } }')).data.route).toBeNull();
  });

  it('serves all four product types with their type-specific fields', async () => {
    const res = await t.gql(`{ products(filter: {}, pageSize: 100) { items { __typename sku
      ... on ConfigurableProduct { configurable_options { attribute_code values { label value_index } } variants { attributes { code label } product { sku stock_status } } }
      ... on GroupedProduct { items { qty position product { sku } } }
      ... on BundleProduct { dynamic_price items { title required type options { label quantity is_default product { sku } } } } } } }`);
    const items = res.data.products.items;
    const types = new Set(items.map((i: { __typename: string }) => i.__typename));
    expect(types).toEqual(
      new Set(['SimpleProduct', 'ConfigurableProduct', 'GroupedProduct', 'BundleProduct']),
    );
    const configurable = items.find(
      (i: { __typename: string }) => i.__typename === 'ConfigurableProduct',
    );
    expect(configurable.variants.length).toBeGreaterThanOrEqual(3);
    expect(configurable.configurable_options[0].values.length).toBe(configurable.variants.length);
    const grouped = items.find((i: { __typename: string }) => i.__typename === 'GroupedProduct');
    expect(grouped.items.length).toBeGreaterThanOrEqual(1);
    const bundle = items.find((i: { __typename: string }) => i.__typename === 'BundleProduct');
    expect(bundle.dynamic_price).toBe(true);
    expect(bundle.items[0]).toMatchObject({ required: true, type: 'radio' });
  });

  it('sells weighed goods in fractional kg steps', async () => {
    const res = await t.gql(
      `{ products(filter: { category_uid: { eq: "MQ==" } }, pageSize: 5) { items { cart_control { increment_step min_amount max_amount unit } } } }`,
    );
    for (const item of res.data.products.items) {
      expect([0.25, 0.5]).toContain(item.cart_control.increment_step);
      expect(item.cart_control.unit).toBe('kg');
    }
    const arabic = await t.gql(
      `{ products(filter: { category_uid: { eq: "MQ==" } }, pageSize: 1) { items { cart_control { unit } } } }`,
      undefined,
      { store: 'ar_EG' },
    );
    expect(arabic.data.products.items[0].cart_control.unit).toBe('كجم');
  });

  it('lists deals: only products whose special price is active now', async () => {
    const res =
      await t.gql(`{ products(filter: { on_sale: { eq: "1" } }, pageSize: 100) { total_count items { special_price special_from_date special_to_date
      price_range { maximum_price { final_price { value } regular_price { value } } } } } }`);
    expect(res.data.products.total_count).toBeGreaterThan(0);
    const now = Date.now();
    for (const item of res.data.products.items) {
      expect(new Date(`${item.special_from_date}Z`).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(`${item.special_to_date}Z`).getTime() + 86_400_000).toBeGreaterThan(now);
      expect(item.price_range.maximum_price.final_price.value).toBeLessThan(
        item.price_range.maximum_price.regular_price.value,
      );
    }
  });

  it('gives stock and prices of the request source', async () => {
    const row = await t.db
      .selectFrom('product_stock as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['p.url_key', 's.qty', 's.price', 'p.price as list_price'])
      .where('s.source_code', '=', 'redsea_hurghada')
      .where('p.visible', '=', true)
      .where('p.type', '=', 'simple')
      .where('p.special_price', 'is', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const q = `query($u: String) { products(filter: { url_key: { eq: $u } }) { items { only_x_left_in_stock stock_status price_range { maximum_price { regular_price { value } } } } } }`;
    const atStore = (await t.gql(q, { u: row.url_key }, { source: 'redsea_hurghada' })).data
      .products.items[0];
    expect(atStore.only_x_left_in_stock).toBe(Number(row.qty));
    expect(atStore.price_range.maximum_price.regular_price.value).toBe(Number(row.price));
    const unknown = (await t.gql(q, { u: row.url_key }, { source: 'no_such_store' })).data.products
      .items[0];
    expect(unknown).toMatchObject({ only_x_left_in_stock: 0, stock_status: 'OUT_OF_STOCK' });
    expect(unknown.price_range.maximum_price.regular_price.value).toBe(Number(row.list_price));
  });

  it('sorts by price in both directions', async () => {
    const q = `query($d: SortEnum) { products(filter: {}, sort: { price: $d }, pageSize: 10) { items { price_range { minimum_price { final_price { value } } } } } }`;
    const asc = (await t.gql(q, { d: 'ASC' })).data.products.items.map(
      (i: any) => i.price_range.minimum_price.final_price.value,
    );
    const desc = (await t.gql(q, { d: 'DESC' })).data.products.items.map(
      (i: any) => i.price_range.minimum_price.final_price.value,
    );
    expect(asc[0]).toBeLessThanOrEqual(asc[9]);
    expect(desc[0]).toBeGreaterThanOrEqual(desc[9]);
    expect(desc[0]).toBeGreaterThan(asc[0]);
  });

  it('returns related and cross-sell products', async () => {
    const res = await t.gql(
      '{ products(filter: {}, pageSize: 100, sort: { position: DESC }) { items { related_products { sku } crosssell_products { sku } } } }',
    );
    const items = res.data.products.items;
    expect(items.some((i: any) => i.related_products.length > 0)).toBe(true);
    expect(items.some((i: any) => i.crosssell_products.length > 0)).toBe(true);
  });

  it('rejects bad paging and unknown sort fields with clear input errors', async () => {
    const negative = await t.gql('{ products(filter: {}, currentPage: -1) { total_count } }');
    expect(negative.errors?.[0]).toMatchObject({
      message: 'currentPage must be 1 or greater.',
      extensions: { category: 'graphql-input' },
    });
    const huge = await t.gql('{ products(filter: {}, pageSize: 5000) { total_count } }');
    expect(huge.errors?.[0]?.message).toBe('pageSize must be from 1 to 100.');
    const unknownSort = await t.gql(
      '{ products(filter: {}, sort: { colour: ASC }) { total_count } }',
    );
    expect(unknownSort.errors?.[0]?.message).toMatch(/colour/);
    const badId = await t.gql(
      '{ products(filter: { category_id: { eq: "abc" } }) { total_count } }',
    );
    expect(badId.errors?.[0]?.message).toBe('Filter "category_id" expects numeric ids, got "abc".');
    const longSearch = await t.gql(`{ products(search: "${'x'.repeat(101)}") { total_count } }`);
    expect(longSearch.errors?.[0]?.message).toBe('search must be 1 to 100 characters.');
  });

  it('refuses deep queries, alias bombs and over-expensive queries before running them', async () => {
    const deep = await t.gql(
      '{ categoryList { children { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/too deep/);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: ping`).join(' ');
    expect((await t.gql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(/too many aliases/);
    const costly = Array.from(
      { length: 20 },
      (_, i) =>
        `p${i}: products(pageSize: 100) { items { sku name url_key related_products { sku name url_key } categories { id name url_path } } }`,
    ).join(' ');
    expect(
      (await t.gql(`{ ${costly} }`)).errors?.some((e) => /too expensive/.test(e.message)),
    ).toBe(true);
  });

  it('serves product images as SVG', async () => {
    const res = await t.gql('{ products(filter: {}, pageSize: 1) { items { image { url } } } }');
    const img = await t.inject({ method: 'GET', url: res.data.products.items[0].image.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(img.body).toMatch(/^<svg/);
    expect(
      (await t.inject({ method: 'GET', url: '/media/catalog/product/NOPE.svg' })).statusCode,
    ).toBe(404);
  });

  it('lists brands with product counts and filters products by brand', async () => {
    const brands = (await t.gql('{ brands { name url_key product_count } }')).data.brands;
    const brand = brands.find((b: { product_count: number }) => b.product_count > 0);
    const res = await t.gql(
      `query($b: String) { products(filter: { brand: { eq: $b } }, pageSize: 100) { total_count items { brand { url_key } } } }`,
      { b: brand.url_key },
    );
    expect(res.data.products.total_count).toBe(brand.product_count);
    for (const item of res.data.products.items) expect(item.brand.url_key).toBe(brand.url_key);
  });
});
