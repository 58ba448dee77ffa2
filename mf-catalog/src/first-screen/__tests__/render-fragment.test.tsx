/** @jest-environment node */
// Node, as in the gateway: with a document, emotion would put the styles in its head instead.
import { toProductSummary } from '@dukkan/contracts';
import { productCard } from '@dukkan/build/testing/fixtures';
import { renderFragment } from '../render-fragment';

const products = [1, 2, 3].map((id) =>
  toProductSummary(productCard({ id, sku: `DK-${id}`, name: `Milk ${id}`, url_key: `milk-${id}` })),
);

describe('renderFragment (the product grid drawn into another page)', () => {
  it('draws the cards as the app does, the first row eager, its buttons inactive', () => {
    const html = renderFragment(
      'ProductGrid',
      { products, leading: true },
      { locale: 'en', path: '/en/search' },
    );
    expect(html).not.toBeNull();
    expect(html).toMatch(/^<style data-emotion="css [\w ]+">/);
    expect(html).toContain('Milk 3');
    expect(html).toMatch(/<a [^>]*href="\/en\/milk-1"/);
    // The search page's largest paint: the first card's image, fetched at once and early.
    expect(html).toMatch(/<img[^>]*alt="Milk 1"[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    expect(html).not.toMatch(/<button (?!aria-disabled="true")/);
  });

  it('draws it in Arabic for /ar', () => {
    const html = renderFragment('ProductGrid', { products }, { locale: 'ar', path: '/ar/search' });
    expect(html).toMatch(/<a [^>]*href="\/ar\/milk-1"/);
  });

  it('draws nothing for another module or props that are not a grid', () => {
    const request = { locale: 'en', path: '/en/search' } as const;
    expect(renderFragment('ProductCard', { product: products[0] }, request)).toBeNull();
    expect(renderFragment('ProductGrid', { items: products }, request)).toBeNull();
    expect(renderFragment('ProductGrid', null, request)).toBeNull();
  });
});
