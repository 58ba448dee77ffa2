import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { analyzeQuery, type SearchAnalysis, type TermGroup } from '../../search/analyze';
import { currentLexicon } from '../../search/lexicon-holder';

export { normalizeText, searchTokens } from '../../search/normalize';

export interface SearchSql {
  /** Every query group, by any of its alternatives, in the English or the Arabic vector. */
  fullText: RawBuilder<boolean>;
  /**
   * The shopper's own words without prefixes or typo corrections (a subset of fullText, and a
   * cheaper index read: a prefix reads every term it starts), or null when a word has none.
   */
  exactText: RawBuilder<boolean> | null;
  /** The whole text close to the name by trigram word similarity (the last resort). */
  trigram: RawBuilder<boolean>;
  /** Rank of a full-text match; higher is better: `preRank` plus `textRank`. */
  rank: RawBuilder<number>;
  /** The rank's bonuses (cheap: no ts_rank), on products `p` joined to their listing row `l`. */
  preRank: RawBuilder<number>;
  /**
   * The rank's text part, the better of the two languages' ts_rank: at most 1 (TEXT_RANK_MAX),
   * so only products whose preRank is within 1 of the page's last can reach the page.
   */
  textRank: RawBuilder<number>;
  /** Rank of a trigram match; higher is better. */
  trigramRank: RawBuilder<number>;
  analysis: SearchAnalysis;
}

/**
 * A tsquery text: groups ANDed, a group's alternatives ORed, an alternative's words ANDed (as
 * prefixes when typed by the shopper). `exactOnly` keeps the shopper's words, synonyms and
 * transliterations, without prefixes: null when a group has none (a typo-only word).
 */
export function tsqueryText(groups: TermGroup[], exactOnly: boolean): string | null {
  const parts: string[] = [];
  for (const g of groups) {
    const alts = g.alternatives
      .filter((a) => !exactOnly || a.exact)
      .map((a) => a.words.map((w) => (a.prefix && !exactOnly ? `${w}:*` : w)).join(' & '));
    if (alts.length === 0) return null;
    parts.push(`(${alts.map((a) => `(${a})`).join(' | ')})`);
  }
  return parts.length ? parts.join(' & ') : null;
}

/** ts_rank (no normalisation) of these queries stays below 1; the rank caps it there to be sure. */
export const TEXT_RANK_MAX = 1;

/** Rank bonus of products that contain the query's own words (never outranked by a typo match). */
const EXACT_BONUS = 10;
/** Rank bonus of products in a category the query names. */
const CATEGORY_BONUS = 3;

/** The shared analysis of a search text, against the catalogue's current vocabulary. */
export async function analyzeSearch(
  db: Kysely<Database>,
  text: string,
): Promise<SearchAnalysis | null> {
  const analysis = analyzeQuery(await currentLexicon(db), text);
  return analysis.tokens.length === 0 ? null : analysis;
}

/**
 * Search predicates and rank on products aliased `p`. The trigram predicate is the fallback used
 * when full text finds nothing, so the common case stays on the GIN full-text indexes.
 */
export function productSearchSql(analysis: SearchAnalysis): SearchSql {
  const all = tsqueryText(analysis.groups, false) ?? '';
  const exact = tsqueryText(analysis.groups, true);
  const phrase = analysis.tokens.join(' ');
  const en = sql`to_tsquery('english', ${all})`;
  const arq = sql`to_tsquery('arabic', ${all})`;
  const exactBonus = exact
    ? sql`case when p.search_en @@ to_tsquery('english', ${exact}) or p.search_ar @@ to_tsquery('arabic', ${exact}) then ${sql.lit(EXACT_BONUS)} else 0 end`
    : sql`0`;
  // A hashed subplan: the named categories' products are read once per statement, not per row.
  const categoryBonus = analysis.categoryIds.length
    ? sql`case when p.id in (select pc.product_id from product_categories pc where pc.category_id in (${sql.join(analysis.categoryIds)})) then ${sql.lit(CATEGORY_BONUS)} else 0 end`
    : sql`0`;
  return {
    fullText: sql<boolean>`(p.search_en @@ ${en} or p.search_ar @@ ${arq})`,
    exactText: exact
      ? sql<boolean>`(p.search_en @@ to_tsquery('english', ${exact}) or p.search_ar @@ to_tsquery('arabic', ${exact}))`
      : null,
    trigram: sql<boolean>`(${phrase} <<% p.name_norm)`,
    // The name bonus is a substring test: word_similarity() on every full-text match cost about
    // 50 ms per request for a broad word at 100,000 products (7,675 matches of "milk").
    // The better of the two languages' ranks (each saturates near 1, so a sum favoured products
    // matching in both over better matches in one), a bonus when the text is in the name, and
    // the share of the name the text covers (a short name that is the query is the closest match).
    rank: sql<number>`(greatest(ts_rank(p.search_en, ${en}), ts_rank(p.search_ar, ${arq}))
      + case when strpos(p.name_norm, ${phrase}) > 0 then 0.5 else 0 end
      + ${phrase.length}::float8 / greatest(length(p.name_norm), 1)
      + ${exactBonus} + ${categoryBonus})`,
    // The named categories from the listing row: a broad category's products are not all read.
    preRank: sql<number>`(case when strpos(p.name_norm, ${phrase}) > 0 then 0.5 else 0 end
      + ${phrase.length}::float8 / greatest(length(p.name_norm), 1)
      + ${exactBonus} + ${
        analysis.categoryIds.length
          ? sql`case when l.category_ids && array[${sql.join(analysis.categoryIds)}]::integer[] then ${sql.lit(CATEGORY_BONUS)} else 0 end`
          : sql`0`
      })`,
    textRank: sql<number>`least(greatest(ts_rank(p.search_en, ${en}), ts_rank(p.search_ar, ${arq})), ${sql.lit(TEXT_RANK_MAX)})`,
    trigramRank: sql<number>`word_similarity(${phrase}, p.name_norm)`,
    analysis,
  };
}
