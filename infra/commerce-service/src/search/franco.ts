/**
 * Franco-Arabic (Arabic typed in Latin letters, with digits for the letters Latin lacks: 3 ع,
 * 7 ح, 5 خ, 2 ء or ق, 8 ق, 6 ط) matched through consonant skeletons: both the Latin word and the
 * catalogue's Arabic words are reduced to their consonants in classes that Egyptian Franco does
 * not tell apart (ت ط ث, د ض, ز ذ ظ, س ص, ح ه, ق and 2), with long vowels, ع, hamza and a final
 * ه (taa marbuta) dropped, since Franco writes vowels freely and often leaves those out. So
 * "gebna" and "جبنة" both give "gbn", "tallaga" and "تلاجة" "tlg", "3asal" and "عسل" "sl".
 */
const ARABIC_CLASS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ط: 't',
  ث: 't',
  ج: 'g',
  ح: 'h',
  ه: 'h',
  خ: 'x',
  د: 'd',
  ض: 'd',
  ذ: 'z',
  ز: 'z',
  ظ: 'z',
  ر: 'r',
  س: 's',
  ص: 's',
  ش: 'c',
  غ: 'G',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
};

/** Latin spellings, longest first: digraphs before single letters. */
const LATIN_CLASS: Array<[string, string]> = [
  ["7'", 'x'],
  ["3'", 'G'],
  ['sh', 'c'],
  ['ch', 'c'],
  ['kh', 'x'],
  ['gh', 'G'],
  ['th', 't'],
  ['dh', 'z'],
  ['ph', 'f'],
  ['b', 'b'],
  ['p', 'b'],
  ['t', 't'],
  ['6', 't'],
  ['g', 'g'],
  ['j', 'g'],
  ['7', 'h'],
  ['h', 'h'],
  ['5', 'x'],
  ['d', 'd'],
  ['z', 'z'],
  ['r', 'r'],
  ['s', 's'],
  ['9', 's'],
  ['f', 'f'],
  ['v', 'f'],
  ['q', 'q'],
  ['8', 'q'],
  ['2', 'q'],
  ['k', 'k'],
  ['c', 'k'],
  ['x', 'ks'],
  ['l', 'l'],
  ['m', 'm'],
  ['n', 'n'],
];

const collapse = (s: string) => s.replace(/(.)\1+/g, '$1').replace(/h$/, '');

/** Consonant skeleton of a normalised Arabic word; '' when it has other letters. */
export function arabicSkeleton(word: string): string {
  let out = '';
  for (const ch of word) {
    if ('اويىءع'.includes(ch)) continue;
    const cls = ARABIC_CLASS[ch];
    if (cls === undefined) return '';
    out += cls;
  }
  return collapse(out);
}

/** Consonant skeleton of a Latin (Franco-Arabic) word; '' when it is not one. */
export function francoSkeleton(word: string): string {
  if (!/^[a-z0-9']+$/.test(word) || /^\d+$/.test(word)) return '';
  let out = '';
  let i = 0;
  while (i < word.length) {
    const pair = LATIN_CLASS.find(([latin]) => word.startsWith(latin, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      i += 1; // vowels, w, y, 3 (ain) and anything else carry no consonant of the skeleton
    }
  }
  return collapse(out);
}

/** Whether a Latin word looks like Franco-Arabic rather than English: it has a letter-digit. */
export const looksFranco = (word: string) => /[a-z]/.test(word) && /[235789]/.test(word);
