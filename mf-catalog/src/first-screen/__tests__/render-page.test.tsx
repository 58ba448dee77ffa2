/** @jest-environment node */
// Node, as in the gateway: with a document, emotion would put the styles in its head instead.
import { renderPage } from '../render-page';
import type { GraphQLFetch } from '../render-page';
import { productCard } from '@dukkan/build/testing/fixtures';
import { CATEGORY_ANSWERS, mangoes, productAnswers, request, service } from './page-service';

describe('renderPage (a category page per request)', () => {
  it('draws the category with its products and returns the answers as the cache', async () => {
    const { graphql, names } = service(CATEGORY_ANSWERS);
    const page = await renderPage('UrlResolverPage', request('fresh-fruits'), graphql);
    expect(page).not.toBeNull();
    const { html, cache } = page!;
    expect(html).toMatch(/^<style data-emotion="css [\w ]+">/);
    expect(html).toContain('Fresh Fruits</h1>');
    expect(html).toContain('Fruit 1');
    // The first card's image is fetched at once and early: the page's largest paint.
    expect(html).toMatch(/<img[^>]*alt="Fruit 1"[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    // Nothing in it works before the app has replaced it, and nothing chosen there is lost.
    expect(html).toMatch(/<(input|select) inert=""/);
    expect(html).not.toMatch(
      /<(button (?!aria-disabled="true")|(form|label|input|select)(?! inert=""))/,
    );
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

  it('draws nothing for a CMS page, an unknown path, another module or a failed answer', async () => {
    const cms = service({
      ResolveUrl: () => ({
        route: { __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'privacy' },
      }),
    });
    expect(await renderPage('UrlResolverPage', request('privacy'), cms.graphql)).toBeNull();
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

/** A product linked to Mangoes. */
const PAPAYAS = productCard({ id: 7, sku: 'DK-000007', name: 'Papayas', url_key: 'papayas-7' });

describe('renderPage (a product page per request)', () => {
  it('draws the product with its name, price, description and image, and returns the answers as the cache', async () => {
    const { graphql, names } = service(productAnswers());
    const page = await renderPage('UrlResolverPage', request('mangoes-6'), graphql);
    expect(page).not.toBeNull();
    const { html, cache } = page!;
    expect(html).toMatch(/^<style data-emotion="css [\w ]+">/);
    expect(html).toMatch(/<h1[^>]*>Mangoes<\/h1>/);
    expect(html).toMatch(/EGP\s55\.95/);
    expect(html).toContain('Sweet Egyptian mangoes.');
    expect(html).toContain(
      '<p>Ripe <strong>today</strong>.</p><ul><li>Delivered from your nearest Dukkan store</li></ul>',
    );
    // The main image is the page's largest paint but for the text: fetched at once, first.
    const main = /<img[^>]*alt="Mangoes"[^>]*>/.exec(html)?.[0] ?? '';
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).not.toMatch(/loading=/i);
    expect(new Set(names)).toEqual(
      new Set(['ResolveUrl', 'ProductDetail', 'StockThreshold', 'ProductLinks']),
    );
    expect(Object.keys(cache.ROOT_QUERY as object)).toEqual(
      expect.arrayContaining([
        'route({"url":"mangoes-6"})',
        'products({"currentPage":1,"filter":{"url_key":{"eq":"mangoes-6"}},"pageSize":1})',
        'storeConfig',
      ]),
    );
    expect(cache['SimpleProduct:6']).toMatchObject({
      name: 'Mangoes',
      sku: 'DK-000006',
      description: { html: expect.stringContaining('Ripe') },
    });
  });

  it('draws it in Arabic for /ar', async () => {
    const page = await renderPage(
      'UrlResolverPage',
      request('mangoes-6', 'ar'),
      service(productAnswers()).graphql,
    );
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Mangoes<\/h1>/);
    expect(html).toContain('مسار التنقل');
    expect(html).toMatch(/>الوصف<\/h2>/);
    // Arabic prices have no decimals (spec section 1).
    expect(html).toContain('٥٦');
    expect(html).toContain('<li>Delivered from your nearest Dukkan store</li>');
    expect(page?.cache['SimpleProduct:6']).toMatchObject({ name: 'Mangoes' });
  });

  it('cleans the description in Node: no script, event handler, javascript: URL, style or <pre>', async () => {
    const product = mangoes({
      description: {
        __typename: 'ComplexTextValue',
        html:
          '<p style="color:red" onclick="steal()">Ripe <b>today</b>.</p><pre>preformatted</pre>' +
          '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' +
          '<a href="javascript:steal()">more</a><form><input name="card"><button>Pay</button></form>',
      },
    });
    const page = await renderPage(
      'UrlResolverPage',
      request('mangoes-6'),
      service(productAnswers(product)).graphql,
    );
    const description = /<section aria-labelledby="product-description-title">.*?<\/section>/.exec(
      page?.html ?? '',
    )?.[0];
    expect(description).toContain('<p>Ripe <b>today</b>.</p>preformatted<img src="x" />');
    expect(description).toContain('<a>more</a>');
    expect(description).not.toMatch(/<script|onerror|onclick|javascript:|style=|<pre|<form|<input/);
    expect(description).not.toMatch(/<button/);
  });

  it('draws the linked products under it, once their query has answered', async () => {
    const answers = productAnswers(mangoes(), [PAPAYAS]);
    const page = await renderPage(
      'UrlResolverPage',
      request('mangoes-6'),
      service(answers).graphql,
    );
    expect(page?.html).toMatch(/<h2[^>]*>Related products<\/h2>/);
    expect(page?.html).toContain('Papayas');
  });

  it("makes the copy's form and fields inert (an out-of-stock product's e-mail form)", async () => {
    const product = mangoes({ only_x_left_in_stock: 0 });
    const page = await renderPage(
      'UrlResolverPage',
      request('mangoes-6'),
      service(productAnswers(product)).graphql,
    );
    const html = page?.html ?? '';
    expect(html).toContain('<form inert=""');
    expect(html).toMatch(/<input inert=""[^>]*name="contact"/);
    expect(html).not.toMatch(
      /<(button (?!aria-disabled="true")|(form|label|input|select)(?! inert=""))/,
    );
  });

  it('draws the product without its strips when they cannot be read, as the app shows it', async () => {
    const answers = productAnswers(mangoes(), [PAPAYAS]);
    const { graphql } = service(answers);
    const failingLinks: GraphQLFetch = (body) =>
      body.operationName === 'ProductLinks'
        ? Promise.resolve({ errors: [{ message: 'links unavailable' }] })
        : graphql(body);
    const page = await renderPage('UrlResolverPage', request('mangoes-6'), failingLinks);
    expect(page).not.toBeNull();
    expect(page!.html).toMatch(/<h1[^>]*>Mangoes<\/h1>/);
    expect(page!.html).not.toContain('Papayas');
    // Served, not kept by the gateway: the next request draws the page whole again.
    expect(page!.partial).toBe(true);
    // No answer for the strips in the cache (they would be the product's fields): the app asks
    // for them itself.
    expect(page!.cache['SimpleProduct:6']).toMatchObject({ name: 'Mangoes' });
    expect(page!.cache['SimpleProduct:6']).not.toHaveProperty('related_products');
    const whole = await renderPage('UrlResolverPage', request('mangoes-6'), graphql);
    expect(whole?.cache['SimpleProduct:6']).toHaveProperty('related_products');
    expect(whole?.partial).toBeUndefined();

    const down: GraphQLFetch = (body) =>
      body.operationName === 'ProductLinks'
        ? Promise.reject(new Error('connection reset'))
        : graphql(body);
    const drawn = await renderPage('UrlResolverPage', request('mangoes-6'), down);
    expect(drawn?.html).toMatch(/<h1[^>]*>Mangoes<\/h1>/);
  });

  it('draws nothing when the product cannot be read', async () => {
    const { ProductDetail: _omitted, ...withoutDetail } = productAnswers();
    expect(
      await renderPage('UrlResolverPage', request('mangoes-6'), service(withoutDetail).graphql),
    ).toBeNull();
  });
});
