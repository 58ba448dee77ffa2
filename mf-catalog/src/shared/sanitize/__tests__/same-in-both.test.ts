// jsdom, where both cleanings run: what the gateway's copy shows (Node) must be what the app
// then shows (DOMPurify), or the page would change under the shopper's eyes as the app takes
// over.
import { sanitizeHtml as inBrowser } from '../sanitize-in-browser';
import { sanitizeHtml as inNode } from '../sanitize-in-node';

/** The markup as the browser parses it, so `<br />` and `<br>` are the same. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const DESCRIPTIONS = [
  // The service's own (infra/commerce-service/src/seed/generate.ts).
  '<p>Mangoes, from our bananas &amp; tropical range.</p><ul><li>Category: Fruits &amp; Vegetables / Fresh Fruits</li><li>Delivered from your nearest Dukkan store</li></ul>',
  '<p>مانجو، من تشكيلة موز وفواكه استوائية.</p><ul><li>القسم: فواكه وخضروات / فواكه طازجة</li><li>توصيل من أقرب فرع لدكان</li></ul>',
  'Sweet Egyptian mangoes.',
  // What a merchant's editor writes.
  '<h3>Care</h3><p>Keep <strong>cool</strong> &amp; <em>dry</em>.<br>Eat within <b>3</b> days.</p><ol><li>Wash</li><li>Peel</li></ol>',
  '<p>See <a href="https://dukkan.example/en/fresh-fruits" title="Fresh fruits">fresh fruits</a> or <a href="/en/cart">your cart</a>.</p><img src="/media/6.svg" alt="Mangoes" width="200" height="200">',
  '<table><caption>Per 100 g</caption><thead><tr><th scope="col">Nutrient</th><th scope="col">Amount</th></tr></thead><tbody><tr><td>Sugar</td><td>14 g</td></tr></tbody></table>',
  '<p dir="rtl" lang="ar">مانجو <span lang="en">Alphonso</span></p><blockquote><p>Best in town</p></blockquote><hr>',
  // What both remove.
  '<p style="color:red" onclick="steal()">Ripe</p><pre>a long line</pre><script>steal()</script><img src="x" onerror="steal()">',
  '<a href="javascript:steal()">more</a><form><input name="card"><button>Pay</button></form>',
];

describe('the cleaning in Node and DOMPurify in the browser', () => {
  it.each(DESCRIPTIONS)('give the same markup for %j', (html) => {
    expect(parsed(inNode(html))).toBe(parsed(inBrowser(html)));
  });
});
