// Cost of one request, less sensitive to a shared machine's load than latency under concurrency:
// the built service runs in process on an already seeded database, and each case is requested
// sequentially (one at a time) with the catalogue cache on and off, printing the wall time, the
// service's CPU time and the database's CPU time per request. The database's is read from
// /proc/<pid>/stat of the PostgreSQL backends serving the service (so PostgreSQL must run on this
// machine; otherwise the column reads "-").
//
//   node bench/request-cost.mjs postgres://.../db_1500 postgres://.../db_100000 [--requests 300] [--dist dist] [--cold-only]
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
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
// --dist: another build of the service (say the one before a change), to compare in one run.
const dist = path.resolve(root, opt('dist', 'dist'));
const { createService } = require(path.join(dist, 'app.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));

const n = Number(opt('requests', '300'));
const urls = args.filter((a) => a.startsWith('postgres'));
const modes = args.includes('--cold-only') ? ['off'] : ['on', 'off'];

const LISTING = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { total_count page_info { total_pages }
  items { __typename sku name url_key stock_status only_x_left_in_stock price_range { maximum_price { final_price { value } regular_price { value } } } cart_control { increment_step unit } image { url } }
  aggregations { attribute_code count options { label count value } } } }`;
const SEARCH = `query($s: String) { products(search: $s, pageSize: 24) { total_count items { sku name url_key price_range { maximum_price { final_price { value } } } image { url } } aggregations { attribute_code options { label count value } } } }`;
const PRODUCT = `query($u: String) { products(filter: { url_key: { eq: $u } }) { items { sku name description { html } categories { id name } brand { name } price_range { maximum_price { final_price { value } } } stock_status related_products { sku } } } }`;

const TICK_MS = 10; // USER_HZ is 100 on Linux
/** CPU milliseconds used so far by each PostgreSQL backend of this database (but the monitor's). */
async function backendCpu(monitor) {
  const { rows } = await monitor.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const cpu = new Map();
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      return null; // not on this machine
    }
  }
  return cpu;
}
const usedBetween = (before, after) => {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
};

console.log(
  `${'database'.padEnd(20)}${'cache'.padEnd(7)}${'case'.padEnd(22)}${'wall ms'.padEnd(10)}${'service CPU'.padEnd(13)}${'db CPU'.padEnd(9)}CPU ms/req`,
);
for (const url of urls) {
  const service = await createService(
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { databaseUrl: url }),
    { seed: false, logger: false },
  );
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
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
    ['search "لبن"', SEARCH, { s: 'لبن' }],
    ['search "choclate"', SEARCH, { s: 'choclate' }],
    ['product by url_key', PRODUCT, { u: urlKey }],
  ];
  const name = new URL(url).pathname.slice(1);
  for (const mode of modes) {
    process.env.CATALOG_CACHE = mode;
    for (const [label, query, variables] of cases) {
      for (let i = 0; i < 5; i++) await get(query, variables);
      const db = await backendCpu(monitor);
      const cpu = process.cpuUsage();
      const t = performance.now();
      const count = mode === 'on' ? n : Math.max(10, Math.floor(n / 10));
      for (let i = 0; i < count; i++) await get(query, variables);
      const used = process.cpuUsage(cpu);
      const wall = (performance.now() - t) / count;
      const dbMs = usedBetween(db, await backendCpu(monitor));
      const serviceMs = (used.user + used.system) / 1000 / count;
      const dbPer = dbMs === null ? null : dbMs / count;
      console.log(
        `${name.padEnd(20)}${mode.padEnd(7)}${label.padEnd(22)}${wall.toFixed(2).padEnd(10)}${serviceMs.toFixed(2).padEnd(13)}${(dbPer === null ? '-' : dbPer.toFixed(2)).padEnd(9)}${dbPer === null ? '-' : (serviceMs + dbPer).toFixed(2)}`,
      );
    }
  }
  await monitor.end();
  await service.close();
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
