// API benchmark: seeds throw-away databases with 1,500 and 100,000 products (PGlite, and
// PostgreSQL when reachable), starts the built service on each, and runs autocannon (10 s,
// 10 connections) on the storefront's hot queries. Prints p50/p95/p99 latency and requests/s.
//
//   npm run bench -w @dukkan/commerce-service [-- --sizes 1500,100000 --databases pglite,postgres --duration 10 --no-build]
//
// PostgreSQL: DATABASE_URL_BENCH (an admin connection; a dukkan_bench_* database is created and
// dropped), else postgres://postgres@127.0.0.1:5432/postgres when reachable.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = opt('sizes', '1500,100000').split(',').map(Number);
const wanted = opt('databases', 'pglite,postgres').split(',');
const duration = Number(opt('duration', '10'));
const adminUrl = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.warn(`[bench] PostgreSQL at ${adminUrl} unreachable (${error.message}): PostgreSQL runs SKIPPED.`);
    return false;
  }
}

if (!args.includes('--no-build')) {
  console.log('[bench] building');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}

const databases = [];
if (wanted.includes('pglite')) databases.push('pglite');
if (wanted.includes('postgres') && (await postgresReachable())) databases.push('postgres');

const seconds = (ms) => (ms / 1000).toFixed(1);

async function prepare(kind, products) {
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' };
  let cleanup;
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `dukkan_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const t = performance.now();
  execFileSync(process.execPath, ['dist/seed/cli.js', '--products', String(products)], { cwd: root, env, stdio: 'inherit' });
  const seedMs = performance.now() - t;
  return { env, cleanup, seedMs };
}

async function startServer(env) {
  // A port the OS says is free right now (other services share this machine).
  const port = await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['dist/server.js'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`service did not start: ${output}`);
}

const gqlUrl = (base, query, variables) =>
  `${base}/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}), source: 'cairo_nasr_city' })}`;

const LISTING = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { total_count page_info { total_pages }
  items { __typename sku name url_key stock_status only_x_left_in_stock price_range { maximum_price { final_price { value } regular_price { value } } } cart_control { increment_step unit } image { url } }
  aggregations { attribute_code count options { label count value } } } }`;
const SEARCH = `query($s: String) { products(search: $s, pageSize: 24) { total_count items { sku name url_key price_range { maximum_price { final_price { value } } } image { url } } aggregations { attribute_code options { label count value } } } }`;
const PRODUCT = `query($u: String) { products(filter: { url_key: { eq: $u } }) { items { __typename sku name url_key description { html } attributes { key label value }
  categories { id name url_path section } brand { name } media_gallery { url } price_range { maximum_price { final_price { value } regular_price { value } } }
  special_price special_to_date only_x_left_in_stock stock_status cart_control { increment_step min_amount max_amount unit }
  related_products { sku name url_key } ... on ConfigurableProduct { variants { product { sku } attributes { code label } } } } } }`;
const TREE = `{ categoryList(filters: { include_in_menu: { eq: "1" } }) { id uid name url_path includeInMenu featuredOrder megaMenuOffer { title href }
  children { id name url_path children { id name url_path } } } }`;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

async function run(url) {
  const latencies = [];
  let non2xx = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) non2xx++;
    });
  });
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: result.requests.average, non2xx, errors: result.errors };
}

const rows = [];
for (const products of sizes) {
  for (const kind of databases) {
    console.log(`[bench] ${kind}, ${products} products: seeding`);
    const { env, cleanup, seedMs } = await prepare(kind, products);
    const t = performance.now();
    const server = await startServer(env);
    const startMs = performance.now() - t;
    try {
      const first = await (await fetch(gqlUrl(server.base, TREE))).json();
      const categoryId = String(first.data.categoryList[1].id);
      const sample = await (await fetch(gqlUrl(server.base, LISTING, { id: categoryId }))).json();
      const urlKey = sample.data.products.items[0].url_key;
      const cases = [
        ['listing with facets (category)', gqlUrl(server.base, LISTING, { id: categoryId })],
        ['search "milk"', gqlUrl(server.base, SEARCH, { s: 'milk' })],
        ['search "لبن"', gqlUrl(server.base, SEARCH, { s: 'لبن' })],
        ['product by url_key', gqlUrl(server.base, PRODUCT, { u: urlKey })],
        ['category tree', gqlUrl(server.base, TREE)],
      ];
      for (const [name, url] of cases) {
        const r = await run(url);
        rows.push({ products, db: kind, case: name, ...r, seed: seconds(seedMs), start: seconds(startMs) });
        console.log(`[bench] ${kind} ${products} ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.rps.toFixed(0)} req/s${r.non2xx ? `, ${r.non2xx} non-200` : ''}`);
      }
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
      await cleanup();
    }
  }
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('products', 9)}${pad('db', 9)}${pad('case', 32)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('req/s', 8)}${pad('seed s', 8)}start s`);
for (const r of rows) {
  console.log(`${pad(r.products, 9)}${pad(r.db, 9)}${pad(r.case, 32)}${pad(r.p50, 8)}${pad(r.p95, 8)}${pad(r.p99, 8)}${pad(r.rps.toFixed(0), 8)}${pad(r.seed, 8)}${r.start}`);
}
console.log(`\n[bench] ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; total run time ${seconds(performance.now() - started)} s`);
