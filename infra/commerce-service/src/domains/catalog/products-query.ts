import { sql, type RawBuilder } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { finalPriceSql, productsByIds, type ProductRow } from './product-data';
import { cachedValue } from '../../cache/catalog-cache';
import { analyzeSearch, productSearchSql, searchTokens } from './search-sql';

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

/** The `products` query: filters, full-text search, sort, paging and facets, at the request's source. */
export async function queryProducts(
  ctx: GqlContext,
  args: ProductsArgs,
  withAggregations = true,
): Promise<ProductsResult> {
  const { size, page } = paging(args.pageSize, args.currentPage, ctx.config.limits.maxPageSize);
  const now = ctx.config.now();
  const price = finalPriceSql(now);
  const where: RawBuilder<unknown>[] = [sql`p.visible`];
  const filter = args.filter ?? {};

  const categoryIds: number[] = [];
  const cid = values('category_id', filter.category_id);
  if (cid) categoryIds.push(...ints('category_id', cid));
  const cuid = values('category_uid', filter.category_uid);
  if (cuid) categoryIds.push(...cuid.map((u) => uidToId('category_uid', u)));
  if (cid || cuid)
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${sql.join(categoryIds)}))`,
    );

  const urlKeys = values('url_key', filter.url_key);
  if (urlKeys) where.push(sql`p.url_key in (${sql.join(urlKeys)})`);
  const skus = values('sku', filter.sku);
  if (skus) where.push(sql`p.sku in (${sql.join(skus)})`);
  const brands = values('brand', filter.brand);
  if (brands) {
    const numeric = brands.filter((b) => /^\d{1,9}$/.test(b)).map(Number);
    where.push(
      sql`p.brand_id in (select b.id from brands b where b.url_key in (${sql.join(brands)}) ${numeric.length ? sql`or b.id in (${sql.join(numeric)})` : sql``})`,
    );
  }
  if (filter.price) {
    const from = amount('price', filter.price.from);
    const to = amount('price', filter.price.to);
    if (from === null && to === null) throw inputError('Filter "price" needs "from" or "to".');
    if (from !== null) where.push(sql`${price} >= ${from}`);
    if (to !== null) where.push(sql`${price} <= ${to}`);
  }
  if (filter.name) {
    const match = typeof filter.name.match === 'string' ? filter.name.match.trim() : '';
    if (match.length === 0 || match.length > MAX_TEXT)
      throw inputError(`Filter "name" match must be 1 to ${MAX_TEXT} characters.`);
    where.push(
      sql`p.name_norm like ${'%' + match.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`) + '%'}`,
    );
  }
  const flag = (name: 'new' | 'on_sale') => {
    const v = values(name, filter[name]);
    if (!v) return false;
    if (v.length !== 1 || (v[0] !== '1' && v[0] !== '0'))
      throw inputError(`Filter "${name}" takes eq "1" or "0".`);
    return v[0] === '1';
  };
  if (flag('new'))
    where.push(
      sql`p.new_from_date <= ${now} and (p.new_to_date is null or ${now} < p.new_to_date + interval '1 day')`,
    );
  if (flag('on_sale')) {
    where.push(
      sql`p.special_price is not null and (p.special_from_date is null or p.special_from_date <= ${now}) and (p.special_to_date is null or ${now} < p.special_to_date + interval '1 day')`,
    );
  }

  let searchText: string | null = null;
  if (args.search !== undefined && args.search !== null) {
    const text = args.search.trim();
    if (text.length === 0 || text.length > MAX_TEXT)
      throw inputError(`search must be 1 to ${MAX_TEXT} characters.`);
    if (searchTokens(text).length === 0) throw inputError('search must contain letters or digits.');
    searchText = text;
  }
  const rank = searchText !== null;

  const sort = args.sort ?? {};
  const sortEntries = Object.entries(sort).filter(([, dir]) => dir === 'ASC' || dir === 'DESC');
  if (sortEntries.length > 1) throw inputError('sort takes one field at a time.');
  const [sortField, sortDir] = sortEntries[0] ?? [
    rank ? 'relevance' : 'position',
    rank ? 'DESC' : 'ASC',
  ];
  const dir = sortDir === 'DESC' ? sql`desc` : sql`asc`;
  // Names are read only when sorting by name (joined for the page), so the matching-row set stays
  // on the narrow listing index.
  const nameCol = ctx.locale === 'ar' ? sql`pn.name_ar` : sql`pn.name`;
  const order: Record<string, RawBuilder<unknown>> = {
    relevance: rank ? sql`m.rank ${dir}, m.id asc` : sql`m.id asc`,
    position: sql`m.id ${dir}`,
    name: sql`${nameCol} ${dir}, m.id asc`,
    price: sql`m.price ${dir}, m.id asc`,
    newest: sql`m.created_at ${dir}, m.id asc`,
    bestseller: sql`m.bestseller_rank ${dir} nulls last, m.id asc`,
  };
  const orderBy = order[sortField] ?? sql`m.id asc`;

  const run = (extra: RawBuilder<boolean> | null, rowRank: RawBuilder<number> | null) =>
    runListing(ctx, {
      where: sql.join(extra ? [...where, extra] : where, sql` and `),
      price,
      rank: rowRank ?? sql`0`,
      orderBy,
      byName: sortField === 'name',
      limit: size,
      offset: (page - 1) * size,
      withAggregations,
    });
  // Listings (ids, total and facets) are cached per source under the catalogue version, so a
  // price, stock or catalogue change is seen by the next request (src/cache/catalog-cache.ts).
  const key = JSON.stringify([
    ctx.source,
    ctx.locale,
    searchText,
    filter,
    sortField,
    sortDir,
    size,
    page,
    withAggregations,
  ]);
  const listing = await cachedValue(ctx, `listing:${key}`, async () => {
    if (searchText === null) return run(null, null);
    const analysis = await analyzeSearch(ctx.db, searchText);
    if (!analysis) return run(sql<boolean>`false`, null);
    const search = productSearchSql(analysis);
    // Full text first; the trigram (typo) match only when full text finds nothing.
    const found = await run(search.fullText, search.rank);
    return found.total > 0 ? found : run(search.trigram, search.trigramRank);
  });
  const total = listing.total;
  const items = await productsByIds(ctx, listing.ids);
  const arabic = ctx.locale === 'ar';
  const aggregations = [
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

  return {
    items,
    total_count: total,
    page_info: { current_page: page, page_size: size, total_pages: Math.ceil(total / size) },
    aggregations: withAggregations ? aggregations : null,
    sort_fields: {
      default: rank ? 'relevance' : 'position',
      options: [
        { value: 'relevance', label: ctx.locale === 'ar' ? 'الأكثر صلة' : 'Relevance' },
        { value: 'position', label: ctx.locale === 'ar' ? 'الترتيب' : 'Position' },
        { value: 'name', label: ctx.locale === 'ar' ? 'الاسم' : 'Name' },
        { value: 'price', label: ctx.locale === 'ar' ? 'السعر' : 'Price' },
        { value: 'newest', label: ctx.locale === 'ar' ? 'الأحدث' : 'Newest' },
        { value: 'bestseller', label: ctx.locale === 'ar' ? 'الأكثر مبيعًا' : 'Bestsellers' },
      ],
    },
  };
}

const PRICE_STEPS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000];

interface Listing {
  total: number;
  ids: number[];
  categories: Array<{ id: number; name: string; name_ar: string; n: number }>;
  brands: Array<{ url_key: string; name: string; name_ar: string; n: number }>;
  buckets: Array<{ b: number; n: number }>;
  step: number;
}

/**
 * One statement per listing: the matching rows are computed once (a materialised CTE, with the
 * final price at the source and the search rank), then counted, paged and faceted from it.
 */
async function runListing(
  ctx: GqlContext,
  q: {
    where: RawBuilder<unknown>;
    price: RawBuilder<number>;
    rank: RawBuilder<number>;
    orderBy: RawBuilder<unknown>;
    byName: boolean;
    limit: number;
    offset: number;
    withAggregations: boolean;
  },
): Promise<Listing> {
  const facets = q.withAggregations
    ? sql`,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar, 'n', x.n) order by c.level, c.position), '[]')
         from (select pc.category_id, count(*)::int as n from m join product_categories pc on pc.product_id = m.id group by 1) x
         join categories c on c.id = x.category_id) as categories,
      (select coalesce(json_agg(json_build_object('url_key', b.url_key, 'name', b.name, 'name_ar', b.name_ar, 'n', x.n) order by x.n desc, b.name), '[]')
         from (select brand_id, count(*)::int as n from m where brand_id is not null group by 1) x
         join brands b on b.id = x.brand_id) as brands,
      (select step from st) as step,
      (select coalesce(json_agg(json_build_object('b', y.b, 'n', y.n) order by y.b), '[]')
         from (select floor(m.price / st.step)::int as b, count(*)::int as n from m, st group by 1) y) as buckets`
    : sql``;
  const [row] = (
    await sql<{
      total: number;
      ids: number[];
      categories?: Listing['categories'];
      brands?: Listing['brands'];
      step?: number;
      buckets?: Listing['buckets'];
    }>`
      with m as materialized (
        select p.id, p.brand_id, ${q.price} as price, ${q.rank} as rank, p.created_at, p.bestseller_rank
        from products p left join product_stock ps on ps.product_id = p.id and ps.source_code = ${ctx.source}
        where ${q.where}
      ),
      st as (select coalesce(min(s), 50000) as step from unnest(${sql.raw(`array[${PRICE_STEPS.join(',')}]`)}::int[]) s
             where (select coalesce(max(price), 0) from m) / s <= 8)
      select (select count(*)::int from m) as total,
        (select coalesce(json_agg(id), '[]') from (select m.id from m ${q.byName ? sql`join products pn on pn.id = m.id` : sql``} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}) x) as ids
        ${facets}`.execute(ctx.db)
  ).rows;
  if (!row) throw new Error('listing query returned no row');
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  const listing: Listing = {
    total: row.total,
    ids: parse<number[]>(row.ids),
    categories: parse<Listing['categories']>(row.categories ?? []),
    brands: parse<Listing['brands']>(row.brands ?? []),
    buckets: parse<Listing['buckets']>(row.buckets ?? []),
    step: Number(row.step ?? 0),
  };
  return listing;
}
