/**
 * The id of the style element that holds the page's faces (font-faces.ts `ensureFaces`; the
 * gateway puts the first screen's in the head: infra/gateway/src/first-screen.js, whose test
 * compares the two). Kept apart from font-faces.ts, which imports the font files.
 */
export const FACES_STYLE_ID = 'dukkan-faces';
