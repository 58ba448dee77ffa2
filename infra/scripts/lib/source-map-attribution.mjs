// @ts-check
// Splits a built JavaScript file into the source files it came from, using its source map:
// every generated character is charged to the original source of the mapping segment it is in.
// Used by the bytes budget of `npm test` and `npm run bench:bundle` (lib/page-scripts.mjs) and
// by `npm run bench:trace` (infra/bench: its package names and its map decoding).

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * Decodes one base64 VLQ segment ("AAAA", "kBAAC") into its numbers.
 * @param {string} segment
 * @returns {number[]}
 */
export function decodeVlq(segment) {
  /** @type {number[]} */
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Invalid VLQ character "${char}" in "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const negative = value & 1;
      value >>>= 1;
      values.push(negative ? -value : value);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Characters of `code` per source of its source map. Characters no segment maps (or mapped by
 * a segment without a source) are counted under `null`.
 * @param {string} code the generated file
 * @param {{ sources: string[], mappings: string }} map its source map (version 3, no sections)
 * @returns {Map<string | null, number>}
 */
export function charsPerSource(code, map) {
  /** @type {Map<string | null, number>} */
  const result = new Map();
  const add = (/** @type {string | null} */ key, /** @type {number} */ count) => {
    if (count > 0) result.set(key, (result.get(key) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNumber) => {
    const width = line.length + (lineNumber < lines.length - 1 ? 1 : 0); // count the newline
    const text = mappingLines[lineNumber] ?? '';
    /** @type {{ column: number, source: number | null }[]} */
    const segments = [];
    let column = 0;
    for (const raw of text.split(',')) {
      if (!raw) continue;
      const fields = decodeVlq(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ column, source: sourceIndex });
      } else {
        segments.push({ column, source: null });
      }
      // fields[2] (line), fields[3] (column) and fields[4] (name) are not needed here, but the
      // line/column/name deltas do not affect the source index, so they can be skipped.
    }
    if (segments.length === 0) {
      add(null, width);
      return;
    }
    add(null, Math.min(segments[0]?.column ?? 0, width));
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? (segments[index + 1]?.column ?? width) : width;
      const key = segment.source === null ? null : (map.sources[segment.source] ?? null);
      add(key, Math.max(0, Math.min(end, width) - segment.column));
    });
  });
  return result;
}

/** The shared libraries the benchmark reports by name; others are grouped by package name. */
const LIBRARY_GROUPS = [
  {
    name: 'react-dom',
    test: (/** @type {string} */ pkg) => pkg === 'react-dom' || pkg === 'scheduler',
  },
  { name: 'react', test: (/** @type {string} */ pkg) => pkg === 'react' },
  {
    name: 'react-router-dom',
    test: (/** @type {string} */ pkg) =>
      pkg === 'react-router' ||
      pkg === 'react-router-dom' ||
      pkg === 'cookie' ||
      pkg === 'set-cookie-parser',
  },
  {
    name: '@apollo/client',
    test: (/** @type {string} */ pkg) =>
      pkg.startsWith('@apollo/') ||
      pkg.startsWith('@wry/') ||
      ['optimism', 'ts-invariant', 'tslib'].includes(pkg),
  },
  {
    name: 'graphql',
    test: (/** @type {string} */ pkg) => pkg === 'graphql' || pkg === 'graphql-tag',
  },
  { name: 'rxjs', test: (/** @type {string} */ pkg) => pkg === 'rxjs' },
  { name: 'i18next', test: (/** @type {string} */ pkg) => pkg === 'i18next' },
  {
    name: 'react-i18next',
    test: (/** @type {string} */ pkg) =>
      pkg === 'react-i18next' || pkg === 'html-parse-stringify' || pkg === 'void-elements',
  },
  {
    name: '@emotion (+stylis)',
    test: (/** @type {string} */ pkg) =>
      pkg.startsWith('@emotion/') ||
      pkg.startsWith('stylis') ||
      pkg === 'hoist-non-react-statics' ||
      pkg === 'react-is',
  },
  {
    name: 'federation runtime',
    test: (/** @type {string} */ pkg) => pkg.startsWith('@module-federation/'),
  },
];

/**
 * Which package a source file belongs to.
 * @param {string | null} source a `sources` entry of a source map
 * @param {string} origin who served the file: `shell` or the remote name
 * @returns {{ kind: 'library' | 'package', name: string }}
 */
export function classifySource(source, origin) {
  // Characters no mapping covers: webpack's module wrappers and chunk headers.
  if (source === null) return { kind: 'package', name: `${origin}: webpack wrappers (unmapped)` };
  if (source.includes('.federation/') || /^webpack:\/\/[^/]+\/(webpack\/|external )/.test(source)) {
    return { kind: 'package', name: 'webpack + federation glue' };
  }
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? 'unknown');
    const group = LIBRARY_GROUPS.find((entry) => entry.test(pkg));
    return { kind: 'library', name: group ? group.name : pkg };
  }
  if (source.includes('shared-contracts/')) return { kind: 'package', name: '@dukkan/contracts' };
  return { kind: 'package', name: origin };
}
