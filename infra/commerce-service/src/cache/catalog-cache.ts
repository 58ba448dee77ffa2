import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GqlContext } from '../graphql/context';
import type { Redis } from 'ioredis';
import { createRedis } from './redis';

/**
 * Cache of catalogue answers (listings with their facets, product rows, stock and prices at a
 * source, variants, links, categories), in process by default and in Redis when REDIS_URL is set.
 *
 * Never stale: every key starts with the catalogue's version, which PostgreSQL triggers move in
 * the same transaction as any change to products, stock rows and prices, categories, brands,
 * links or bundles (migration 012), whatever code makes it: an import, reviews, a seed,
 * hand-written SQL. A stock quantity changed alone (order placement and cancellation,
 * replacements, setStock) moves only its source's stock version (migration 045), which only the
 * stock answers at that source carry in their keys: listings, product rows and other sources'
 * answers survive an order. Each request reads the versions once (one small query) before it
 * reads the cache, so an answer computed after a change is never stored under a version before it.
 * The time dimension (special prices and "new" windows that open or close) is part of the version
 * too: it holds the next moment any product's window opens or closes, and moves when now passes it.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  getMany(keys: string[]): Promise<Array<unknown>>;
  setMany(entries: Array<[string, unknown]>): Promise<void>;
  close(): void;
}

/** In-process store: a bounded map, emptied when the version moves (old keys are never read). */
class MemoryStore implements CacheStore {
  readonly kind = 'memory';
  private map = new Map<string, unknown>();
  private version = '';
  constructor(private readonly maxEntries = 50_000) {}

  private versionOf(key: string) {
    return key.slice(0, key.indexOf('|'));
  }

  getMany(keys: string[]) {
    return Promise.resolve(keys.map((k) => this.map.get(k)));
  }

  setMany(entries: Array<[string, unknown]>) {
    for (const [key, value] of entries) {
      const version = this.versionOf(key);
      if (version !== this.version) {
        this.map.clear();
        this.version = version;
      }
      if (this.map.size >= this.maxEntries) {
        const oldest = this.map.keys().next();
        if (!oldest.done) this.map.delete(oldest.value);
      }
      this.map.set(key, value);
    }
    return Promise.resolve();
  }

  close() {
    this.map.clear();
  }
}

/** Redis store: JSON values with a TTL (old versions expire by themselves). */
class RedisStore implements CacheStore {
  readonly kind = 'redis';
  private readonly client: Redis;
  private warned = false;
  constructor(
    url: string,
    private readonly ttlSeconds = 600,
  ) {
    this.client = createRedis(url);
  }

  private warn(error: unknown) {
    if (this.warned) return;
    this.warned = true;
    console.warn(
      `[catalog-cache] Redis unavailable (${error instanceof Error ? error.message : String(error)}): answering from the database`,
    );
  }

  async getMany(keys: string[]): Promise<unknown[]> {
    if (keys.length === 0) return [];
    try {
      const reply = await this.client.mget(...keys);
      this.warned = false;
      return reply.map((v): unknown => (v === null ? undefined : JSON.parse(v)));
    } catch (error) {
      this.warn(error);
      return keys.map(() => undefined);
    }
  }

  async setMany(entries: Array<[string, unknown]>) {
    if (entries.length === 0) return;
    try {
      const pipeline = this.client.pipeline();
      for (const [k, v] of entries) pipeline.set(k, JSON.stringify(v), 'EX', this.ttlSeconds);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error !== null);
      if (failed?.[0]) throw failed[0];
    } catch (error) {
      this.warn(error);
    }
  }

  close() {
    this.client.disconnect();
  }
}

/** Hits and misses per kind of answer (listing, product, stock, ...), since the cache opened. */
export type CacheStats = Record<string, { hits: number; misses: number }>;

interface DbState {
  store: CacheStore;
  stats: CacheStats;
  /** This database's cache namespace: databases sharing one Redis never read each other's keys. */
  namespace: Promise<string> | null;
  /** The next moment a special price or "new" window opens or closes, per catalogue version. */
  boundary: { catalog: string; at: number } | null;
  boundaryLoading: Promise<number> | null;
}

const states = new WeakMap<Kysely<Database>, DbState>();

function stateFor(db: Kysely<Database>): DbState {
  let state = states.get(db);
  if (!state) {
    const url = process.env.REDIS_URL;
    state = {
      store: url ? new RedisStore(url) : new MemoryStore(),
      stats: {},
      namespace: null,
      boundary: null,
      boundaryLoading: null,
    };
    states.set(db, state);
  }
  return state;
}

/** Which store serves this database's cache ('memory' or 'redis'). */
export const cacheKind = (db: Kysely<Database>) => stateFor(db).store.kind;

/** A copy of the hits and misses of this database's cache (tests, bench/cache-orders.mjs). */
export const cacheStats = (db: Kysely<Database>): CacheStats => structuredClone(stateFor(db).stats);

/**
 * Lookups answered from the cache and missed, since the process started (all databases): the
 * service's /metrics (src/runtime/metrics.ts). A batch counts each key.
 */
export const cacheLookups = { hit: 0, miss: 0 };

function count(state: DbState, kind: string, hits: number, misses: number) {
  const entry = (state.stats[kind] ??= { hits: 0, misses: 0 });
  entry.hits += hits;
  entry.misses += misses;
  cacheLookups.hit += hits;
  cacheLookups.miss += misses;
}

/** Closes the Redis connection of this database's cache, if any. */
export function closeCatalogCache(db: Kysely<Database>): void {
  states.get(db)?.store.close();
  states.delete(db);
}

/** Whether answers are cached: CATALOG_CACHE=off turns it off (the bench's cold figures). */
const enabled = () => process.env.CATALOG_CACHE !== 'off';

export interface CatalogVersion {
  catalog: string;
  stock: string;
  /** The stock quantities' version at the source asked for (migration 045). */
  sourceStock: string;
}

/**
 * The committed catalogue and stock versions (sums over the trigger-maintained slots), and the
 * quantities' version at `source`.
 */
export async function readVersion(db: Kysely<Database>, source = ''): Promise<CatalogVersion> {
  const { rows } = await sql<{ catalog: string; stock: string; source_stock: string }>`
    select sum(catalog)::text as catalog, sum(stock)::text as stock,
      (select coalesce(sum(version), 0) from catalog_stock_versions where source_code = ${source})::text as source_stock
    from catalog_versions`.execute(db);
  const row = rows[0];
  return {
    catalog: row?.catalog ?? '0',
    stock: row?.stock ?? '0',
    sourceStock: row?.source_stock ?? '0',
  };
}

async function nextBoundary(db: Kysely<Database>, now: Date): Promise<number> {
  const { rows } = await sql<{ t: string | null }>`
    select (extract(epoch from min(t)) * 1000)::text as t from (
      select min(special_from_date) as t from products where special_from_date > ${now}
      union all select min(special_to_date + interval '1 day') from products where special_to_date + interval '1 day' > ${now}
      union all select min(new_from_date) from products where new_from_date > ${now}
      union all select min(new_to_date + interval '1 day') from products where new_to_date + interval '1 day' > ${now}) x`.execute(
    db,
  );
  const t = rows[0]?.t;
  return t === null || t === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(Number(t));
}

/**
 * A random name kept in the database's meta table, created on first use (so every database,
 * including each test database and each copy of a PGlite template, gets its own), shared by every
 * service instance on that database. Version numbers alone would collide across databases.
 */
async function namespaceOf(db: Kysely<Database>): Promise<string> {
  await sql`insert into meta (key, value)
    values ('catalog_cache_namespace', md5(random()::text || clock_timestamp()::text))
    on conflict (key) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`
    select value from meta where key = 'catalog_cache_namespace'`.execute(db);
  return (rows[0]?.value ?? 'default').slice(0, 12);
}

/** The versions a request's answers are kept under: the catalogue's, and its source's stock. */
interface RequestVersions {
  /** Namespace, catalogue and stock-row versions and the next price or "new" window boundary. */
  catalog: string;
  /** The stock quantities' version at the request's source (migration 045). */
  sourceStock: string;
}

async function versionsOf(
  db: Kysely<Database>,
  clock: () => Date,
  source: string,
): Promise<RequestVersions> {
  const state = stateFor(db);
  state.namespace ??= namespaceOf(db).catch((error: unknown) => {
    state.namespace = null;
    throw error;
  });
  const namespace = await state.namespace;
  const version = await readVersion(db, source);
  const now = clock().getTime();
  let boundary = state.boundary;
  if (!boundary || boundary.catalog !== version.catalog || now >= boundary.at) {
    state.boundaryLoading ??= nextBoundary(db, clock()).finally(() => {
      state.boundaryLoading = null;
    });
    boundary = { catalog: version.catalog, at: await state.boundaryLoading };
    // A boundary computed before now (a moved test clock) is recomputed on the next request.
    if (boundary.at > now) state.boundary = boundary;
  }
  return {
    catalog: `${namespace}:${version.catalog}.${version.stock}.${boundary.at}`,
    sourceStock: version.sourceStock,
  };
}

/**
 * The version of what the catalogue cache holds, as one string: this database's namespace, the
 * catalogue and stock-row versions, and the next moment a price or "new" window opens or closes;
 * with a `source`, also the stock quantities' version there. Two reads that give the same string
 * would get the same catalogue answers (at that source). Besides the cache's keys, the gateway
 * keeps the pages it draws for a source under it (`GET /catalog-version?source=`).
 */
export async function cacheVersionOf(
  db: Kysely<Database>,
  clock: () => Date,
  source?: string,
): Promise<string> {
  const versions = await versionsOf(db, clock, source ?? '');
  return source === undefined ? versions.catalog : `${versions.catalog}~${versions.sourceStock}`;
}

const requestVersions = new WeakMap<GqlContext, Promise<RequestVersions>>();

/** The versions of this request, read once per request. */
function versionsFor(ctx: GqlContext): Promise<RequestVersions> {
  let versions = requestVersions.get(ctx);
  if (!versions) {
    versions = versionsOf(ctx.db, ctx.config.now, ctx.source);
    requestVersions.set(ctx, versions);
  }
  return versions;
}

/** The key prefix of this request's answers: versions and time window. */
const prefixFor = async (ctx: GqlContext) => `dk:${(await versionsFor(ctx)).catalog}|`;

/** One cached answer: `compute` runs on a miss and its result is stored under the current version. */
export async function cachedValue<T>(
  ctx: GqlContext,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (!enabled()) return compute();
  const prefix = await prefixFor(ctx);
  const state = stateFor(ctx.db);
  const kind = key.slice(0, key.indexOf(':'));
  const [hit] = await state.store.getMany([prefix + key]);
  count(state, kind, hit === undefined ? 0 : 1, hit === undefined ? 1 : 0);
  if (hit !== undefined) return hit as T;
  const value = await compute();
  await state.store.setMany([[prefix + key, value]]);
  return value;
}

/**
 * A batch fetch through the cache: keys found are answered from it, the rest fetched together.
 * Keys the fetch does not return are remembered as absent. Answers that read stock quantities
 * (`dependsOn: 'source-stock'`) are kept under the source's stock version as well, so an order
 * there renews them and nothing else.
 */
export function cachedBatch<K extends string | number, V>(
  ctx: GqlContext,
  name: string,
  fetch: (keys: K[]) => Promise<Map<K, V>>,
  dependsOn: 'catalog' | 'source-stock' = 'catalog',
): (keys: K[]) => Promise<Map<K, V>> {
  if (!enabled()) return fetch;
  return async (keys) => {
    const versions = await versionsFor(ctx);
    const stamp = dependsOn === 'source-stock' ? `@${versions.sourceStock}` : '';
    const keyOf = (k: K) => `dk:${versions.catalog}|${name}${stamp}:${ctx.source}:${k}`;
    const state = stateFor(ctx.db);
    const found = (await state.store.getMany(keys.map(keyOf))) as Array<{ v?: V } | undefined>;
    const result = new Map<K, V>();
    const missing: K[] = [];
    keys.forEach((k, i) => {
      const entry = found[i];
      if (entry === undefined) missing.push(k);
      else if ('v' in entry) result.set(k, entry.v as V);
    });
    count(state, name, keys.length - missing.length, missing.length);
    if (missing.length > 0) {
      const fetched = await fetch(missing);
      const entries: Array<[string, unknown]> = [];
      for (const k of missing) {
        const has = fetched.has(k);
        if (has) result.set(k, fetched.get(k) as V);
        entries.push([keyOf(k), has ? { v: fetched.get(k) } : {}]);
      }
      await state.store.setMany(entries);
    }
    return result;
  };
}
