import sanitize from 'sanitize-html';

// What a description may keep: an allow-list, every name of which DOMPurify's defaults also
// allow, so this never lets through what the browser's cleaning would remove. Left out on
// purpose: what the browser's call forbids (pre, style, form, input, button, the style
// attribute), every form control, media and embedded content, SVG and MathML, and `id`/`name`
// (DOMPurify keeps them only after checking they cannot clobber the document's properties).
const TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'figure',
  'figcaption',
  'details',
  'summary',
  'a',
  'img',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'dfn',
  'code',
  'kbd',
  'samp',
  'var',
  'time',
  'bdi',
  'bdo',
  'wbr',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ATTRIBUTES: Record<string, string[]> = {
  '*': ['dir', 'lang', 'title'],
  a: ['href', 'hreflang', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  time: ['datetime'],
  del: ['datetime'],
  ins: ['datetime'],
  details: ['open'],
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  // DOMPurify's URL rule, narrowed: web, mail and phone links, relative URLs, and `data:` only
  // in an image's src (DOMPurify allows it there too). `javascript:` and the rest go, however
  // they are spelt (entities, control characters, case).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  // A removed element keeps its text, as DOMPurify's KEEP_CONTENT does, except these, whose
  // content is code, data or markup of its own (the library's own list, `xmp` included, then
  // the ones DOMPurify also drops whole).
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'template',
    'title',
    'select',
    'svg',
    'math',
  ],
  // No style attribute is ever kept, so there is nothing for its CSS parser to do.
  parseStyleAttributes: false,
};

/**
 * HTML from the service (description, short description) as the gateway's first screens draw
 * it, in Node: the same contract as the browser's sanitize-in-browser.ts, which DOMPurify
 * implements and which needs a DOM. Scripts, event handlers, `javascript:` URLs, the style
 * attribute and pre, form, input and button never survive; ordinary markup does.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
