// API benchmark: seeds throw-away databases with 1,500 and 100,000 products (PGlite, and
// PostgreSQL when reachable), starts the built service on each, and runs autocannon (10 s,
// 10 connections) on the storefront's hot queries, then on the cart and checkout path: add to
// cart, cart totals and place order (each placement on its own ready guest cart, prepared through
// the API before the run). Prints p50/p95/p99 latency and requests/s.
//
// The storefront reads run twice per database: on the service as it ships (the catalogue cache
// on: repeated requests are cache hits, the version check is one small query) and on a second
// start with CATALOG_CACHE=off (every request computes its answer: the cold figures). The summary
// puts cold and cached side by side per size, and both sizes with the largest/smallest ratio of p95.
// On PostgreSQL each size then gets bench/request-cost.mjs: the service's and the database's CPU
// milliseconds per request, measured one request at a time (steadier than latency on a shared
// machine).
//
//   npm run bench -w @dukkan/commerce-service [-- --sizes 1500,100000,1000000 --databases pglite,postgres --duration 10 --placements 300 --no-cart --no-build --reuse --prefix dukkan_bench --port N]
//
// --reuse keeps each seeded database (PostgreSQL <prefix>_keep_<products>, the prefix
// dukkan_bench unless --prefix names another; PGlite $TMPDIR/dukkan-bench-keep-<products>) and
// seeds it only the first time (the seed's bulk path: see docs/performance.md for its time). A kept database also keeps its history (the cart cases place
// orders in it); drop it to start afresh.
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
const reuse = args.includes('--reuse');
// The PostgreSQL databases' name prefix: <prefix>_keep_<products> with --reuse, else <prefix>_<random>.
const prefix = opt('prefix', 'dukkan_bench');
if (!/^[a-z][a-z0-9_]{0,40}$/.test(prefix))
  throw new Error(`--prefix: a lower-case SQL name, got ${prefix}`);

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.warn(
      `[bench] PostgreSQL at ${adminUrl} unreachable (${error.message}): PostgreSQL runs SKIPPED.`,
    );
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
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PAYMENT_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
    DUKKAN_CODE_SECRET: crypto.randomBytes(32).toString('hex'),
    // Production mode refuses to start without message senders. The bench sends nothing that
    // must arrive: unless the caller names real ones, both point at the discard port, so a placed
    // order's messages fail and wait in the outbox (docs/operations.md) instead of leaving.
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
    MAIL_FROM: process.env.MAIL_FROM ?? 'bench@localhost',
    SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'http',
    SMS_HTTP_URL: process.env.SMS_HTTP_URL ?? 'https://127.0.0.1:9/sms',
  };
  let cleanup;
  if (kind === 'pglite') {
    const dir = reuse
      ? path.join(os.tmpdir(), `dukkan-bench-keep-${products}`)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-'));
    fs.mkdirSync(dir, { recursive: true });
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = async () => (reuse ? undefined : fs.rmSync(dir, { recursive: true, force: true }));
  } else {
    const name = reuse
      ? `${prefix}_keep_${products}`
      : `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      if (reuse) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const t = performance.now();
  // The demo data is seeded outside production mode (the seed refuses it), then served in it.
  // The seed builds the catalogue in memory: a million products need a larger heap.
  const heap = products > 200_000 ? ['--max-old-space-size=14000'] : [];
  execFileSync(process.execPath, [...heap, 'dist/seed/cli.js', '--products', String(products)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development' },
    stdio: 'inherit',
  });
  const seedMs = performance.now() - t;
  return { env, cleanup, seedMs };
}

async function startServer(env) {
  // --port, else a port the OS says is free right now (other services share this machine).
  const port = opt('port')
    ? Number(opt('port'))
    : await new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address();
          probe.close(() => resolve(free));
        });
      });
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

const SOURCE = 'cairo_nasr_city';
const CART = `query($c: String!) { cart(cart_id: $c) { id total_quantity
  items { uid quantity prices { row_total { value } price { value } } product { sku name } }
  prices { subtotal_including_tax { value } grand_total { value } discounts { label amount { value } } }
  available_shipping_methods { carrier_code method_code amount { value } } selected_shipping_method { carrier_code amount { value } }
  available_payment_methods { code title } selected_payment_method { code } } }`;
const ADD = `mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) {
  cart { id total_quantity prices { grand_total { value } } } user_errors { code message } } }`;
const PLACE = `mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number merchant_reference status_code } } }`;

async function post(base, query, variables) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', source: SOURCE },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}...: ${body.errors[0].message}`);
  return body.data;
}

/** Everyday simple products with stock at the bench source, most stock first (from the category listings). */
async function stockedSkus(base, categoryIds) {
  const query = `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 100) { items { __typename sku only_x_left_in_stock cart_control { increment_step } price_range { maximum_price { final_price { value } } } } } }`;
  const found = new Map();
  for (const id of categoryIds) {
    const data = await (await fetch(gqlUrl(base, query, { id: String(id) }))).json();
    for (const p of data.data?.products?.items ?? []) {
      const price = p.price_range.maximum_price.final_price.value;
      if (
        p.__typename === 'SimpleProduct' &&
        p.cart_control?.increment_step === 1 &&
        p.only_x_left_in_stock >= 10 &&
        price > 0 &&
        price < 400
      )
        found.set(p.sku, p);
    }
    if (found.size >= 30) break;
  }
  return [...found.values()].sort((a, b) => b.only_x_left_in_stock - a.only_x_left_in_stock);
}

/** A guest cart with one item, e-mail, a delivery address at the bench source, a shipping and a payment method. */
async function readyCart(base, sku, district) {
  const { createEmptyCart: id } = await post(base, 'mutation { createEmptyCart }');
  await post(base, ADD, { c: id, i: [{ sku, quantity: 1 }] });
  await post(
    base,
    'mutation($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "bench@example.com" }) { cart { id } } }',
    { c: id },
  );
  const address = {
    firstname: 'Bench',
    lastname: 'Buyer',
    telephone: '01011111111',
    street: ['1 Bench Street'],
    region_id: district.regionId,
    city: district.city,
    district: district.code,
    building: '1',
    floor: '1',
    apartment: '1',
  };
  await post(
    base,
    'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { c: id, a: address },
  );
  await post(
    base,
    'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { c: id },
  );
  await post(
    base,
    'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
    { c: id },
  );
  return id;
}

async function benchDistrict(base) {
  const data = await (
    await fetch(
      gqlUrl(
        base,
        '{ regionsForCountry(is_active: true) { id cities { code districts { code source_code } } } }',
      ),
    )
  ).json();
  for (const region of data.data.regionsForCountry) {
    for (const city of region.cities) {
      const d = city.districts.find((x) => x.source_code === SOURCE);
      if (d) return { regionId: region.id, city: city.code, code: d.code };
    }
  }
  throw new Error(`no district served by ${SOURCE}`);
}

/** Runs autocannon with a body per request (POST); `amount` fixes the number of requests. */
async function runRequests(base, bodies, amount) {
  const latencies = [];
  let non2xx = 0;
  let failed = 0;
  let next = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/graphql`,
        connections: 10,
        ...(amount ? { amount } : { duration }),
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', source: SOURCE },
            setupRequest: (req) => ({ ...req, body: bodies(next++) }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) non2xx++;
    });
    instance.on('reqError', () => failed++);
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    non2xx: non2xx + failed,
    errors: result.errors,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
  );
}

async function run(url) {
  const latencies = [];
  let non2xx = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) non2xx++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    non2xx,
    errors: result.errors,
  };
}

const rows = [];
const costs = [];
const loadAtStart = os.loadavg();
const record = (products, kind, mode, name, r, seedMs, startMs) => {
  rows.push({
    products,
    db: kind,
    mode,
    case: name,
    ...r,
    seed: seconds(seedMs),
    start: seconds(startMs),
    // The machine is shared: the 1-minute load average when the case ended, to read figures by.
    load: os.loadavg()[0].toFixed(1),
  });
  console.log(
    `[bench] ${kind} ${products} ${mode} ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.rps.toFixed(0)} req/s${r.non2xx ? `, ${r.non2xx} non-200` : ''}, load ${os.loadavg()[0].toFixed(1)}`,
  );
};

/** The storefront's hot reads against a running service. */
async function readCases(server, products, kind, mode, seedMs, startMs) {
  const first = await (await fetch(gqlUrl(server.base, TREE))).json();
  const categoryId = String(first.data.categoryList[1].id);
  const sample = await (await fetch(gqlUrl(server.base, LISTING, { id: categoryId }))).json();
  const urlKey = sample.data.products.items[0].url_key;
  const cases = [
    ['listing with facets (category)', gqlUrl(server.base, LISTING, { id: categoryId })],
    ['search "milk"', gqlUrl(server.base, SEARCH, { s: 'milk' })],
    ['search "لبن"', gqlUrl(server.base, SEARCH, { s: 'لبن' })],
    ['search "choclate" (misspelt)', gqlUrl(server.base, SEARCH, { s: 'choclate' })],
    ['product by url_key', gqlUrl(server.base, PRODUCT, { u: urlKey })],
    ['category tree', gqlUrl(server.base, TREE)],
  ];
  for (const [name, url] of cases) {
    // Warm-up: a few sequential requests (in the cached mode the first one fills the cache, the
    // cold answer it costs is in the cold rows), so the run measures the steady state.
    for (let i = 0; i < 5; i++) await (await fetch(url)).text();
    record(products, kind, mode, name, await run(url), seedMs, startMs);
  }
  return first;
}

async function stopServer(server) {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

for (const products of sizes) {
  for (const kind of databases) {
    console.log(`[bench] ${kind}, ${products} products: seeding`);
    const { env, cleanup, seedMs } = await prepare(kind, products);
    try {
      let t = performance.now();
      const server = await startServer(env);
      const startMs = performance.now() - t;
      try {
        const first = await readCases(server, products, kind, 'cached', seedMs, startMs);
        if (!args.includes('--no-cart'))
          await cartCases(server, products, kind, first, seedMs, startMs);
      } finally {
        await stopServer(server);
      }
      t = performance.now();
      const cold = await startServer({ ...env, CATALOG_CACHE: 'off' });
      try {
        await readCases(cold, products, kind, 'cold', seedMs, performance.now() - t);
      } finally {
        await stopServer(cold);
      }
      if (kind === 'postgres') {
        const out = execFileSync(
          process.execPath,
          ['bench/request-cost.mjs', env.DATABASE_URL, '--requests', opt('requests', '200')],
          { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
        );
        costs.push(`${products} products:\n${out.trim()}`);
        console.log(out.trim());
      }
    } finally {
      await cleanup();
    }
  }
}

/** Cart and checkout: adds spread over 200 guest carts and 5 well-stocked products, totals, placements. */
async function cartCases(server, products, kind, first, seedMs, startMs) {
  const categoryIds = first.data.categoryList.flatMap((c) => [
    c.id,
    ...(c.children ?? []).map((x) => x.id),
  ]);
  const skus = (await stockedSkus(server.base, categoryIds)).map((p) => p.sku);
  if (skus.length < 5) throw new Error('fewer than 5 well-stocked products at the bench source');
  const carts = [];
  for (let i = 0; i < 200; i++)
    carts.push((await post(server.base, 'mutation { createEmptyCart }')).createEmptyCart);
  const rec = (name, r) => record(products, kind, 'cached', name, r, seedMs, startMs);
  rec(
    'add to cart',
    await runRequests(server.base, (n) =>
      JSON.stringify({
        query: ADD,
        variables: { c: carts[n % carts.length], i: [{ sku: skus[n % 5], quantity: 1 }] },
      }),
    ),
  );
  const district = await benchDistrict(server.base);
  const full = await readyCart(server.base, skus[0], district);
  rec('cart totals (items, prices, methods)', await run(gqlUrl(server.base, CART, { c: full })));
  // Each placement needs its own ready cart; the same number of carts is prepared first.
  const placements = Number(opt('placements', '300'));
  const ready = [];
  const tPrep = performance.now();
  for (let i = 0; i < placements; i++)
    ready.push(await readyCart(server.base, skus[i % skus.length], district));
  console.log(
    `[bench] ${placements} ready carts prepared in ${seconds(performance.now() - tPrep)} s`,
  );
  rec(
    `place order (${placements} carts)`,
    await runRequests(
      server.base,
      (n) => JSON.stringify({ query: PLACE, variables: { c: ready[n] } }),
      placements,
    ),
  );
  // GraphQL errors answer 200: count the carts that really became orders (a placed cart is inactive).
  let placed = 0;
  for (const id of ready) {
    const body = await (
      await fetch(gqlUrl(server.base, 'query($c: String!) { cart(cart_id: $c) { id } }', { c: id }))
    ).json();
    if (body.errors?.[0]?.message === "The cart isn't active.") placed++;
  }
  console.log(`[bench] ${placed} of ${placements} carts placed`);
}

const pad = (s, n) => String(s).padEnd(n);
console.log(
  `\n${pad('products', 9)}${pad('db', 9)}${pad('mode', 8)}${pad('case', 40)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('req/s', 8)}${pad('seed s', 8)}${pad('start s', 8)}load`,
);
for (const r of rows) {
  console.log(
    `${pad(r.products, 9)}${pad(r.db, 9)}${pad(r.mode, 8)}${pad(r.case, 40)}${pad(r.p50, 8)}${pad(r.p95, 8)}${pad(r.p99, 8)}${pad(r.rps.toFixed(0), 8)}${pad(r.seed, 8)}${pad(r.start, 8)}${r.load}`,
  );
}

// Cold and cached side by side, per size.
console.log(
  `\n${pad('db', 9)}${pad('products', 9)}${pad('case', 40)}${pad('cached p50/p95 ms, req/s', 28)}${pad('cold p50/p95 ms, req/s', 28)}load`,
);
for (const r of rows.filter((x) => x.mode === 'cold')) {
  const cached = rows.find(
    (x) => x.mode === 'cached' && x.db === r.db && x.products === r.products && x.case === r.case,
  );
  const cell = (x) => (x ? `${x.p50} / ${x.p95} / ${x.rps.toFixed(0)}` : '-');
  console.log(
    `${pad(r.db, 9)}${pad(r.products, 9)}${pad(r.case, 40)}${pad(cell(cached), 28)}${pad(cell(r), 28)}${r.load}`,
  );
}
if (costs.length)
  console.log(
    `\nCPU per request, one request at a time (bench/request-cost.mjs):\n${costs.join('\n')}`,
  );

// Side by side: each case at the smallest and the largest size, and the ratio of their p95.
if (sizes.length >= 2) {
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  const fmt = (r) => (r ? `${r.p50} / ${r.p95} / ${r.rps.toFixed(0)} (load ${r.load})` : '-');
  console.log(
    `\n${pad('db', 9)}${pad('mode', 8)}${pad('case', 40)}${pad(`${small} p50/p95 ms, req/s`, 36)}${pad(`${large} p50/p95 ms, req/s`, 36)}p95 ratio`,
  );
  const keys = [...new Set(rows.map((r) => `${r.db}\u0000${r.mode}\u0000${r.case}`))];
  for (const key of keys) {
    const [db, mode, name] = key.split('\u0000');
    const find = (n) =>
      rows.find((r) => r.db === db && r.mode === mode && r.case === name && r.products === n);
    const a = find(small);
    const b = find(large);
    console.log(
      `${pad(db, 9)}${pad(mode, 8)}${pad(name, 40)}${pad(fmt(a), 36)}${pad(fmt(b), 36)}${a && b ? (b.p95 / a.p95).toFixed(2) : '-'}`,
    );
  }
}
console.log(
  `\n[bench] ${os.cpus().length} cores, load average at start ${loadAtStart
    .map((l) => l.toFixed(1))
    .join(' ')}, at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; total run time ${seconds(performance.now() - started)} s`,
);
