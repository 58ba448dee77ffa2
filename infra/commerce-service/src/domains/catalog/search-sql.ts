import { sql, type RawBuilder } from 'kysely';

/** JS mirror of the SQL dukkan_normalize(): folds Arabic letter forms, digits and case. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىئ]/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase();
}

/** Search words: letters and digits only (so they are safe inside a tsquery), at most 8. */
export function searchTokens(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

export interface SearchSql {
  /** Every word as a prefix in the English or the Arabic vector. */
  fullText: RawBuilder<boolean>;
  /** The whole text close to the name by trigram word similarity (typos). */
  trigram: RawBuilder<boolean>;
  /** Rank of a full-text match; higher is better. */
  rank: RawBuilder<number>;
  /** Rank of a trigram (typo) match; higher is better. */
  trigramRank: RawBuilder<number>;
}

/**
 * Search predicates and rank on products aliased `p`. The trigram predicate is the fallback used
 * when full text finds nothing, so the common case stays on the GIN full-text indexes.
 */
export function productSearchSql(text: string): SearchSql | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const tsquery = tokens.map((t) => `${t}:*`).join(' & ');
  const phrase = tokens.join(' ');
  const en = sql`to_tsquery('english', ${tsquery})`;
  const arq = sql`to_tsquery('arabic', ${tsquery})`;
  return {
    fullText: sql<boolean>`(p.search_en @@ ${en} or p.search_ar @@ ${arq})`,
    trigram: sql<boolean>`(${phrase} <<% p.name_norm)`,
    // The name bonus is a substring test: word_similarity() on every full-text match cost about
    // 50 ms per request for a broad word at 100,000 products (7,675 matches of "milk").
    rank: sql<number>`(ts_rank(p.search_en, ${en}) + ts_rank(p.search_ar, ${arq}) + case when strpos(p.name_norm, ${phrase}) > 0 then 0.5 else 0 end)`,
    trigramRank: sql<number>`word_similarity(${phrase}, p.name_norm)`,
  };
}
