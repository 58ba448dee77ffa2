import { sql, type RawBuilder } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { productsByIds, type ProductRow } from './product-data';
import { cachedValue } from '../../cache/catalog-cache';
import { analyzeSearch, productSearchSql, searchTokens, TEXT_RANK_MAX } from './search-sql';
import { listPredicate } from './product-lists';

type Filter = Record<
  string,
  { eq?: unknown; in?: unknown; from?: unknown; to?: unknown; match?: unknown } | null | undefined
>;

export interface ProductsArgs {
  search?: string | null;
  filter?: Filter | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: Record<string, 'ASC' | 'DESC' | null> | null;
}

const MAX_TEXT = 100;

function values(
  name: string,
  f: { eq?: unknown; in?: unknown } | null | undefined,
): string[] | null {
  if (!f) return null;
  const list: unknown[] = [];
  if (f.eq !== undefined && f.eq !== null) list.push(f.eq);
  if (Array.isArray(f.in)) list.push(...(f.in as unknown[]));
  const out = list.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
  if (out.length === 0) throw inputError(`Filter "${name}" needs "eq" or a non-empty "in".`);
  if (out.length > 100) throw inputError(`Filter "${name}" takes at most 100 values.`);
  for (const v of out)
    if (v.length === 0 || v.length > MAX_TEXT)
      throw inputError(`Filter "${name}" values must be 1 to ${MAX_TEXT} characters.`);
  return out;
}

function ints(name: string, list: string[]): number[] {
  return list.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw inputError(`Filter "${name}" expects numeric ids, got "${v}".`);
    return Number(v);
  });
}

function uidToId(name: string, uid: string): number {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (!/^\d{1,9}$/.test(decoded)) throw inputError(`Filter "${name}" has an invalid uid "${uid}".`);
  return Number(decoded);
}

function amount(name: string, v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isFinite(n) || n < 0)
    throw inputError(`Filter "${name}" bounds must be non-negative numbers.`);
  return n;
}

export function paging(
  pageSize: unknown,
  currentPage: unknown,
  max = 100,
  fallbackSize = 24,
): { size: number; page: number } {
  const size = pageSize === undefined || pageSize === null ? fallbackSize : pageSize;
  const page = currentPage === undefined || currentPage === null ? 1 : currentPage;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > max)
    throw inputError(`pageSize must be from 1 to ${max}.`);
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1)
    throw inputError('currentPage must be 1 or greater.');
  if (page * size > 100_000)
    throw inputError(
      'currentPage is beyond the last page that can be requested (100,000 results).',
    );
  return { size, page };
}

export interface ProductsResult {
  items: ProductRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  /** Facets, computed only when the query asks for them. */
  aggregations: unknown[] | null;
  sort_fields: { default: string; options: Array<{ value: string; label: string }> };
}

/** The predicates of a `filter` on the listing row `l` and, for what only products hold, `p`. */
interface ListingFilters {
  where: RawBuilder<unknown>[];
  /** A predicate reads the product row. */
  needsProduct: boolean;
  /** The filter names categories (`category_id` or `category_uid`). */
  byCategory: boolean;
  categoryIds: number[];
  /** Predicates besides the category one. */
  otherFilters: number;
}

/** The `products` query: filters, full-text search, sort, paging and facets, at the request's source. */
export async function queryProducts(
  ctx: GqlContext,
  args: ProductsArgs,
  withAggregations = true,
): Promise<ProductsResult> {
  const { size, page } = paging(args.pageSize, args.currentPage, ctx.config.limits.maxPageSize);
  const now = ctx.config.now();
  const filter = args.filter ?? {};
  const filters = listingFilters(filter, now);
  const searchText = searchTextOf(args.search);
  const rank = searchText !== null;
  const sort = sortOf(args.sort ?? {}, rank, ctx.locale);
  const query: ListingQuery = {
    source: '',
    where: filters.where,
    needsProduct: filters.needsProduct,
    orderBy: sort.orderOf('m'),
    byName: sort.field === 'name',
    limit: size,
    offset: (page - 1) * size,
    withAggregations,
  };
  // Listings (ids, total and facets) are cached per source under the catalogue version, so a
  // price, stock or catalogue change is seen by the next request (src/cache/catalog-cache.ts).
  const key = JSON.stringify([
    ctx.source,
    ctx.locale,
    searchText,
    filter,
    sort.field,
    sort.direction,
    size,
    page,
    withAggregations,
  ]);
  const listing = await cachedValue(ctx, `listing:${key}`, async () => {
    query.source = await syncListing(ctx, now);
    return searchText === null
      ? browse(ctx, query, filters, sort)
      : search(ctx, query, searchText, sort.field);
  });
  const total = listing.total;
  return {
    items: await productsByIds(ctx, listing.ids),
    total_count: total,
    page_info: { current_page: page, page_size: size, total_pages: Math.ceil(total / size) },
    aggregations: withAggregations ? aggregationsOf(listing, ctx.locale === 'ar') : null,
    sort_fields: sortFields(rank, ctx.locale === 'ar'),
  };
}

/** The filter's predicates, each value checked (a bad one is refused with its filter named). */
function listingFilters(filter: Filter, now: Date): ListingFilters {
  const where: RawBuilder<unknown>[] = [];
  const categoryIds: number[] = [];
  const cid = values('category_id', filter.category_id);
  if (cid) categoryIds.push(...ints('category_id', cid));
  const cuid = values('category_uid', filter.category_uid);
  if (cuid) categoryIds.push(...cuid.map((u) => uidToId('category_uid', u)));
  const byCategory = cid !== null || cuid !== null;
  if (byCategory)
    where.push(
      categoryIds.length === 1
        ? sql`l.category_ids @> array[${categoryIds[0]}]::integer[]`
        : sql`l.category_ids && array[${sql.join(categoryIds)}]::integer[]`,
    );
  const urlKeys = values('url_key', filter.url_key);
  if (urlKeys) where.push(sql`p.url_key in (${sql.join(urlKeys)})`);
  const skus = values('sku', filter.sku);
  if (skus) where.push(sql`p.sku in (${sql.join(skus)})`);
  const brands = values('brand', filter.brand);
  if (brands) {
    const numeric = brands.filter((b) => /^\d{1,9}$/.test(b)).map(Number);
    where.push(
      sql`l.brand_id in (select b.id from brands b where b.url_key in (${sql.join(brands)}) ${numeric.length ? sql`or b.id in (${sql.join(numeric)})` : sql``})`,
    );
  }
  if (filter.price) {
    const from = amount('price', filter.price.from);
    const to = amount('price', filter.price.to);
    if (from === null && to === null) throw inputError('Filter "price" needs "from" or "to".');
    if (from !== null) where.push(sql`l.price >= ${from}`);
    if (to !== null) where.push(sql`l.price <= ${to}`);
  }
  const name = nameFilter(filter);
  if (name) where.push(name);
  where.push(...flagFilters(filter, now));
  const list = values('list', filter.list);
  if (list) where.push(listPredicate(list, now));
  const needsProduct = urlKeys !== null || skus !== null || name !== null;
  const otherFilters = where.length - (byCategory ? 1 : 0);
  return { where, needsProduct, byCategory, categoryIds, otherFilters };
}

/** `name` (a part of the name, on the product row), or null when not given. */
function nameFilter(filter: Filter): RawBuilder<unknown> | null {
  if (!filter.name) return null;
  const match = typeof filter.name.match === 'string' ? filter.name.match.trim() : '';
  if (match.length === 0 || match.length > MAX_TEXT)
    throw inputError(`Filter "name" match must be 1 to ${MAX_TEXT} characters.`);
  return sql`p.name_norm like ${'%' + match.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`) + '%'}`;
}

/** `new` and `on_sale` (eq "1" or "0"), read at `now`. */
function flagFilters(filter: Filter, now: Date): RawBuilder<unknown>[] {
  const flag = (name: 'new' | 'on_sale') => {
    const v = values(name, filter[name]);
    if (!v) return false;
    if (v.length !== 1 || (v[0] !== '1' && v[0] !== '0'))
      throw inputError(`Filter "${name}" takes eq "1" or "0".`);
    return v[0] === '1';
  };
  const where: RawBuilder<unknown>[] = [];
  // The same predicates as the named lists `new` and `deals` (product-lists.ts).
  if (flag('new')) where.push(listPredicate(['new'], now));
  if (flag('on_sale')) where.push(listPredicate(['deals'], now));
  return where;
}

/** The `search` argument, trimmed and checked; null when there is none. */
function searchTextOf(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_TEXT)
    throw inputError(`search must be 1 to ${MAX_TEXT} characters.`);
  if (searchTokens(text).length === 0) throw inputError('search must contain letters or digits.');
  return text;
}

interface ListingSort {
  field: string;
  direction: string | null;
  /** The ORDER BY on the candidates `m` or the listing rows `l`, ties broken by product id. */
  orderOf: (table: 'm' | 'l') => RawBuilder<unknown>;
}

/** One sort field at a time; relevance (searches) or position by default. */
function sortOf(
  sort: NonNullable<ProductsArgs['sort']>,
  rank: boolean,
  locale: GqlContext['locale'],
): ListingSort {
  const sortEntries = Object.entries(sort).filter(([, dir]) => dir === 'ASC' || dir === 'DESC');
  if (sortEntries.length > 1) throw inputError('sort takes one field at a time.');
  const [field, direction] = sortEntries[0] ?? [
    rank ? 'relevance' : 'position',
    rank ? 'DESC' : 'ASC',
  ];
  const dir = direction === 'DESC' ? sql`desc` : sql`asc`;
  // Names are read only when sorting by name (joined for the page).
  const nameCol = locale === 'ar' ? sql`pn.name_ar` : sql`pn.name`;
  const orderOf = (table: 'm' | 'l') => {
    const c = (col: string) => sql.ref(`${table}.${col}`);
    const id = c(table === 'm' ? 'id' : 'product_id');
    const order: Record<string, RawBuilder<unknown>> = {
      relevance: rank ? sql`${c('rank')} ${dir}, ${id} asc` : sql`${id} asc`,
      position: sql`${id} ${dir}`,
      name: sql`${nameCol} ${dir}, ${id} asc`,
      price: sql`${c('price')} ${dir}, ${id} asc`,
      newest: sql`${c('created_at')} ${dir}, ${id} asc`,
      bestseller: sql`${c('bestseller_rank')} ${dir} nulls last, ${id} asc`,
    };
    return order[field] ?? sql`${id} asc`;
  };
  return { field, direction, orderOf };
}

/**
 * A listing without search. A category (or the whole catalogue) and no other filter: the page
 * through an index in sort order, the total and facets from the precomputed counts (counts of
 * category 0 are the whole catalogue's).
 */
function browse(
  ctx: GqlContext,
  query: ListingQuery,
  filters: ListingFilters,
  sort: ListingSort,
): Promise<Listing> {
  const { byCategory, categoryIds } = filters;
  const one = byCategory ? categoryIds.length === 1 && (categoryIds[0] ?? 0) > 0 : true;
  if (filters.otherFilters === 0 && one && sort.field !== 'name')
    return runCategoryListing(ctx, {
      ...query,
      categoryId: byCategory ? (categoryIds[0] ?? 0) : 0,
      orderBy: sort.orderOf('l'),
    });
  return runListing(ctx, query, null);
}

/** A search: full text first; the trigram (typo) match only when full text finds nothing. */
async function search(
  ctx: GqlContext,
  query: ListingQuery,
  searchText: string,
  sortField: string,
): Promise<Listing> {
  const analysis = await analyzeSearch(ctx.db, searchText);
  if (!analysis) return runListing(ctx, { ...query, where: [...query.where, sql`false`] }, null);
  const texts = productSearchSql(analysis);
  const relevance = sortField === 'relevance';
  const found = await runListing(ctx, query, {
    match: texts.fullText,
    exact: texts.exactText,
    preRank: texts.preRank,
    textRank: texts.textRank,
    categoryIds: analysis.categoryIds,
    relevance,
  });
  return found.total > 0
    ? found
    : runListing(ctx, query, {
        match: texts.trigram,
        exact: null,
        preRank: texts.trigramRank,
        textRank: null,
        categoryIds: [],
        relevance,
      });
}

/** The facets: categories, brands and price buckets, in the request's language. */
function aggregationsOf(listing: Listing, arabic: boolean) {
  return [
    {
      attribute_code: 'category_id',
      label: arabic ? 'القسم' : 'Category',
      position: 0,
      count: listing.categories.length,
      options: listing.categories.map((c) => ({
        label: arabic ? c.name_ar : c.name,
        count: c.n,
        value: String(c.id),
      })),
    },
    {
      attribute_code: 'brand',
      label: arabic ? 'الماركة' : 'Brand',
      position: 1,
      count: listing.brands.length,
      options: listing.brands.map((b) => ({
        label: arabic ? b.name_ar : b.name,
        count: b.n,
        value: b.url_key,
      })),
    },
    {
      attribute_code: 'price',
      label: arabic ? 'السعر' : 'Price',
      position: 2,
      count: listing.buckets.length,
      options: listing.buckets.map(({ b, n }) => ({
        label: `${b * listing.step}-${(b + 1) * listing.step}`,
        count: n,
        value: `${b * listing.step}_${(b + 1) * listing.step}`,
      })),
    },
  ];
}

function sortFields(rank: boolean, arabic: boolean): ProductsResult['sort_fields'] {
  return {
    default: rank ? 'relevance' : 'position',
    options: [
      { value: 'relevance', label: arabic ? 'الأكثر صلة' : 'Relevance' },
      { value: 'position', label: arabic ? 'الترتيب' : 'Position' },
      { value: 'name', label: arabic ? 'الاسم' : 'Name' },
      { value: 'price', label: arabic ? 'السعر' : 'Price' },
      { value: 'newest', label: arabic ? 'الأحدث' : 'Newest' },
      { value: 'bestseller', label: arabic ? 'الأكثر مبيعًا' : 'Bestsellers' },
    ],
  };
}

const PRICE_STEPS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000];
const STEPS = sql.raw(`array[${PRICE_STEPS.join(',')}]::int[]`);

/**
 * Search candidates read per statement: the ranked page, its sorts and its facets come from at
 * most this many full-text (or trigram) matches, plus as many again from the categories the query
 * names, so a broad word costs about the same at any catalogue size (facet counts of a broader
 * search are those of its candidates). A query with fewer matches is ranked and faceted over all
 * of them; `npm run bench:search` (1,500 products) scores the same with the bound as without.
 */
export const SEARCH_CANDIDATES = 250;

/**
 * A search's total_count is exact up to this many matches and this number beyond (counting a
 * broad word reads every match: 7,709 for "milk" at 100,000 products, ten times that at
 * 1,000,000). The storefront's pager appends pages while total_pages is ahead (spec: "page 1
 * replaces, later pages append"): 41 pages of 24 are more than a shopper scrolls.
 */
export const SEARCH_COUNT_CAP = 1_000;

interface Listing {
  total: number;
  ids: number[];
  categories: Array<{ id: number; name: string; name_ar: string; n: number }>;
  brands: Array<{ url_key: string; name: string; name_ar: string; n: number }>;
  buckets: Array<{ b: number; n: number }>;
  step: number;
}

interface ListingQuery {
  /** The listing's source code (known at planning time, so the planner sees its share of rows). */
  source: string;
  where: RawBuilder<unknown>[];
  needsProduct: boolean;
  orderBy: RawBuilder<unknown>;
  byName: boolean;
  limit: number;
  offset: number;
  withAggregations: boolean;
}

interface ListingSearch {
  match: RawBuilder<boolean>;
  /** A narrower match read first; the full match is read only when it has fewer than the cap. */
  exact: RawBuilder<boolean> | null;
  /** The rank's cheap part, computed for every candidate. */
  preRank: RawBuilder<number>;
  /** The rank's text part (0 to TEXT_RANK_MAX), computed only for candidates that can reach the page. */
  textRank: RawBuilder<number> | null;
  categoryIds: number[];
  relevance: boolean;
}

const synced = new WeakMap<GqlContext, Promise<string>>();

/**
 * Once per request, one round trip: the listing's prices as of now (a special price window may
 * have opened or closed), and the listing's source for the request's: a source that is not a
 * stock source lists at list prices (the listing's source '').
 */
function syncListing(ctx: GqlContext, now: Date): Promise<string> {
  let done = synced.get(ctx);
  if (!done) {
    done = sql<{ source: string }>`select dukkan_listing_sync(${now})::text as synced,
        coalesce((select code from stock_sources where code = ${ctx.source}), '') as source`
      .execute(ctx.db)
      .then((r) => r.rows[0]?.source ?? '');
    synced.set(ctx, done);
  }
  return done;
}

type ListingRow = {
  total: number;
  ids: unknown;
  categories?: unknown;
  brands?: unknown;
  step?: number;
  buckets?: unknown;
};

function toListing(row: ListingRow | undefined): Listing {
  if (!row) throw new Error('listing query returned no row');
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    total: Number(row.total),
    ids: parse<number[]>(row.ids),
    categories: parse<Listing['categories']>(row.categories ?? []),
    brands: parse<Listing['brands']>(row.brands ?? []),
    buckets: parse<Listing['buckets']>(row.buckets ?? []),
    step: Number(row.step ?? 0),
  };
}

/**
 * A category (or, with id 0, the whole catalogue) at a source with no other filter: the page is
 * read through the listing indexes in sort order, the total and facets are the precomputed counts
 * of (source, category) (catalog_listing_counts): a few hundred cells, whatever the catalogue's size.
 */
async function runCategoryListing(
  ctx: GqlContext,
  q: ListingQuery & { categoryId: number },
): Promise<Listing> {
  const cells = (dim: number) =>
    sql`k.source_code = ${q.source} and k.category_id = ${q.categoryId} and k.dim = ${dim} and k.n > 0`;
  const facets = q.withAggregations
    ? sql`,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar, 'n', k.n) order by c.level, c.position), '[]')
         from catalog_listing_counts k join categories c on c.id = k.value where ${cells(3)}) as categories,
      (select coalesce(json_agg(json_build_object('url_key', b.url_key, 'name', b.name, 'name_ar', b.name_ar, 'n', k.n) order by k.n desc, b.name), '[]')
         from catalog_listing_counts k join brands b on b.id = k.value where ${cells(1)}) as brands,
      (select step from st) as step,
      (select coalesce(json_agg(json_build_object('b', y.b, 'n', y.n) order by y.b), '[]')
         from (select k.value * 5 / st.step as b, sum(k.n)::int as n
               from catalog_listing_counts k cross join st where ${cells(2)} group by 1) y) as buckets`
    : sql``;
  const category =
    q.categoryId === 0 ? sql`` : sql`and l.category_ids @> array[${q.categoryId}]::integer[]`;
  const { rows } = await sql<ListingRow>`
    with st as (select coalesce(min(s), 50000) as step from unnest(${STEPS}) s
      where (select coalesce(max(k.value), 0) from catalog_listing_counts k where ${cells(4)})::numeric * 5 / s <= 8)
    select (select coalesce(sum(k.n), 0)::int from catalog_listing_counts k where ${cells(1)}) as total,
      (select coalesce(json_agg(x.product_id), '[]') from (
         select l.product_id from catalog_listing l where l.source_code = ${q.source} ${category}
         order by ${q.orderBy} limit ${q.limit} offset ${q.offset}) x) as ids
      ${facets}`.execute(ctx.db);
  return toListing(rows[0]);
}

/**
 * Any other listing in one statement: the matching listing rows are computed once (a
 * materialised CTE), then counted, paged and faceted from it. Without search these are exact
 * over every match (the filters bound them); a search reads at most SEARCH_CANDIDATES matches.
 */
async function runListing(
  ctx: GqlContext,
  q: ListingQuery,
  search: ListingSearch | null,
): Promise<Listing> {
  const filters = q.where.length ? sql.join(q.where, sql` and `) : sql`true`;
  const from =
    q.needsProduct || search
      ? sql`catalog_listing l join products p on p.id = l.product_id`
      : sql`catalog_listing l`;
  const cols = sql`l.product_id as id, l.brand_id, l.price, l.category_ids, l.created_at, l.bestseller_rank`;
  let matches: RawBuilder<unknown>;
  let total: RawBuilder<unknown>;
  // The page's rows: by default from m; a search by relevance ranks fully only the candidates
  // whose cheap rank is within TEXT_RANK_MAX of the page's last (no other can reach the page).
  let ranked = sql`m`;
  let rankedCte = sql``;
  let hits = sql``;
  if (!search) {
    matches = sql`select ${cols}, 0 as rank from ${from} where l.source_code = ${q.source} and ${filters}`;
    total = sql`(select count(*)::int from m)`;
  } else {
    const where = sql`l.source_code = ${q.source} and p.visible and ${search.match} and ${filters}`;
    // One index read of the matches, at most SEARCH_COUNT_CAP of them (without filters every
    // visible product has a listing row, so products alone answer): counted for the total, and
    // the first SEARCH_CANDIDATES are the candidates.
    const read = (match: RawBuilder<boolean>, gate: RawBuilder<unknown> = sql`true`) =>
      q.where.length
        ? sql`select p.id from ${from} where ${gate} and l.source_code = ${q.source} and p.visible and ${match} and ${filters} limit ${SEARCH_COUNT_CAP}`
        : sql`select p.id from products p where ${gate} and p.visible and ${match} limit ${SEARCH_COUNT_CAP}`;
    // A broad word has the cap's worth of exact matches: the prefix read (the English index's
    // costliest) is skipped; they also outrank any prefix-only match (the exact bonus).
    hits = search.exact
      ? sql`exact_hits as materialized (${read(search.exact)}),
        hits as materialized (
          (select id from exact_hits where (select count(*) from exact_hits) >= ${SEARCH_COUNT_CAP})
          union all (${read(search.match, sql`(select count(*) from exact_hits) < ${SEARCH_COUNT_CAP}`)})),`
      : sql`hits as materialized (${read(search.match)}),`;
    const first = sql`(select ${cols}, ${search.preRank} as rank
      from (select h.id from hits h limit ${SEARCH_CANDIDATES}) h
      join products p on p.id = h.id
      join catalog_listing l on l.source_code = ${q.source} and l.product_id = p.id
      where ${filters})`;
    // And up to as many from the categories the query names (they rank higher), read through
    // the category index: a broad category costs the same at any size.
    matches = search.categoryIds.length
      ? sql`${first} union (select ${cols}, ${search.preRank} as rank
          from (select pc.product_id from product_categories pc
                where pc.category_id in (${sql.join(search.categoryIds)}) limit ${SEARCH_CANDIDATES}) c
          join products p on p.id = c.product_id
          join catalog_listing l on l.source_code = ${q.source} and l.product_id = p.id
          where ${where})`
      : first;
    total = sql`(select count(*)::int from hits)`;
    if (search.relevance && search.textRank) {
      ranked = sql`ranked`;
      rankedCte = sql`,
      cut as (select m.rank - ${sql.lit(TEXT_RANK_MAX)} as floor from m order by m.rank desc
              offset ${q.offset + q.limit - 1} limit 1),
      ranked as materialized (select m.id, m.rank + ${search.textRank} as rank from m join products p on p.id = m.id
              where m.rank >= coalesce((select floor from cut), '-Infinity'::float8))`;
    }
  }
  const facets = q.withAggregations
    ? sql`,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar, 'n', x.n) order by c.level, c.position), '[]')
         from (select cid, count(*)::int as n from m, unnest(m.category_ids) cid group by 1) x
         join categories c on c.id = x.cid) as categories,
      (select coalesce(json_agg(json_build_object('url_key', b.url_key, 'name', b.name, 'name_ar', b.name_ar, 'n', x.n) order by x.n desc, b.name), '[]')
         from (select brand_id, count(*)::int as n from m where brand_id is not null group by 1) x
         join brands b on b.id = x.brand_id) as brands,
      (select step from st) as step,
      (select coalesce(json_agg(json_build_object('b', y.b, 'n', y.n) order by y.b), '[]')
         from (select floor(m.price / st.step)::int as b, count(*)::int as n from m, st group by 1) y) as buckets`
    : sql``;
  const { rows } = await sql<ListingRow>`
      with ${hits} m as materialized (${matches}),
      st as (select coalesce(min(s), 50000) as step from unnest(${STEPS}) s
             where (select coalesce(max(price), 0) from m) / s <= 8)${rankedCte}
      select ${total} as total,
        (select coalesce(json_agg(id), '[]') from (select m.id from ${ranked} m ${q.byName ? sql`join products pn on pn.id = m.id` : sql``} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}) x) as ids
        ${facets}`.execute(ctx.db);
  return toListing(rows[0]);
}
