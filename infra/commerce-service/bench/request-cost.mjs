// Cost of one request, less sensitive to a shared machine's load than latency under concurrency:
// the built service runs in process on an already seeded database, and each case is requested
// sequentially (one at a time) with the catalogue cache on and off, printing the wall time and the
// service's CPU time per request.
//
//   node bench/request-cost.mjs postgres://.../db_1500 postgres://.../db_100000 [--requests 300]
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { createService } = require(path.join(root, 'dist', 'app.js'));
const { loadConfig } = require(path.join(root, 'dist', 'config.js'));

const args = process.argv.slice(2);
const n = Number(args.includes('--requests') ? args[args.indexOf('--requests') + 1] : 300);
const urls = args.filter((a, i) => a.startsWith('postgres') && args[i - 1] !== '--requests');

const LISTING = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { total_count page_info { total_pages }
  items { __typename sku name url_key stock_status only_x_left_in_stock price_range { maximum_price { final_price { value } regular_price { value } } } cart_control { increment_step unit } image { url } }
  aggregations { attribute_code count options { label count value } } } }`;
const SEARCH = `query($s: String) { products(search: $s, pageSize: 24) { total_count items { sku name url_key price_range { maximum_price { final_price { value } } } image { url } } aggregations { attribute_code options { label count value } } } }`;
const PRODUCT = `query($u: String) { products(filter: { url_key: { eq: $u } }) { items { sku name description { html } categories { id name } brand { name } price_range { maximum_price { final_price { value } } } stock_status related_products { sku } } } }`;

console.log(
  `${'database'.padEnd(16)}${'cache'.padEnd(7)}${'case'.padEnd(22)}wall ms/req  service CPU ms/req`,
);
for (const url of urls) {
  const service = await createService(
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { databaseUrl: url }),
    { seed: false, logger: false },
  );
  const get = async (query, variables) => {
    const res = await service.app.inject({
      method: 'GET',
      url: `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables), source: 'cairo_nasr_city' })}`,
    });
    const body = res.json();
    if (body.errors) throw new Error(body.errors[0].message);
    return body.data;
  };
  const tree = await get('{ categoryList(filters: { include_in_menu: { eq: "1" } }) { id } }', {});
  const category = String(tree.categoryList[1].id);
  const urlKey = (await get(LISTING, { id: category })).products.items[0].url_key;
  const cases = [
    ['listing with facets', LISTING, { id: category }],
    ['search "milk"', SEARCH, { s: 'milk' }],
    ['product by url_key', PRODUCT, { u: urlKey }],
  ];
  const name = new URL(url).pathname.slice(1);
  for (const mode of ['on', 'off']) {
    process.env.CATALOG_CACHE = mode;
    for (const [label, query, variables] of cases) {
      for (let i = 0; i < 5; i++) await get(query, variables);
      const cpu = process.cpuUsage();
      const t = performance.now();
      const count = mode === 'on' ? n : Math.max(10, Math.floor(n / 10));
      for (let i = 0; i < count; i++) await get(query, variables);
      const used = process.cpuUsage(cpu);
      console.log(
        `${name.padEnd(16)}${mode.padEnd(7)}${label.padEnd(22)}${((performance.now() - t) / count).toFixed(2).padEnd(13)}${((used.user + used.system) / 1000 / count).toFixed(2)}`,
      );
    }
  }
  await service.close();
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
