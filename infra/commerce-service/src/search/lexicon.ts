import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SEARCH_SYNONYMS } from '../seed/search-synonyms';
import { arabicSkeleton } from './franco';
import { isArabic, normalizeText, searchTokens } from './normalize';

export interface LexiconCategory {
  id: number;
  /** Normalised words of the English name and of the Arabic name. */
  en: string[];
  ar: string[];
}

/** The catalogue's own vocabulary, the search corrects and transliterates against. */
export interface Lexicon {
  words: Set<string>;
  /** Words sorted, for prefix look-ups. */
  sorted: string[];
  /** Words by length, for typo look-ups. */
  byLength: Map<number, string[]>;
  /** Arabic words by consonant skeleton, for Franco-Arabic. */
  bySkeleton: Map<string, string[]>;
  categories: LexiconCategory[];
}

/** Synonym entries (normalised, multi-word kept) to the normalised words of their whole group. */
export const SYNONYMS: Map<string, string[][]> = (() => {
  const map = new Map<string, string[][]>();
  for (const group of SEARCH_SYNONYMS) {
    const entries = group.map((e) => searchTokens(e)).filter((t) => t.length > 0);
    for (const entry of entries) {
      const key = entry.join(' ');
      const list = map.get(key) ?? [];
      for (const other of entries)
        if (!list.some((l) => l.join(' ') === other.join(' '))) list.push(other);
      map.set(key, list);
    }
  }
  return map;
})();

/** Builds a lexicon from word lists (the catalogue's texts and category names). */
export function buildLexicon(texts: string[], categories: LexiconCategory[]): Lexicon {
  const words = new Set<string>();
  for (const text of texts) for (const w of searchTokens(text.slice(0, 2000))) words.add(w);
  for (const c of categories) for (const w of [...c.en, ...c.ar]) words.add(w);
  const byLength = new Map<number, string[]>();
  const bySkeleton = new Map<string, string[]>();
  for (const w of words) {
    byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
    if (isArabic(w)) {
      const skeleton = arabicSkeleton(w);
      if (skeleton.length >= 2) bySkeleton.set(skeleton, [...(bySkeleton.get(skeleton) ?? []), w]);
    }
  }
  return { words, sorted: [...words].sort(), byLength, bySkeleton, categories };
}

/** Reads the vocabulary of visible products, brands and categories. */
export async function loadLexicon(db: Kysely<Database>): Promise<Lexicon> {
  // Names are composed from a small vocabulary, so distinct texts are few even at 100,000 products.
  const texts = await sql<{ t: string }>`
    select distinct name || ' ' || name_ar || ' ' || search_terms_en || ' ' || search_terms_ar as t
    from products where visible
    union select name || ' ' || name_ar from brands`.execute(db);
  const categories = await sql<{ id: number; name: string; name_ar: string }>`
    select id, name, name_ar from categories`.execute(db);
  return buildLexicon(
    texts.rows.map((r) => r.t),
    categories.rows.map((c) => ({
      id: c.id,
      en: searchTokens(c.name),
      ar: searchTokens(c.name_ar),
    })),
  );
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let rowPrev2 = prev2;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (rowPrev2[j - 2] as number) + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    rowPrev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Catalogue words within the typo budget of a word: 1 edit from 4 letters, 2 from 7. */
export function closeWords(lexicon: Lexicon, word: string): string[] {
  if (word.length < 4 || /^\d+$/.test(word)) return [];
  const max = word.length >= 7 ? 2 : 1;
  let best = max + 1;
  let found: string[] = [];
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of lexicon.byLength.get(len) ?? []) {
      if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      const d = editDistance(word, candidate, max);
      if (d < best) {
        best = d;
        found = [candidate];
      } else if (d === best && d <= max) found.push(candidate);
    }
  }
  return best <= max ? found.slice(0, 6) : [];
}

/** Whether some catalogue word starts with `prefix` (and is longer than it). */
export function isPrefix(lexicon: Lexicon, prefix: string): boolean {
  let lo = 0;
  let hi = lexicon.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((lexicon.sorted[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const next = lexicon.sorted[lo];
  if (next === prefix) return (lexicon.sorted[lo + 1] ?? '').startsWith(prefix);
  return next !== undefined && next.startsWith(prefix);
}

export { normalizeText };
