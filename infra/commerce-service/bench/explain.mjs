// EXPLAIN ANALYZE of the statements behind the catalogue's cold answers (the catalogue cache off):
// the category listing with facets and the searches of bench/api.mjs, on an already seeded
// PostgreSQL database. The built service runs in process; its statements are recorded as sent,
// then each one that reads the listing or searches is explained with its own parameters. A
// sequential scan of a catalogue table (products, catalog_listing, product_stock,
// product_categories) is flagged.
//
//   node bench/explain.mjs postgres://.../dukkan_bench_keep_1000000 [--dist dist] [--markdown]
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dist = path.resolve(root, opt('dist', 'dist'));
const { createService } = require(path.join(dist, 'app.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const url = args.find((a) => a.startsWith('postgres'));
if (!url) throw new Error('usage: node bench/explain.mjs postgres://... [--markdown]');
const markdown = args.includes('--markdown');

// Every statement the service sends, with its parameters (the pool's clients share this prototype).
const recorded = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (typeof config === 'string') recorded.push({ text: config, values: values ?? [] });
  else if (config && typeof config.text === 'string')
    recorded.push({ text: config.text, values: config.values ?? [] });
  return query.call(this, config, values, callback);
};

process.env.CATALOG_CACHE = 'off';
const service = await createService(
  loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { databaseUrl: url }),
  { seed: false, logger: false },
);
const get = async (q, variables) => {
  const res = await service.app.inject({
    method: 'GET',
    url: `/graphql?${new URLSearchParams({ query: q, variables: JSON.stringify(variables), source: 'cairo_nasr_city' })}`,
  });
  const body = res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
};
const LISTING = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { total_count
  items { sku } aggregations { attribute_code count options { label count value } } } }`;
const SEARCH = `query($s: String) { products(search: $s, pageSize: 24) { total_count items { sku } aggregations { attribute_code options { label count value } } } }`;
const tree = await get('{ categoryList(filters: { include_in_menu: { eq: "1" } }) { id } }', {});
const category = String(tree.categoryList[1].id);
const cases = [
  ['listing with facets (category)', LISTING, { id: category }],
  ['search "milk"', SEARCH, { s: 'milk' }],
  ['search "لبن"', SEARCH, { s: 'لبن' }],
  ['search "choclate" (misspelt)', SEARCH, { s: 'choclate' }],
];
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: size } = await client.query(
  'select (select count(*) from products where visible)::int as products, (select count(*) from catalog_listing)::int as listing',
);
console.log(
  markdown
    ? `Database ${new URL(url).pathname.slice(1)}: ${size[0].products} listed products, ${size[0].listing} listing rows.\n`
    : `[explain] ${size[0].products} listed products, ${size[0].listing} listing rows`,
);
const catalogue =
  /Seq Scan on (products|catalog_listing|catalog_listing_counts|product_stock|product_categories)\b/;
let flagged = 0;
for (const [label, q, variables] of cases) {
  await get(q, variables); // warm
  recorded.length = 0;
  await get(q, variables);
  const statements = recorded.filter((r) => /catalog_listing|search_en|name_norm/.test(r.text));
  for (const [i, s] of statements.entries()) {
    const { rows } = await client.query(
      `explain (analyze, ${markdown ? '' : 'buffers, '}costs off, timing on) ${s.text}`,
      s.values,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const seq = plan.match(catalogue);
    if (seq) flagged++;
    const title = `${label}, statement ${i + 1} of ${statements.length}${seq ? ` (${seq[0]}!)` : ''}`;
    console.log(
      markdown
        ? `<details><summary>${title}</summary>\n\n\`\`\`\n${plan}\n\`\`\`\n</details>\n`
        : `\n== ${title}\n${plan}`,
    );
  }
}
await client.end();
await service.close();
console.log(
  flagged
    ? `[explain] ${flagged} statement(s) scan a catalogue table sequentially`
    : '[explain] no sequential scan of a catalogue table',
);
process.exitCode = flagged ? 1 : 0;
