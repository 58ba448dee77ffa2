/**
 * Which stock source a request is answered at (README "Endpoints"): the `source` query parameter,
 * else the `source` header; `browser` (the storefront's header flag) and the `sourcecode` header
 * (the spec's order source, `Web`) never pick a store.
 */
import type { FastifyRequest } from 'fastify';
import { sourceOf } from '../src/graphql/context';

function request(query: Record<string, string>, headers: Record<string, string>): FastifyRequest {
  return { query, headers } as unknown as FastifyRequest;
}

describe('sourceOf', () => {
  it('takes the source query parameter before any header', () => {
    expect(
      sourceOf(request({ source: 'cairo_maadi' }, { source: 'giza_dokki', sourcecode: 'Web' })),
    ).toBe('cairo_maadi');
  });

  it('takes the source header when the query has none', () => {
    expect(sourceOf(request({}, { source: 'giza_dokki' }))).toBe('giza_dokki');
  });

  it('never reads the sourcecode header as a store', () => {
    expect(sourceOf(request({}, { sourcecode: 'qalyubia_obour' }))).toBe('default');
    expect(sourceOf(request({}, { source: 'browser', sourcecode: 'Web' }))).toBe('default');
  });

  it('ignores the browser flag and malformed values', () => {
    expect(sourceOf(request({ source: 'browser' }, { source: 'giza_dokki' }))).toBe('giza_dokki');
    expect(sourceOf(request({ source: 'no spaces allowed' }, {}))).toBe('default');
  });
});
