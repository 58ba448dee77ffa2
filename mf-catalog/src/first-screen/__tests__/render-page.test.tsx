/** @jest-environment node */
// Node, as in the gateway: with a document, emotion would put the styles in its head instead.
import { renderPage } from '../render-page';
import type { GraphQLFetch } from '../render-page';
import { CATEGORY_ANSWERS, request, service } from './page-service';

describe('renderPage (a category page per request)', () => {
  it('draws the category with its products and returns the answers as the cache', async () => {
    const { graphql, names } = service(CATEGORY_ANSWERS);
    const page = await renderPage('UrlResolverPage', request('fresh-fruits'), graphql);
    expect(page).not.toBeNull();
    const { html, cache } = page!;
    expect(html.startsWith('<style>')).toBe(true);
    expect(html).toContain('Fresh Fruits</h1>');
    expect(html).toContain('Fruit 1');
    // The first card's image is fetched at once and early: the page's largest paint.
    expect(html).toMatch(/<img[^>]*alt="Fruit 1"[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    expect(new Set(names)).toEqual(new Set(['ResolveUrl', 'ListProducts', 'CategoryPageOffer']));
    expect(Object.keys(cache.ROOT_QUERY as object)).toEqual(
      expect.arrayContaining([
        'route({"url":"fresh-fruits"})',
        expect.stringMatching(/^products\(/),
        'categoryPageOffer({"categoryId":2})',
      ]),
    );
  });

  it('draws it in Arabic for /ar', async () => {
    const page = await renderPage(
      'UrlResolverPage',
      request('fresh-fruits', 'ar'),
      service(CATEGORY_ANSWERS).graphql,
    );
    expect(page?.html).toContain('مسار التنقل');
  });

  it('draws nothing for a product, an unknown path, another module or a failed answer', async () => {
    const product = service({
      ResolveUrl: () => ({
        route: {
          __typename: 'SimpleProduct',
          type: 'PRODUCT',
          relative_url: 'mangoes-6',
          url_key: 'mangoes-6',
        },
      }),
    });
    expect(await renderPage('UrlResolverPage', request('mangoes-6'), product.graphql)).toBeNull();
    const all = service(CATEGORY_ANSWERS);
    expect(await renderPage('UrlResolverPage', request('nothing'), all.graphql)).toBeNull();
    expect(await renderPage('HomePage', request('fresh-fruits'), all.graphql)).toBeNull();
    const { ListProducts: _omitted, ...withoutProducts } = CATEGORY_ANSWERS;
    const failing = service(withoutProducts);
    expect(
      await renderPage('UrlResolverPage', request('fresh-fruits'), failing.graphql),
    ).toBeNull();
    const down: GraphQLFetch = () => Promise.reject(new Error('connection refused'));
    expect(await renderPage('UrlResolverPage', request('fresh-fruits'), down)).toBeNull();
  });
});
