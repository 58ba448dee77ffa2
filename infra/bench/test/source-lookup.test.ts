// A CPU profile's frame (0-based line and column of a built file) back to its source file
// (lib/source-lookup.mjs), as `npm run bench:trace` charges each long task's time to a package.
import { sourceLookup } from '../lib/source-lookup.mjs';

// Line 0: columns 0-3 from a.js, 4 on from b.js. Line 1: b.js from column 2 (the source index
// carries over lines). Line 2: an unmapped segment, then c.js from column 2. Line 3: nothing.
const lookup = sourceLookup({
  sources: ['a.js', 'b.js', 'c.js'],
  mappings: 'AAAA,ICAA;EAAA;A,ECAA;',
});

describe('sourceLookup', () => {
  it('takes the segment at or before the column', () => {
    expect(lookup(0, 0)).toBe('a.js');
    expect(lookup(0, 3)).toBe('a.js');
    expect(lookup(0, 4)).toBe('b.js');
    expect(lookup(0, 500)).toBe('b.js');
    expect(lookup(1, 9)).toBe('b.js');
  });

  it('gives an unmapped stretch the next mapped segment on its line', () => {
    expect(lookup(1, 0)).toBe('b.js');
    expect(lookup(2, 0)).toBe('c.js');
  });

  it('gives nothing on a line without segments or past the map', () => {
    expect(lookup(3, 0)).toBeNull();
    expect(lookup(40, 0)).toBeNull();
  });
});
