import { FACES_STYLE_ID } from '@dukkan/contracts/first-screen';
import arabic400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2';
import arabic600 from '@fontsource/cairo/files/cairo-arabic-600-normal.woff2';
import arabic700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2';
import latin400 from '@fontsource/cairo/files/cairo-latin-400-normal.woff2';
import latin600 from '@fontsource/cairo/files/cairo-latin-600-normal.woff2';
import latin700 from '@fontsource/cairo/files/cairo-latin-700-normal.woff2';
import latinExt400 from '@fontsource/cairo/files/cairo-latin-ext-400-normal.woff2';
import latinExt600 from '@fontsource/cairo/files/cairo-latin-ext-600-normal.woff2';
import latinExt700 from '@fontsource/cairo/files/cairo-latin-ext-700-normal.woff2';

/**
 * Unicode ranges of Cairo's three subsets (as published by @fontsource/cairo). The browser
 * downloads a file only when the page draws a character in its range, so an English page never
 * fetches the Arabic file and the reverse (except for the language switch's own word).
 */
export const RANGES = {
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

/** Only the weights the theme uses (regular 400, semibold 600, bold 700), woff2 only. */
const FILES: { weight: number; range: keyof typeof RANGES; url: string }[] = [
  { weight: 400, range: 'arabic', url: arabic400 },
  { weight: 600, range: 'arabic', url: arabic600 },
  { weight: 700, range: 'arabic', url: arabic700 },
  { weight: 400, range: 'latinExt', url: latinExt400 },
  { weight: 600, range: 'latinExt', url: latinExt600 },
  { weight: 700, range: 'latinExt', url: latinExt700 },
  { weight: 400, range: 'latin', url: latin400 },
  { weight: 600, range: 'latin', url: latin600 },
  { weight: 700, range: 'latin', url: latin700 },
];

/**
 * A character of each subset's range: `document.fonts.load(font, sample)` loads that subset's
 * face and no other (the first screen's script, infra/gateway/src/first-screen/compose.ts).
 */
export const CAIRO_SAMPLES: Record<keyof typeof RANGES, string> = {
  arabic: '\u0628',
  latinExt: '\u0101',
  latin: 'a',
};

/** The URL of one of Cairo's self-hosted files (one subset, one weight). */
export function cairoFile(range: keyof typeof RANGES, weight: number): string {
  const file = FILES.find((entry) => entry.range === range && entry.weight === weight);
  if (!file) throw new Error(`Cairo has no ${range} file at weight ${weight}`);
  return file.url;
}

/** `@font-face` rules for the self-hosted Cairo; `swap` shows fallback text at once. */
const fontFaces = FILES.map(
  ({ weight, range, url }) =>
    `@font-face{font-family:'Cairo';font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:${RANGES[range]}}`,
).join('');

/** The family of the local faces that stand in for Cairo's Latin text until it has loaded. */
export const CAIRO_FALLBACK = 'Cairo Fallback';

/*
 * Arial (Liberation Sans, its metric twin, on Linux) scaled to Cairo's width and line metrics,
 * measured in Chromium on a paragraph of the store's English text: Cairo sets it 93.1% as wide
 * as Arial at 400, 87.4% (600) and 89.0% (700) as wide as Arial Bold; its ascent is 1.30 em and
 * its descent 0.57 em. Text drawn in the fallback then wraps like Cairo, so the swap does not
 * move the page. Arabic needs none: the platforms' Arabic faces set it within 2% of Cairo.
 */
const FALLBACKS: { weight: number; local: string[]; sizeAdjust: number }[] = [
  {
    weight: 400,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    sizeAdjust: 93.1,
  },
  {
    weight: 600,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    sizeAdjust: 87.4,
  },
  {
    weight: 700,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    sizeAdjust: 89.0,
  },
];
const CAIRO_ASCENT = 130;
const CAIRO_DESCENT = 57;

/** `@font-face` rules of the metric-matched fallback for Cairo's Latin ranges. */
const fallbackFaces = FALLBACKS.map(
  ({ weight, local, sizeAdjust }) =>
    `@font-face{font-family:'${CAIRO_FALLBACK}';font-style:normal;font-weight:${weight};` +
    `src:${local.map((name) => `local('${name}')`).join(',')};size-adjust:${sizeAdjust}%;` +
    `ascent-override:${((CAIRO_ASCENT / sizeAdjust) * 100).toFixed(1)}%;` +
    `descent-override:${((CAIRO_DESCENT / sizeAdjust) * 100).toFixed(1)}%;` +
    `line-gap-override:0%;unicode-range:${RANGES.latin},${RANGES.latinExt}}`,
).join('');

export { FACES_STYLE_ID };

/**
 * The page's faces: Cairo and its metric-matched fallback, as one style element's text. They are
 * not emotion's: emotion moves the style element it takes over from the HTML (a `Global`
 * hydrating it), and Chromium makes new faces of a style element with faces that is added,
 * removed or moved, loads them again and lays the page out in the fallback faces meanwhile,
 * looking those up (issue 14). The first screen's base part holds this element, which the
 * gateway puts in the head, and nothing moves it.
 */
export const FACES_CSS = fontFaces + fallbackFaces;

/** Adds the faces' style element to the head, unless the page's HTML brought it. */
export function ensureFaces(doc: Document = document): void {
  if (doc.getElementById(FACES_STYLE_ID) !== null) return;
  const style = doc.createElement('style');
  style.id = FACES_STYLE_ID;
  style.textContent = FACES_CSS;
  doc.head.append(style);
}
