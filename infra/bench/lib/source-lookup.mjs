// @ts-check
// Where a CPU profile's call frame came from (`npm run bench:trace`): a generated position in a
// built file mapped back to the source file of its source map's segment. The bytes split of the
// same maps (infra/scripts/lib/source-map-attribution.mjs) serves the bytes budget of `npm test`.
import { decodeVlq } from '../../scripts/lib/source-map-attribution.mjs';

/**
 * A lookup from a generated position to the original source of the mapping segment it falls in
 * (the segment at or before the column on that line), as a CPU profile's call frames need it.
 * A position in an unmapped stretch takes the next mapped segment on its line: a function starts
 * where its wrapper does (webpack's module factory `123:(e,t,r)=>{`, unmapped) and its body is
 * the code that follows.
 * @param {{ sources: string[], mappings: string }} map a source map (version 3, no sections)
 * @returns {(line: number, column: number) => string | null} 0-based line and column
 */
export function sourceLookup(map) {
  /** @type {{ columns: number[], sources: (number | null)[] }[]} */
  const lines = [];
  let sourceIndex = 0;
  for (const text of map.mappings.split(';')) {
    /** @type {number[]} */
    const columns = [];
    /** @type {(number | null)[]} */
    const sources = [];
    let column = 0;
    for (const raw of text.split(',')) {
      if (!raw) continue;
      const fields = decodeVlq(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1] ?? 0;
      columns.push(column);
      sources.push(fields.length >= 4 ? sourceIndex : null);
    }
    lines.push({ columns, sources });
  }
  return (line, column) => {
    const entry = lines[line];
    if (!entry || !entry.columns.length) return null;
    // The last segment starting at or before the column (binary search), -1 if none does.
    let low = -1;
    let high = entry.columns.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((entry.columns[mid] ?? 0) <= column) low = mid;
      else high = mid - 1;
    }
    for (let at = Math.max(low, 0); at < entry.sources.length; at += 1) {
      const index = entry.sources[at];
      if (index !== null && index !== undefined) return map.sources[index] ?? null;
    }
    return null;
  };
}
