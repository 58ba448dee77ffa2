import {
  charsPerSource,
  classifySource,
  decodeVlq,
} from '../../scripts/lib/source-map-attribution.mjs';

describe('bytes budget and bench:bundle: source-map attribution', () => {
  it('decodes base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('charges every generated character to the source of its mapping segment', () => {
    // "aaaabbb": columns 0-3 from source 0, columns 4-6 from source 1.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA' };
    expect(charsPerSource('aaaabbb', map)).toEqual(
      new Map([
        ['a.js', 4],
        ['b.js', 3],
      ]),
    );
  });

  it('counts unmapped lines and leading columns under null', () => {
    const map = { sources: ['a.js'], mappings: ';EAAA' };
    // line 1 "xx\n" unmapped (3), line 2 "yyzz": 2 unmapped columns, then 2 from a.js
    expect(charsPerSource('xx\nyyzz', map)).toEqual(
      new Map([
        [null, 5],
        ['a.js', 2],
      ]),
    );
  });

  it('groups sources into the shared libraries and packages the report names', () => {
    const shell = 'shell';
    expect(
      classifySource('webpack://@dukkan/shell/../node_modules/react-dom/cjs/x.js', shell),
    ).toEqual({ kind: 'library', name: 'react-dom' });
    expect(
      classifySource('webpack://@dukkan/shell/../node_modules/scheduler/index.js', shell),
    ).toEqual({ kind: 'library', name: 'react-dom' });
    expect(
      classifySource('webpack://search/../node_modules/@module-federation/sdk/dist/a.js', 'search'),
    ).toEqual({
      kind: 'library',
      name: 'federation runtime',
    });
    expect(
      classifySource('webpack://@dukkan/shell/../node_modules/@emotion/react/dist/x.js', shell)
        .name,
    ).toBe('@emotion (+stylis)');
    expect(
      classifySource('webpack://@dukkan/shell/../shared-contracts/src/routes.ts', shell),
    ).toEqual({ kind: 'package', name: '@dukkan/contracts' });
    expect(
      classifySource('webpack://search/./node_modules/.federation/entry.1.js', 'search').name,
    ).toBe('webpack + federation glue');
    expect(classifySource('webpack://search/webpack/runtime/sharing', 'search').name).toBe(
      'webpack + federation glue',
    );
    expect(classifySource('webpack://search/./src/features/search/page.tsx', 'search')).toEqual({
      kind: 'package',
      name: 'search',
    });
    expect(classifySource(null, 'cart').name).toBe('cart: webpack wrappers (unmapped)');
  });
});
