// Search quality benchmark: seeds a throw-away database (PGlite in memory by default), starts the
// built service in process and runs every labelled query of bench/search-queries.json through the
// results page (`products(search:)`), the search box suggestions (`searchProducts`) and the AI
// search endpoint (`/ai-search`). A query hits at rank k when the k-th product belongs to one of
// the query's expected categories (any level) or, for product queries, has the expected words in
// its English name. Prints hit@5 and mean reciprocal rank (of the first 24 results) per path and
// per class of query, then every miss.
//
//   npm run bench:search [-- --products 1500 --database pglite|postgres --no-build --verbose]
//
// bench/search-queries.json was written the way shoppers type, before the search was tuned (main
// measured 76.6% on it); bench/search-queries-holdout.json was written after tuning and never
// tuned against, to show how far the tuning carries to words the synonyms were not written for.
// Keep both honest: add queries, do not bend them towards the engine.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
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
const products = Number(opt('products', '1500'));
const database = opt('database', 'pglite');
const verbose = args.includes('--verbose');

if (!args.includes('--no-build')) {
  console.log('[bench:search] building');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}

const { createService } = require(path.join(root, 'dist', 'app.js'));
const { loadConfig } = require(path.join(root, 'dist', 'config.js'));
const { seedDatabase } = require(path.join(root, 'dist', 'seed', 'index.js'));

const read = (file, set) =>
  JSON.parse(fs.readFileSync(path.join(root, 'bench', file), 'utf8')).map((q) => ({ ...q, set }));
const queries = [
  ...read('search-queries.json', 'main'),
  ...read('search-queries-holdout.json', 'held-out'),
];

let dropDatabase = async () => {};
let databaseUrl = null;
if (database === 'postgres') {
  const admin = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dukkan_search_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

console.log(`[bench:search] seeding ${products} products into ${database}`);
const service = await createService(
  loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    { databaseUrl, dataDir: 'memory://' },
  ),
  // A fresh database: migrated here, as `npm run migrate` does before a production start.
  { seed: false, logger: false, migrate: true },
);
// A production service never seeds the demo data itself: it is written explicitly.
await seedDatabase(service.db, { products, now: service.config.now() });
const app = service.app;

async function gql(query, variables) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const body = res.json();
  if (body.errors) throw new Error(`${variables?.s}: ${body.errors[0].message}`);
  return body.data;
}

const ITEM = 'name url_key categories { url_key }';
const RESULTS = `query($s: String) { products(search: $s, pageSize: 24) { items { ${ITEM} } } }`;
const SUGGEST = `query($s: String!) { searchProducts(search: $s) { products { items { ${ITEM} } } } }`;
const BY_KEYS = `query($k: [String]) { products(filter: { url_key: { in: $k } }, pageSize: 24) { items { ${ITEM} } } }`;

async function aiItems(q) {
  const res = await app.inject({
    method: 'GET',
    url: `/ai-search?${new URLSearchParams({ customer_input: q, recommendations_count: '10' })}`,
  });
  const keys = res.json().products.map((p) => p.url_key);
  if (keys.length === 0) return [];
  const found = (await gql(BY_KEYS, { k: keys })).products.items;
  const byKey = new Map(found.map((p) => [p.url_key, p]));
  return keys.map((k) => byKey.get(k)).filter(Boolean);
}

const words = (s) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
function relevant(item, expect) {
  if (expect.categories) return item.categories.some((c) => expect.categories.includes(c.url_key));
  const name = words(item.name);
  return words(expect.name).every((w) => name.includes(w));
}

const paths = {
  'results page': async (q) => (await gql(RESULTS, { s: q })).products.items,
  suggestions: async (q) => (await gql(SUGGEST, { s: q })).searchProducts.products.items,
  'AI search': aiItems,
};

const report = {};
const t0 = performance.now();
try {
  for (const [pathName, run] of Object.entries(paths)) {
    for (const set of ['main', 'held-out']) {
      const stats = { n: 0, hit5: 0, rr: 0, byClass: {}, misses: [] };
      for (const entry of queries.filter((q) => q.set === set)) {
        const items = await run(entry.q);
        const rank = items.findIndex((item) => relevant(item, entry.expect)) + 1;
        const c = (stats.byClass[entry.class] ??= { n: 0, hit5: 0, rr: 0 });
        for (const s of [stats, c]) {
          s.n++;
          if (rank >= 1 && rank <= 5) s.hit5++;
          if (rank >= 1) s.rr += 1 / rank;
        }
        if (rank < 1 || rank > 5)
          stats.misses.push(
            `${entry.class.padEnd(7)} ${JSON.stringify(entry.q)} wants ${JSON.stringify(entry.expect)}; rank ${rank || 'none'}; top: ${items
              .slice(0, 3)
              .map((i) => i.name)
              .join(' | ')}`,
          );
        if (verbose) console.log(pathName, entry.q, rank);
      }
      report[`${pathName}, ${set}`] = stats;
    }
  }
} finally {
  await service.close();
  await dropDatabase();
}

const pct = (a, n) => `${((100 * a) / n).toFixed(1)}%`;
console.log(
  `\n[bench:search] ${queries.length} labelled queries, ${products} products (${database}), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const classes = [...new Set(queries.map((q) => q.class))];
console.log(
  `\n${'path, set'.padEnd(30)}${'hit@5'.padEnd(9)}${'MRR'.padEnd(8)}${classes.map((c) => c.padEnd(16)).join('')}`,
);
for (const [name, s] of Object.entries(report)) {
  console.log(
    `${`${name} (${s.n})`.padEnd(30)}${pct(s.hit5, s.n).padEnd(9)}${(s.rr / s.n).toFixed(3).padEnd(8)}${classes
      .map((c) => {
        const x = s.byClass[c];
        if (!x) return ''.padEnd(16);
        return `${pct(x.hit5, x.n)} / ${(x.rr / x.n).toFixed(2)}`.padEnd(16);
      })
      .join('')}`,
  );
}
console.log('(per class: hit@5 / MRR)');
for (const [name, s] of Object.entries(report)) {
  console.log(`\nMisses, ${name} (${s.misses.length}):`);
  for (const m of s.misses) console.log(`  ${m}`);
}
