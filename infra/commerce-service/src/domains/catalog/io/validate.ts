import type {
  ProductAttribute,
  ProductsTable,
  ProductVideoRow,
  SizeChartRow,
} from '../../../db/schema';
import type { CatalogCells, CatalogField } from './format';

/** What a file's rows are checked against: the database's sources, categories, brands, products. */
export interface CatalogContext {
  sources: Set<string>;
  /** By url_path. */
  categories: Map<string, { id: number; name: string; name_ar: string }>;
  /** By url_key. */
  brands: Map<string, { id: number; name: string; name_ar: string }>;
  /** By sku. */
  products: Map<string, { id: number; type: ProductsTable['type'] }>;
  /** url_key -> sku of the products in the database. */
  urlKeys: Map<string, string>;
}

export interface StockInput {
  source: string;
  qty: string;
  price: string | null;
}

/** One valid row, typed. Optional fields left empty are null (defaults apply when written). */
export interface ProductInput {
  row: number;
  sku: string;
  type: ProductsTable['type'];
  parentSku: string | null;
  visible: boolean;
  name: string;
  nameAr: string;
  urlKey: string;
  shortDescription: string;
  shortDescriptionAr: string;
  description: string;
  descriptionAr: string;
  brand: string | null;
  categories: string[];
  position: number;
  price: string;
  specialPrice: string | null;
  specialFrom: Date | null;
  specialTo: Date | null;
  newFrom: Date | null;
  newTo: Date | null;
  incrementStep: string;
  minAmount: string;
  maxAmount: string | null;
  unit: string | null;
  unitAr: string | null;
  attributes: ProductAttribute[];
  variantAttributes: Record<string, string> | null;
  videos: ProductVideoRow[];
  sizeChart: SizeChartRow | null;
  bundleDynamicPrice: boolean;
  bestsellerRank: number | null;
  imageHue: number;
  searchTermsEn: string | null;
  searchTermsAr: string | null;
  createdAt: Date | null;
  stock: StockInput[];
}

export interface RowProblem {
  /** CSV: the spreadsheet row (the header is row 1). JSON: the element's position from 1. */
  row: number;
  sku: string;
  field: CatalogField | 'row';
  reason: string;
}

/** Longest texts (docs/security.md): names, keys and units; descriptions; search terms. */
export const TEXT_LIMITS = { short: 255, description: 20_000, searchTerms: 2_000 };

const TYPES = ['simple', 'configurable', 'grouped', 'bundle'] as const;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MONEY = /^\d{1,10}(?:\.\d{1,2})?$/;
const QTY = /^\d{1,9}(?:\.\d{1,3})?$/;
const AMOUNT = /^\d{1,5}(?:\.\d{1,3})?$/;

/** Thrown by a field reader; becomes one RowProblem for its field. */
class FieldError extends Error {
  constructor(
    readonly field: CatalogField,
    reason: string,
  ) {
    super(reason);
  }
}

/** Typed readers of one row's cells; each throws FieldError with the field and reason. */
function readers(cells: CatalogCells) {
  const text = (field: CatalogField, max: number, required = false): string => {
    const value = cells[field].trim();
    if (required && value === '') throw new FieldError(field, 'is required');
    if (value.length > max) throw new FieldError(field, `is longer than ${max} characters`);
    return value;
  };
  const optional = <T>(field: CatalogField, read: (v: string) => T): T | null =>
    cells[field].trim() === '' ? null : read(cells[field].trim());
  const matching = (field: CatalogField, pattern: RegExp, what: string) => (v: string) => {
    if (!pattern.test(v)) throw new FieldError(field, `"${v}" is not ${what}`);
    return v;
  };
  const money = (field: CatalogField) =>
    matching(field, MONEY, 'an amount of money (digits, at most 2 decimals, not negative)');
  const integer = (field: CatalogField, min: number, max: number) => (v: string) => {
    const n = Number(v);
    if (!/^-?\d+$/.test(v) || n < min || n > max)
      throw new FieldError(field, `"${v}" is not a whole number from ${min} to ${max}`);
    return n;
  };
  const date = (field: CatalogField) => (v: string) => {
    const d = new Date(v);
    if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime()))
      throw new FieldError(field, `"${v}" is not an ISO 8601 date or time`);
    return d;
  };
  const boolean = (field: CatalogField, fallback: boolean) => {
    const v = cells[field].trim().toLowerCase();
    if (v === '') return fallback;
    if (['true', '1', 'yes'].includes(v)) return true;
    if (['false', '0', 'no'].includes(v)) return false;
    throw new FieldError(field, `"${cells[field]}" is not true or false`);
  };
  const json = (field: CatalogField) => (v: string) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      throw new FieldError(field, 'is not valid JSON');
    }
  };
  return { text, optional, matching, money, integer, date, boolean, json };
}

function readAttributes(value: unknown): ProductAttribute[] {
  const keys = ['key', 'label', 'label_ar', 'value', 'value_ar'] as const;
  if (
    !Array.isArray(value) ||
    value.some(
      (a) =>
        typeof a !== 'object' ||
        a === null ||
        keys.some((k) => typeof (a as Record<string, unknown>)[k] !== 'string'),
    )
  )
    throw new FieldError('attributes', `is not a list of {${keys.join(', ')}} texts`);
  const featured = (a: ProductAttribute) => (a as { featured?: unknown }).featured;
  if (
    (value as ProductAttribute[]).some(
      (a) => ![undefined, true, false].includes(featured(a) as never),
    )
  )
    throw new FieldError('attributes', 'has a "featured" that is not true or false');
  // `featured` (a highlight of the product page) is kept only when set, as the catalogue stores it.
  return (value as ProductAttribute[]).map((a) => {
    const attribute = Object.fromEntries(keys.map((k) => [k, a[k]])) as unknown as ProductAttribute;
    return featured(a) === true ? { ...attribute, featured: true } : attribute;
  });
}

function readVariantAttributes(value: unknown): Record<string, string> | null {
  if (value === null) return null;
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    Object.values(value).some((v) => typeof v !== 'string')
  )
    throw new FieldError('variant_attributes', 'is not an object of texts, e.g. {"color":"Black"}');
  return value as Record<string, string>;
}

/** The most videos one product has (the media gallery shows them after the images). */
export const MAX_VIDEOS = 10;

/** A media file's address: a path on this site (`/media/...`) or an https URL. */
const MEDIA_URL = /^(?:\/(?!\/)|https:\/\/)[^\s"'<>]{1,500}$/;

/** An object of the given text fields, each within its limit; names the field when not. */
function readTexts<K extends string>(
  field: CatalogField,
  value: unknown,
  limits: Record<K, number>,
  what: string,
): Record<K, string> {
  const keys = Object.keys(limits) as K[];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FieldError(field, `is not ${what}`);
  const object = value as Record<string, unknown>;
  for (const k of keys) {
    const text = object[k];
    if (typeof text !== 'string' || text.trim() === '')
      throw new FieldError(field, `has no "${k}" text (${what})`);
    if (text.length > limits[k])
      throw new FieldError(field, `"${k}" is longer than ${limits[k]} characters`);
  }
  const extra = Object.keys(object).filter((k) => !keys.includes(k as K));
  if (extra.length > 0) throw new FieldError(field, `has unknown key(s) ${extra.join(', ')}`);
  return Object.fromEntries(keys.map((k) => [k, object[k] as string])) as Record<K, string>;
}

function mediaUrl(field: CatalogField, url: string): string {
  if (!MEDIA_URL.test(url))
    throw new FieldError(field, `"${url}" is not a path on this site (/...) or an https URL`);
  return url;
}

function arabicText(field: CatalogField, key: string, text: string): void {
  if (!ARABIC.test(text)) throw new FieldError(field, `"${key}" has no Arabic letter`);
}

function readVideos(value: unknown): ProductVideoRow[] {
  const what = 'a list of {url, title, title_ar, description, description_ar}';
  if (!Array.isArray(value)) throw new FieldError('videos', `is not ${what}`);
  if (value.length > MAX_VIDEOS)
    throw new FieldError('videos', `has ${value.length} videos: at most ${MAX_VIDEOS}`);
  const { short, description } = TEXT_LIMITS;
  return value.map((v: unknown) => {
    const video = readTexts(
      'videos',
      v,
      { url: 500, title: short, title_ar: short, description, description_ar: description },
      what,
    );
    mediaUrl('videos', video.url);
    arabicText('videos', 'title_ar', video.title_ar);
    return video;
  });
}

function readSizeChart(value: unknown): SizeChartRow | null {
  if (value === null) return null;
  const chart = readTexts(
    'size_chart',
    value,
    { name: TEXT_LIMITS.short, name_ar: TEXT_LIMITS.short, image: 500 },
    'an object {name, name_ar, image}',
  );
  mediaUrl('size_chart', chart.image);
  arabicText('size_chart', 'name_ar', chart.name_ar);
  return chart;
}

function readStock(cell: string, ctx: CatalogContext): StockInput[] {
  if (cell.trim() === '') return [];
  const seen = new Set<string>();
  return cell.split('|').map((entry) => {
    const [source = '', qty = '', price, ...rest] = entry.trim().split(':');
    if (rest.length > 0 || qty === '')
      throw new FieldError('stock', `"${entry}" is not source:qty or source:qty:price`);
    if (!ctx.sources.has(source)) throw new FieldError('stock', `unknown source "${source}"`);
    if (seen.has(source)) throw new FieldError('stock', `source "${source}" is given twice`);
    seen.add(source);
    if (!QTY.test(qty))
      throw new FieldError('stock', `quantity "${qty}" at ${source} is not a number from 0`);
    if (price !== undefined && price !== '' && !MONEY.test(price))
      throw new FieldError('stock', `price "${price}" at ${source} is not an amount of money`);
    return { source, qty, price: price === undefined || price === '' ? null : price };
  });
}

function readNames(r: ReturnType<typeof readers>) {
  const name = r.text('name', TEXT_LIMITS.short, true);
  if (ARABIC.test(name) || !LATIN_OR_DIGIT.test(name))
    throw new FieldError('name', 'the English name has Arabic letters or no Latin letter or digit');
  const nameAr = r.text('name_ar', TEXT_LIMITS.short, true);
  if (!ARABIC.test(nameAr)) throw new FieldError('name_ar', 'the Arabic name has no Arabic letter');
  return { name, nameAr };
}

/** The row's cells as a ProductInput; throws FieldError at the first bad field. */
function readRow(row: number, cells: CatalogCells, ctx: CatalogContext): ProductInput {
  const r = readers(cells);
  const sku = r.matching(
    'sku',
    SKU,
    'a SKU (letters, digits, . _ -, at most 64)',
  )(r.text('sku', 64, true));
  const type = (r.text('type', 20) || 'simple') as ProductInput['type'];
  if (!TYPES.includes(type))
    throw new FieldError('type', `"${type}" is not one of ${TYPES.join(', ')}`);
  const brand = r.optional('brand', (v) => {
    if (!ctx.brands.has(v)) throw new FieldError('brand', `unknown brand "${v}"`);
    return v;
  });
  const categories =
    cells.categories.trim() === '' ? [] : cells.categories.split('|').map((c) => c.trim());
  for (const path of categories)
    if (!ctx.categories.has(path)) throw new FieldError('categories', `unknown category "${path}"`);
  const unit = r.optional('unit', (v) => r.text('unit', TEXT_LIMITS.short) && v);
  const unitAr = r.optional('unit_ar', (v) => r.text('unit_ar', TEXT_LIMITS.short) && v);
  if ((unit === null) !== (unitAr === null))
    throw new FieldError(
      unit === null ? 'unit' : 'unit_ar',
      'a unit is given in both languages or neither',
    );
  const minAmount = r.optional('min_amount', r.matching('min_amount', AMOUNT, 'a quantity')) ?? '1';
  const maxAmount = r.optional('max_amount', r.matching('max_amount', AMOUNT, 'a quantity'));
  if (maxAmount !== null && Number(maxAmount) < Number(minAmount))
    throw new FieldError('max_amount', 'is smaller than min_amount');
  const incrementStep =
    r.optional('increment_step', r.matching('increment_step', AMOUNT, 'a quantity')) ?? '1';
  if (Number(incrementStep) <= 0) throw new FieldError('increment_step', 'must be more than 0');
  return {
    row,
    sku,
    type,
    parentSku: r.optional('parent_sku', (v) => v),
    visible: r.boolean('visible', true),
    ...readNames(r),
    urlKey: r.matching(
      'url_key',
      URL_KEY,
      'a URL key (a-z, 0-9 and single dashes)',
    )(r.text('url_key', TEXT_LIMITS.short, true)),
    shortDescription: r.text('short_description', TEXT_LIMITS.description),
    shortDescriptionAr: r.text('short_description_ar', TEXT_LIMITS.description),
    description: r.text('description', TEXT_LIMITS.description),
    descriptionAr: r.text('description_ar', TEXT_LIMITS.description),
    brand,
    categories,
    position: r.optional('position', r.integer('position', 0, 1_000_000)) ?? 0,
    price: r.money('price')(r.text('price', 20, true)),
    specialPrice: r.optional('special_price', r.money('special_price')),
    specialFrom: r.optional('special_from_date', r.date('special_from_date')),
    specialTo: r.optional('special_to_date', r.date('special_to_date')),
    newFrom: r.optional('new_from_date', r.date('new_from_date')),
    newTo: r.optional('new_to_date', r.date('new_to_date')),
    incrementStep,
    minAmount,
    maxAmount,
    unit,
    unitAr,
    attributes: r.optional('attributes', (v) => readAttributes(r.json('attributes')(v))) ?? [],
    variantAttributes: r.optional('variant_attributes', (v) =>
      readVariantAttributes(r.json('variant_attributes')(v)),
    ),
    videos: r.optional('videos', (v) => readVideos(r.json('videos')(v))) ?? [],
    sizeChart: r.optional('size_chart', (v) => readSizeChart(r.json('size_chart')(v))),
    bundleDynamicPrice: r.boolean('bundle_dynamic_price', false),
    bestsellerRank: r.optional('bestseller_rank', r.integer('bestseller_rank', 1, 2_000_000_000)),
    imageHue: r.optional('image_hue', r.integer('image_hue', 0, 359)) ?? 0,
    searchTermsEn: r.optional('search_terms_en', () =>
      r.text('search_terms_en', TEXT_LIMITS.searchTerms),
    ),
    searchTermsAr: r.optional('search_terms_ar', () =>
      r.text('search_terms_ar', TEXT_LIMITS.searchTerms),
    ),
    createdAt: r.optional('created_at', r.date('created_at')),
    stock: readStock(cells.stock, ctx),
  };
}

/** Checks across rows and against the database: duplicates, URL keys, parents, windows. */
function crossCheck(
  input: ProductInput,
  ctx: CatalogContext,
  seen: { skus: Set<string>; urlKeys: Map<string, string> },
  fileTypes: Map<string, ProductInput['type']>,
): void {
  if (seen.skus.has(input.sku)) throw new FieldError('sku', `"${input.sku}" is in the file twice`);
  const inFile = seen.urlKeys.get(input.urlKey);
  if (inFile !== undefined)
    throw new FieldError(
      'url_key',
      `"${input.urlKey}" is also the URL key of ${inFile} in the file`,
    );
  const owner = ctx.urlKeys.get(input.urlKey);
  if (owner !== undefined && owner !== input.sku && !fileTypes.has(owner))
    throw new FieldError('url_key', `"${input.urlKey}" is the URL key of product ${owner}`);
  if (input.parentSku !== null) {
    const parentType = fileTypes.get(input.parentSku) ?? ctx.products.get(input.parentSku)?.type;
    if (parentType !== 'configurable')
      throw new FieldError('parent_sku', `"${input.parentSku}" is not a configurable product`);
    if (input.type !== 'simple')
      throw new FieldError('parent_sku', 'only a simple product has a parent');
  }
  if (input.specialFrom && input.specialTo && input.specialTo < input.specialFrom)
    throw new FieldError('special_to_date', 'is before special_from_date');
  if (input.newFrom && input.newTo && input.newTo < input.newFrom)
    throw new FieldError('new_to_date', 'is before new_from_date');
}

/** Every row checked: the valid ones typed, the refused ones with their field and reason. */
export function validateRows(
  rows: CatalogCells[],
  ctx: CatalogContext,
  firstRow: number,
): { valid: ProductInput[]; problems: RowProblem[] } {
  const valid: ProductInput[] = [];
  const problems: RowProblem[] = [];
  const seen = { skus: new Set<string>(), urlKeys: new Map<string, string>() };
  const fileTypes = new Map(
    rows.map((c) => [c.sku.trim(), (c.type.trim() || 'simple') as ProductInput['type']]),
  );
  rows.forEach((cells, i) => {
    const row = firstRow + i;
    try {
      const input = readRow(row, cells, ctx);
      crossCheck(input, ctx, seen, fileTypes);
      seen.skus.add(input.sku);
      seen.urlKeys.set(input.urlKey, input.sku);
      valid.push(input);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      problems.push({ row, sku: cells.sku.trim(), field: error.field, reason: error.message });
    }
  });
  // A variant whose parent row was refused cannot be applied either.
  const refused = new Set(problems.map((p) => p.sku));
  const kept = valid.filter((input) => {
    if (input.parentSku === null || !refused.has(input.parentSku)) return true;
    problems.push({
      row: input.row,
      sku: input.sku,
      field: 'parent_sku',
      reason: `the row of ${input.parentSku} is refused`,
    });
    return false;
  });
  problems.sort((a, b) => a.row - b.row);
  return { valid: kept, problems };
}
