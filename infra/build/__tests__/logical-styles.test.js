// Styles are written with logical properties, so one rule serves English and Arabic: the app has
// no RTL stylis plugin to rewrite `margin-left` as `margin-right` on an Arabic page (issue 14; it
// cost every Arabic page a second parse of every rule). A physical property would stay on the
// wrong side in Arabic, so these cases refuse them in the packages' sources. A transform along
// the inline axis multiplies by the contracts' inline sign (`var(--dukkan-inline-sign)`).
const { describe, it, expect } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { REPO, SOURCE_ROOTS, sourceFiles } = require('./package-sources');

/** What cannot serve both directions, each with the logical form to use instead. */
const PHYSICAL = [
  [
    /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/,
    '*-inline-start / *-inline-end',
  ],
  [/\bborder-(?:top|bottom)-(?:left|right)-radius\b/, 'border-start-start-radius and the like'],
  [
    /\b(?:margin|padding|border)(?:Left|Right)\b|\bborder(?:Top|Bottom)(?:Left|Right)Radius\b/,
    'marginInlineStart and the like',
  ],
  [/\btext-?[Aa]lign:\s*['"]?(?:left|right)\b/, 'text-align: start / end'],
  [/\b(?:float|clear):\s*['"]?(?:left|right)\b/, 'inline-start / inline-end'],
  [
    /(?:^|[\s;{])(?:left|right):\s*-?[\d.]+(?:px|%|r?em|vw)?\s*;/m,
    'inset-inline-start / inset-inline-end',
  ],
  [
    /translateX\((?!calc\([^;]*var\(--dukkan-inline-sign)/,
    'translateX(calc(... * var(--dukkan-inline-sign)))',
  ],
];

const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(dir, ['.ts', '.tsx']));

describe('logical styles', () => {
  it('finds the packages sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no package styles anything by left or right', () => {
    const found = [];
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [pattern, instead] of PHYSICAL) {
          if (pattern.test(line)) {
            found.push(
              `${path.relative(REPO, file)}:${index + 1}: ${line.trim()} (use ${instead})`,
            );
          }
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    const caught = (css) => PHYSICAL.some(([pattern]) => pattern.test(css));
    for (const css of [
      'margin-left: 8px;',
      'paddingRight: 4,',
      'text-align: right;',
      "textAlign: 'left'",
      'float: left;',
      '  left: 0;',
      'from { transform: translateX(-100%); }',
    ]) {
      expect(caught(css)).toBe(true);
    }
    for (const css of [
      'margin-inline-start: 8px;',
      'text-align: end;',
      'inset-inline-start: 0;',
      'from { transform: translateX(calc(-100% * var(--dukkan-inline-sign, 1))); }',
      '{ left: stock.left }',
    ]) {
      expect(caught(css)).toBe(false);
    }
  });
});
