import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { analyzeSearch, productSearchSql } from '../domains/catalog/search-sql';

export interface AiSearchInput {
  customerInput: string;
  language: 'en' | 'ar';
  sourceCode: string;
  count: number;
  now: Date;
}

export interface AiSearchProduct {
  sku: string;
  name: string;
  url_key: string;
  image: string;
  price: number;
  score: number;
}

/**
 * The analysis and rank of the results page (src/domains/catalog/search-sql.ts: synonyms,
 * Franco-Arabic, typo corrections, exact words and named categories first), plus 0.5 when the
 * product is in stock at the requested source; in-stock products come first, then score, then
 * bestseller rank.
 */
export async function aiSearch(
  db: Kysely<Database>,
  input: AiSearchInput,
): Promise<AiSearchProduct[]> {
  const analysis = await analyzeSearch(db, input.customerInput);
  if (!analysis) return [];
  const search = productSearchSql(analysis);
  const now = input.now;
  const query = (match: ReturnType<typeof sql<boolean>>, rank: ReturnType<typeof sql<number>>) =>
    sql<{
      sku: string;
      name: string;
      name_ar: string;
      url_key: string;
      price: string;
      qty: string | null;
      score: number;
    }>`
    select p.sku, p.name, p.name_ar, p.url_key,
      (case when p.special_price is not null and (p.special_from_date is null or p.special_from_date <= ${now})
              and (p.special_to_date is null or ${now} < p.special_to_date + interval '1 day')
            then least(p.special_price, coalesce(ps.price, p.price)) else coalesce(ps.price, p.price) end)::text as price,
      coalesce(ps.qty, vs.qty)::text as qty,
      (${rank} + case when coalesce(ps.qty, vs.qty, 0) > 0 then 0.5 else 0 end)::float8 as score
    from products p
    left join product_stock ps on ps.product_id = p.id and ps.source_code = ${input.sourceCode}
    left join lateral (select sum(s.qty) as qty from products v join product_stock s on s.product_id = v.id and s.source_code = ${input.sourceCode} where v.parent_id = p.id) vs on p.type = 'configurable'
    where p.visible and ${match}
    order by (coalesce(ps.qty, vs.qty, 0) > 0) desc, score desc, p.bestseller_rank nulls last, p.id
    limit ${input.count}`.execute(db);
  // Full text (GIN indexes) first; the trigram match only when it finds nothing.
  let rows = await query(search.fullText, search.rank);
  if (rows.rows.length === 0) rows = await query(search.trigram, search.trigramRank);
  return rows.rows.map((r) => ({
    sku: r.sku,
    name: input.language === 'ar' ? r.name_ar : r.name,
    url_key: r.url_key,
    image: `/media/catalog/product/${encodeURIComponent(r.sku)}.svg`,
    price: Number(r.price),
    score: Math.round(r.score * 1000) / 1000,
  }));
}
