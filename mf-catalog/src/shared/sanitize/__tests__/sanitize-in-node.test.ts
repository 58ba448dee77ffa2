/** @jest-environment node */
// Node, as in the gateway, where there is no DOM for DOMPurify.
import { sanitizeHtml } from '../sanitize-in-node';

describe('sanitizeHtml in Node (the first screens drawn by the gateway)', () => {
  it('keeps ordinary markup: paragraphs, lists, emphasis, headings, tables, links and images', () => {
    const html =
      '<h3>Care</h3><p>Ripe <strong>today</strong>, <em>sweet</em> &amp; <b>ready</b>.<br />Keep cool.</p>' +
      '<ul><li>One</li><li>Two<ol start="3"><li>Three</li></ol></li></ul>' +
      '<a href="https://dukkan.example/en/mangoes-6" title="More">more</a> <a href="/en/fresh-fruits">fruits</a> ' +
      '<a href="mailto:care@dukkan.example">mail</a> <a href="tel:+20212345678">call</a>' +
      '<img src="/media/6.svg" alt="Mangoes" width="200" height="200" />' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />' +
      '<table><tbody><tr><th scope="row">Weight</th><td>1 kg</td></tr></tbody></table>' +
      '<p dir="rtl" lang="ar">مانجو طازجة</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts with their code, and every event handler', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()" onmouseover="steal()">Ripe</p><script>steal()</script>' +
          '<img src="x" onerror="steal()" alt="Mangoes" /><a href="/x" onfocus="steal()">x</a>' +
          '<noscript><p>no</p></noscript>',
      ),
    ).toBe('<p>Ripe</p><img src="x" alt="Mangoes" /><a href="/x">x</a>');
  });

  it.each([
    'javascript:steal()',
    'JaVaScRiPt:steal()',
    ' javascript:steal()',
    'java\tscript:steal()',
    'java&#x09;script:steal()',
    '&#106;avascript:steal()',
    'vbscript:steal()',
  ])('removes the URL %j from links and images', (url) => {
    expect(sanitizeHtml(`<a href="${url}">more</a><img src="${url}" alt="" />`)).toBe(
      '<a>more</a><img alt="" />',
    );
  });

  it("allows data: URLs in an image's src only, as DOMPurify does", () => {
    const page = 'data:text/html;base64,PHNjcmlwdD5zdGVhbCgpPC9zY3JpcHQ+';
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeHtml(`<a href="${page}">more</a><a href="${image}">image</a>`)).toBe(
      '<a>more</a><a>image</a>',
    );
    expect(sanitizeHtml(`<img src="${image}" alt="" />`)).toBe(`<img src="${image}" alt="" />`);
  });

  it('removes style attributes and style elements', () => {
    expect(
      sanitizeHtml(
        '<p style="position:fixed;inset:0">Ripe</p><style>body{display:none}</style><span style="color:red">x</span>',
      ),
    ).toBe('<p>Ripe</p><span>x</span>');
  });

  it('removes pre, form, input and button, keeping their text as DOMPurify does', () => {
    expect(
      sanitizeHtml(
        '<pre>a long line</pre><form action="/steal" method="post"><input name="card" value="1" />' +
          '<button type="submit">Pay</button><textarea>typed</textarea><select><option>one</option></select></form>',
      ),
    ).toBe('a long linePay');
  });

  it('removes embedded content, SVG and MathML with what they hold', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf" />' +
          '<svg><script>steal()</script><text>svg</text></svg><math><mi>x</mi></math>' +
          '<template><p>later</p></template><base href="https://evil.example/" />' +
          '<link rel="stylesheet" href="https://evil.example/x.css" /><meta http-equiv="refresh" content="0" />' +
          '<p>kept</p>',
      ),
    ).toBe('<p>kept</p>');
  });

  it('keeps no id, name, class or target, which could reach the page around it', () => {
    expect(
      sanitizeHtml(
        '<p id="cookie" class="css-1" name="x">a</p><a href="/x" target="_blank" rel="noopener">b</a>',
      ),
    ).toBe('<p>a</p><a href="/x" rel="noopener">b</a>');
  });
});
