import { francoSkeleton, looksFranco } from './franco';
import { closeWords, isPrefix, SYNONYMS, buildLexicon, type Lexicon } from './lexicon';
import { isArabic, isLatin, searchTokens } from './normalize';

/** One way to match a query word: all `words` present (as prefixes when `prefix`). */
export interface Alternative {
  words: string[];
  prefix: boolean;
  /** The shopper's own word, a synonym or a transliteration; false for a typo correction. */
  exact: boolean;
}

/** A query word (or synonym phrase) and every way it may match; a product must match each group. */
export interface TermGroup {
  token: string;
  alternatives: Alternative[];
}

export interface SearchAnalysis {
  /** The normalised query words. */
  tokens: string[];
  groups: TermGroup[];
  /** Categories whose name the whole query names: their products rank higher. */
  categoryIds: number[];
}

/** Synonym keys that are single words, as a lexicon, so typos of them are corrected too. */
const SYNONYM_WORDS = buildLexicon(
  [...SYNONYMS.keys()].filter((k) => !k.includes(' ')),
  [],
);

const MAX_PHRASE = 4;

function addAlternative(list: Alternative[], alt: Alternative): void {
  const key = alt.words.join(' ');
  const existing = list.find((a) => a.words.join(' ') === key);
  if (!existing) list.push(alt);
  else {
    existing.exact ||= alt.exact;
    existing.prefix ||= alt.prefix;
  }
}

function synonymAlternatives(list: Alternative[], key: string, exact: boolean): boolean {
  const group = SYNONYMS.get(key);
  if (!group) return false;
  for (const words of group) addAlternative(list, { words, prefix: false, exact });
  return true;
}

/** English plural and singular forms the catalogue may hold instead of the typed word. */
const englishForms = (w: string) =>
  isLatin(w) && w.length >= 3
    ? [
        w.endsWith('es') ? w.slice(0, -2) : '',
        w.endsWith('s') ? w.slice(0, -1) : '',
        `${w}s`,
        `${w}es`,
      ]
    : [];

function analyzeWord(lexicon: Lexicon, token: string): TermGroup {
  const alternatives: Alternative[] = [];
  const known =
    lexicon.words.has(token) || englishForms(token).some((f) => f !== '' && lexicon.words.has(f));
  addAlternative(alternatives, { words: [token], prefix: true, exact: known });
  const synonym = synonymAlternatives(alternatives, token, true);
  // A dropped initial alef: "رز" for "ارز", "وراك" for "اوراك".
  if (isArabic(token) && !token.startsWith('ا') && lexicon.words.has(`ا${token}`))
    addAlternative(alternatives, { words: [`ا${token}`], prefix: false, exact: true });
  if (known || synonym || alternatives.length > 1) return { token, alternatives };
  if (token.length >= 3 && isPrefix(lexicon, token)) return { token, alternatives };

  // Typos: the closest catalogue words, and the closest synonym entries with their groups. A
  // word with Franco digits is no English typo.
  if (!looksFranco(token)) {
    for (const word of closeWords(lexicon, token))
      addAlternative(alternatives, { words: [word], prefix: false, exact: false });
    for (const word of closeWords(SYNONYM_WORDS, token))
      synonymAlternatives(alternatives, word, false);
  }
  // Franco-Arabic: Arabic catalogue words with the same consonant skeleton, for a Latin word
  // that is no near miss of a catalogue or synonym word (three consonants at least, unless it
  // has Franco digits: two-consonant skeletons are too common to guess from).
  const skeleton = isLatin(token) && alternatives.length === 1 ? francoSkeleton(token) : '';
  if (skeleton.length >= (looksFranco(token) ? 2 : 3))
    for (const word of lexicon.bySkeleton.get(skeleton) ?? []) {
      addAlternative(alternatives, { words: [word], prefix: false, exact: true });
      synonymAlternatives(alternatives, word, true);
    }
  return { token, alternatives };
}

const CONNECTIVES = new Set(['and', 'of', 'for', 'و', 'من', 'ل']);

/** The forms a category name word may take: Arabic "و" (and) and "ال" (the) prefixes, plurals. */
function nameForms(word: string): string[] {
  const forms = [word, ...englishForms(word)];
  if (isArabic(word)) {
    for (const prefix of ['و', 'ال', 'وال', 'بال'])
      if (word.startsWith(prefix) && word.length - prefix.length >= 2)
        forms.push(word.slice(prefix.length));
  }
  return forms;
}

const altMatches = (a: Alternative, word: string) =>
  a.words.length === 1 &&
  nameForms(word).some((f) => f === a.words[0] || (a.prefix && f.startsWith(a.words[0] as string)));

/**
 * Whether the query names a category: every group matches a word of the category's name and every
 * word of the name is matched ("milk" names Milk, not Full Cream Milk or Milk Chocolate).
 */
function namesCategory(groups: TermGroup[], names: string[]): boolean {
  const words = names.filter((w) => !CONNECTIVES.has(w));
  if (words.length === 0) return false;
  return (
    groups.every((g) => g.alternatives.some((a) => words.some((w) => altMatches(a, w)))) &&
    words.every((w) => groups.some((g) => g.alternatives.some((a) => altMatches(a, w))))
  );
}

/**
 * The analysis every search path shares (results page, suggestions, AI endpoint): normalised
 * words, each expanded to its synonyms (phrases first), a dropped initial alef, Franco-Arabic
 * transliterations and, for a word the catalogue does not know, typo corrections; unknown words
 * are left out while others remain; and the categories the query names.
 */
export function analyzeQuery(lexicon: Lexicon, text: string): SearchAnalysis {
  const tokens = searchTokens(text);
  const groups: TermGroup[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let k = Math.min(MAX_PHRASE, tokens.length - i); k >= 2 && taken === 0; k--) {
      const phrase = tokens.slice(i, i + k).join(' ');
      const alternatives: Alternative[] = [];
      if (synonymAlternatives(alternatives, phrase, true)) {
        groups.push({ token: phrase, alternatives });
        taken = k;
      }
    }
    if (taken === 0) {
      groups.push(analyzeWord(lexicon, tokens[i] as string));
      taken = 1;
    }
    i += taken;
  }
  // A word nothing in the catalogue resembles would empty the result: search without it.
  const knownGroups = groups.filter(
    (g) => g.alternatives.length > 1 || g.alternatives[0]?.exact || isPrefix(lexicon, g.token),
  );
  const used = knownGroups.length > 0 ? knownGroups : groups;
  const categoryIds = lexicon.categories
    .filter((c) => namesCategory(used, c.en) || namesCategory(used, c.ar))
    .map((c) => c.id);
  return { tokens, groups: used, categoryIds };
}
