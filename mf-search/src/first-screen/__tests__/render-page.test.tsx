/** @jest-environment node */
// Node, as in the gateway: with a document, emotion would put the styles in its head instead.
import type { GraphQLFetch, PageRequest } from '@dukkan/build/first-screen/render-page';
import { productCard } from '@dukkan/build/testing/fixtures';
import { renderPage } from '../render-first-screen';

const MILK = productCard({ id: 10, sku: 'DK-000010', name: 'Juhayna Milk "1 L"' });

/** The service's answer to SearchResults; every other operation is an error. */
function service(items: unknown[] = [MILK]) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const graphql: GraphQLFetch = ({ operationName = '', variables = {} }) => {
    asked.push({ name: operationName, variables });
    if (operationName !== 'SearchResults') {
      return Promise.resolve({ errors: [{ message: `no answer for ${operationName}` }] });
    }
    return Promise.resolve({
      data: {
        products: {
          __typename: 'Products',
          total_count: items.length,
          page_info: {
            __typename: 'SearchResultPageInfo',
            current_page: 1,
            total_pages: 1,
            page_size: 24,
          },
          items,
        },
      },
    });
  };
  return { graphql, asked };
}

function request(search: string, locale: 'en' | 'ar' = 'en', name?: string): PageRequest {
  const path = `/${locale}/search${name === undefined ? '' : `/${name}`}`;
  return { locale, path, search, params: name === undefined ? {} : { name } };
}

/** The props the page left in its marker for the catalogue's grid. */
function gridProps(html: string) {
  const marker = /<dukkan-fragment data-module="catalog\/ProductGrid" data-props="([^"]*)">/.exec(
    html,
  );
  if (!marker) return null;
  const text = (marker[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as { products: { name: string; sku: string }[]; leading: boolean };
}

describe('renderPage (a search results page per request)', () => {
  it("draws the results with the grid left to the catalogue, and returns the search's answer as the cache", async () => {
    const { graphql, asked } = service();
    const page = await renderPage('SearchPage', request('?q=milk'), graphql);
    expect(page).not.toBeNull();
    const { html, cache } = page!;
    expect(html).toMatch(/^<style data-emotion="css [\w ]+">/);
    expect(html).toContain('Search results for “milk”');
    expect(gridProps(html)).toEqual({
      products: [expect.objectContaining({ name: 'Juhayna Milk "1 L"', sku: 'DK-000010' })],
      leading: true,
    });
    // Inside the marker, what the page shows when no remote draws the grid: its loading box.
    expect(html).toMatch(/<dukkan-fragment [^>]*><div role="progressbar" aria-busy="true"/);
    expect(asked).toEqual([
      { name: 'SearchResults', variables: { search: 'milk', pageSize: 24, currentPage: 1 } },
    ]);
    expect(Object.keys(cache.ROOT_QUERY as object)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^products\(\{.*"search":"milk"/)]),
    );
  });

  it('draws the page asked for, in Arabic, and a search by name from the path', async () => {
    const arabic = await renderPage(
      'SearchPage',
      request('?q=milk&page=2', 'ar'),
      service().graphql,
    );
    expect(arabic?.html).toContain('نتائج البحث');
    const byName = service();
    await renderPage('SearchPage', request('', 'en', 'rice'), byName.graphql);
    expect(byName.asked[0]?.variables).toMatchObject({ search: 'rice' });
  });

  it('says so when nothing matches, with no grid to draw', async () => {
    const page = await renderPage('SearchPage', request('?q=zzz'), service([]).graphql);
    expect(page?.html).toContain('zzz');
    expect(page?.html).not.toContain('dukkan-fragment');
  });

  it('draws nothing without a term, for another module, or when the search fails', async () => {
    const { graphql, asked } = service();
    expect(await renderPage('SearchPage', request('?q=%20'), graphql)).toBeNull();
    expect(await renderPage('ComparePage', request('?q=milk'), graphql)).toBeNull();
    expect(asked).toHaveLength(0);
    const down: GraphQLFetch = () => Promise.reject(new Error('connection refused'));
    expect(await renderPage('SearchPage', request('?q=milk'), down)).toBeNull();
    const failing: GraphQLFetch = () => Promise.resolve({ errors: [{ message: 'boom' }] });
    expect(await renderPage('SearchPage', request('?q=milk'), failing)).toBeNull();
  });
});
