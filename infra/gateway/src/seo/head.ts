// The page head the gateway writes for search engines and link previews (issue 63): the title
// with the store's prefix and suffix, meta description and keywords, the canonical link and the
// language alternates (shell spec: Arabic paths carry /ar), Open Graph and Twitter card tags,
// and JSON-LD (Organization; on a product page Product with its Offer and a BreadcrumbList; on
// a category page its BreadcrumbList). All in the HTML, read by clients that run no script.
import { LOCALES, stripLocale, withLocale } from '@dukkan/contracts/locale';
import type { Locale } from '@dukkan/contracts/locale';
import { titleWith } from '@dukkan/contracts/page-title';
import { escapeAttribute, escapeText } from '../pages/html';
import type { PageFacts, ProductFacts } from './page-facts';
import type { StoreSeo } from './store-seo';

export interface HeadRequest {
  /** `https://host[:port]` as the client reached the gateway. */
  origin: string;
  locale: Locale;
  pathname: string;
  facts: PageFacts | null;
  store: StoreSeo | null;
}

/** Open Graph's locale names. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_EG' };

/** The currency when the store does not name one (the spec's prices are in Egyptian pounds). */
const DEFAULT_CURRENCY = 'EGP';

/** The title rule, shared with the shell (`@dukkan/contracts/page-title`). */
export { titleWith };

/** A URL on this origin for a path the service gives (`/media/...`), or the URL as it is. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A JSON-LD block; `<` escaped so no value can close the element. */
function jsonLd(value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  content ? `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">` : '';

function organization(request: HeadRequest): Record<string, unknown> | null {
  const { store, origin, locale } = request;
  if (!store?.store_name) return null;
  const phone = store.customer_support_phone;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.store_name,
    url: `${origin}${withLocale(locale, '/')}`,
    ...(phone
      ? {
          telephone: phone,
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: phone,
            contactType: 'customer service',
          },
        }
      : {}),
  };
}

/** Home, then the product's first category (or the category itself), then the page. */
function breadcrumbs(request: HeadRequest, canonical: string): Record<string, unknown> | null {
  const { facts, origin, locale, store } = request;
  if (!facts) return null;
  const steps = [
    {
      name: store?.store_name || store?.default_title || origin,
      item: `${origin}${withLocale(locale, '/')}`,
    },
  ];
  const category = facts.kind === 'product' ? facts.categories[0] : undefined;
  if (category)
    steps.push({
      name: category.name,
      item: `${origin}${withLocale(locale, `/${category.urlKey}`)}`,
    });
  steps.push({ name: facts.name, item: canonical });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, at) => ({ '@type': 'ListItem', position: at + 1, ...step })),
  };
}

function product(request: HeadRequest, facts: ProductFacts, canonical: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    ...(facts.image ? { image: [absolute(request.origin, facts.image)] } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: facts.price.toFixed(2),
      priceCurrency: request.store?.base_currency_code || DEFAULT_CURRENCY,
      availability: `https://schema.org/${facts.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The canonical link, the alternates of both languages and x-default (the English page). */
function links(request: HeadRequest): { canonical: string; tags: string } {
  const page = stripLocale(request.pathname);
  const url = (locale: Locale) => `${request.origin}${withLocale(locale, page)}`;
  const canonical = url(request.locale);
  const alternates = LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(url(locale))}">`,
  );
  const fallback = `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(url('en'))}">`;
  return {
    canonical,
    tags: `<link rel="canonical" href="${escapeAttribute(canonical)}">${alternates.join('')}${fallback}`,
  };
}

/** Open Graph and Twitter card tags; a product's price and availability among them. */
function previewTags(request: HeadRequest, title: string, description: string, canonical: string) {
  const { facts, store, locale, origin } = request;
  const image = facts?.image ? absolute(origin, facts.image) : '';
  const other = LOCALES.filter((each) => each !== locale);
  const tags = [
    meta('property', 'og:type', facts?.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', store?.store_name ?? ''),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...other.map((each) => meta('property', 'og:locale:alternate', OG_LOCALE[each])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image && facts ? facts.name : ''),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (facts?.kind === 'product') {
    tags.push(
      meta('property', 'product:price:amount', facts.price.toFixed(2)),
      meta('property', 'product:price:currency', store?.base_currency_code || DEFAULT_CURRENCY),
      meta('property', 'product:availability', facts.inStock ? 'in stock' : 'out of stock'),
    );
  }
  return tags.join('');
}

/** The head's title and tags for one page. */
export function seoHead(request: HeadRequest): { title: string; tags: string } {
  const { facts, store } = request;
  const title = titleWith(store, facts?.title ?? null);
  const description = facts?.description || store?.default_description || '';
  const keywords = facts?.keywords || store?.default_keywords || '';
  const { canonical, tags: linkTags } = links(request);
  const blocks = [
    organization(request),
    facts?.kind === 'product' ? product(request, facts, canonical) : null,
    breadcrumbs(request, canonical),
  ].filter((block) => block !== null);
  const tags = [
    meta('name', 'description', description),
    meta('name', 'keywords', keywords),
    linkTags,
    previewTags(request, title, description, canonical),
    ...blocks.map(jsonLd),
  ].join('');
  return { title, tags };
}

/** `html` with its `<title>` replaced by `title` (when there is one) and `tags` ending its head. */
export function withSeoHead(html: string, { title, tags }: { title: string; tags: string }) {
  const titled = title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    : html;
  return titled.replace('</head>', () => `${tags}</head>`);
}
