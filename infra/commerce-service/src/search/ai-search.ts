import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeText, searchTokens } from '../domains/catalog/search-sql';
import { SYNONYM_GROUPS } from './synonyms';

/** Word (normalised) -> every word of its synonym groups (normalised, multi-word entries split). */
const EXPANSIONS: Map<string, Set<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const words = group.flatMap((w) => searchTokens(w));
    for (const entry of group) {
      const key = normalizeText(entry);
      const set = map.get(key) ?? new Set<string>();
      for (const w of words) set.add(w);
      map.set(key, set);
    }
  }
  return map;
})();

/** The query words plus their synonyms and transliterations in the other language. */
export function expandQuery(input: string): { tokens: string[]; expanded: string[] } {
  const tokens = searchTokens(input);
  const expanded = new Set<string>(tokens);
  const text = normalizeText(input);
  for (const [key, words] of EXPANSIONS) {
    const hit = key.includes(' ') ? text.includes(key) : tokens.includes(key) || (key.length >= 4 && tokens.some((t) => t.length >= 4 && (t.startsWith(key) || key.startsWith(t))));
    if (hit) for (const w of words) expanded.add(w);
  }
  return { tokens, expanded: [...expanded].slice(0, 40) };
}

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
 * Ranking: full-text rank of the expanded words in the English and the Arabic vectors
 * (ts_rank_cd, any word may match), plus trigram word similarity of the raw query to the name
 * (typos), plus 0.5 when the product is in stock at the requested source; in-stock products come
 * first, then score, then bestseller rank.
 */
export async function aiSearch(db: Kysely<Database>, input: AiSearchInput): Promise<AiSearchProduct[]> {
  const { tokens, expanded } = expandQuery(input.customerInput);
  if (tokens.length === 0) return [];
  const tsquery = expanded.map((w) => `${w}:*`).join(' | ');
  const phrase = tokens.join(' ');
  const en = sql`to_tsquery('english', ${tsquery})`;
  const arq = sql`to_tsquery('arabic', ${tsquery})`;
  const now = input.now;
  const query = (match: ReturnType<typeof sql<boolean>>) => sql<{ sku: string; name: string; name_ar: string; url_key: string; price: string; qty: string | null; score: number }>`
    select p.sku, p.name, p.name_ar, p.url_key,
      (case when p.special_price is not null and (p.special_from_date is null or p.special_from_date <= ${now})
              and (p.special_to_date is null or ${now} < p.special_to_date + interval '1 day')
            then least(p.special_price, coalesce(ps.price, p.price)) else coalesce(ps.price, p.price) end)::text as price,
      coalesce(ps.qty, vs.qty)::text as qty,
      (ts_rank_cd(p.search_en, ${en}) + ts_rank_cd(p.search_ar, ${arq}) + word_similarity(${phrase}, p.name_norm)
        + case when coalesce(ps.qty, vs.qty, 0) > 0 then 0.5 else 0 end)::float8 as score
    from products p
    left join product_stock ps on ps.product_id = p.id and ps.source_code = ${input.sourceCode}
    left join lateral (select sum(s.qty) as qty from products v join product_stock s on s.product_id = v.id and s.source_code = ${input.sourceCode} where v.parent_id = p.id) vs on p.type = 'configurable'
    where p.visible and ${match}
    order by (coalesce(ps.qty, vs.qty, 0) > 0) desc, score desc, p.bestseller_rank nulls last, p.id
    limit ${input.count}`.execute(db);
  // Full text (GIN indexes) first; the trigram typo match only when it finds nothing.
  let rows = await query(sql<boolean>`(p.search_en @@ ${en} or p.search_ar @@ ${arq})`);
  if (rows.rows.length === 0) rows = await query(sql<boolean>`(${phrase} <<% p.name_norm)`);
  return rows.rows.map((r) => ({
    sku: r.sku,
    name: input.language === 'ar' ? r.name_ar : r.name,
    url_key: r.url_key,
    image: `/media/catalog/product/${encodeURIComponent(r.sku)}.svg`,
    price: Number(r.price),
    score: Math.round(r.score * 1000) / 1000,
  }));
}
