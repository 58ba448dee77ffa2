import { FOLD_FROM, FOLD_REMOVE, FOLD_TO } from '../db/migrations/catalog/fold';

/**
 * The one text folding of search, applied to the query here and to the catalogue by the SQL
 * function dukkan_normalize(); both read the tables of src/db/migrations/catalog/fold.ts, and a
 * test keeps the two equal:
 * - Arabic diacritics (tashkeel, superscript alef) and tatweel removed;
 * - alef forms أ إ آ ٱ to ا; hamza on waw ؤ to و, on yaa ئ to ي; a bare hamza ء dropped;
 * - taa marbuta ة to ه, alef maqsura ى to ي;
 * - the Persian letters Egyptians use for foreign sounds (گ چ ڤ پ) to ك ج ف ب;
 * - Arabic-Indic digits to ASCII; Latin accents dropped (Nestlé, Président); lower case.
 */
const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] as string]));

export function normalizeText(text: string): string {
  return text
    .replace(FOLD_REMOVE, '')
    .replace(/[^\s]/g, (ch) => FOLD.get(ch) ?? ch)
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

export const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);
export const isLatin = (word: string) => /^[a-z0-9]+$/.test(word);
