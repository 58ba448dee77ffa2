// What a page's head says about its subject, read from the Apollo cache the page was drawn from
// (the first screen's per-request render, first-screen/draw-page.ts): the same answers the
// shopper sees drawn, so the head and the page never disagree.

/** A category the page names (a breadcrumb's step). */
export interface CategoryLink {
  name: string;
  urlKey: string;
}

export interface ProductFacts {
  kind: 'product';
  name: string;
  /** The page's own title (meta title, else the name). */
  title: string;
  description: string;
  keywords: string;
  sku: string;
  brand: string | null;
  /** The main image's URL as the service gives it (often a path on this origin). */
  image: string | null;
  price: number;
  inStock: boolean;
  /** The product's categories, the one it is filed under first. */
  categories: CategoryLink[];
}

export interface CategoryFacts {
  kind: 'category';
  name: string;
  title: string;
  description: string;
  keywords: string;
  image: string | null;
}

export type PageFacts = ProductFacts | CategoryFacts;

type Entity = Record<string, unknown>;
type Cache = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An HTML fragment as one line of plain text (a meta description), at most `max` characters. */
export function plainText(html: string, max = 300): string {
  const flat = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The entity a cache reference points at (or the value itself when it is inline). */
function deref(cache: Cache, value: unknown): Entity | null {
  if (!value || typeof value !== 'object') return null;
  const ref = (value as { __ref?: unknown }).__ref;
  if (typeof ref === 'string') return (cache[ref] as Entity | undefined) ?? null;
  return value as Entity;
}

/** The route the page resolved (`route({"url":...})` of the root query). */
function routeEntity(cache: Cache, urlKey: string): Entity | null {
  const root = cache.ROOT_QUERY as Entity | undefined;
  if (!root) return null;
  return deref(cache, root[`route(${JSON.stringify({ url: urlKey })})`]);
}

function priceOf(product: Entity): number | null {
  const range = product.price_range as
    { maximum_price?: { final_price?: { value?: unknown } } } | undefined;
  const value = range?.maximum_price?.final_price?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function imageOf(entity: Entity, field = 'image'): string | null {
  const image = entity[field];
  if (typeof image === 'string') return image || null;
  const url = text((image as { url?: unknown } | null)?.url);
  return url || null;
}

function productFacts(cache: Cache, product: Entity): ProductFacts | null {
  const name = text(product.name);
  const price = priceOf(product);
  if (!name || price === null) return null;
  const categories = (Array.isArray(product.categories) ? product.categories : [])
    .map((each) => deref(cache, each))
    .filter((each): each is Entity => each !== null && Boolean(text(each.name)))
    .map((each) => ({ name: text(each.name), urlKey: text(each.url_key) }))
    .filter((each) => each.urlKey !== '');
  const left = product.only_x_left_in_stock;
  const description =
    text(product.meta_description) ||
    plainText(text((product.short_description as { html?: unknown } | null)?.html));
  return {
    kind: 'product',
    name,
    title: text(product.meta_title) || name,
    description,
    keywords: text(product.meta_keyword),
    sku: text(product.sku),
    brand: text((product.brand as { name?: unknown } | null)?.name) || null,
    image: imageOf(product),
    price,
    // The service's quantity at the shopper's store; none given means it is not counted down.
    inStock: typeof left !== 'number' || left > 0,
    categories,
  };
}

function categoryFacts(category: Entity): CategoryFacts | null {
  const name = text(category.name);
  if (!name) return null;
  return {
    kind: 'category',
    name,
    title: text(category.meta_title) || name,
    description: text(category.meta_description) || plainText(text(category.description)),
    keywords: text(category.meta_keywords),
    image: imageOf(category),
  };
}

/**
 * The product or category a `/{url_key}` page shows, from the cache it was drawn from; null for
 * any other page, or when the draw did not come (the head then says what every page says).
 */
export function pageFactsOf(cache: Cache | null, urlKey: string | undefined): PageFacts | null {
  if (!cache || !urlKey) return null;
  const route = routeEntity(cache, urlKey);
  if (!route) return null;
  if (route.__typename === 'CategoryTree') return categoryFacts(route);
  if (route.__typename === 'CmsPage') return null;
  return productFacts(cache, route);
}
