/**
 * The items of a cart priced and stocked at the cart's store source: unit and regular prices with
 * the special-price window, bundle parts, variant options, the stock left and the stock errors of
 * each line. Also the quantity rules of a product and the item uids the storefront holds.
 */
import { PRODUCT_COLUMNS, specialActive, type ProductRow } from '../catalog/product-data';
import type { Selectable } from 'kysely';
import { round2, type CartEnv, type CartRow, type Section } from './model';
import type { CartBundleOptionJson, CartItemsTable } from './tables';

/** Quantity rules of a product (spec section 9 defaults: step 1, min 0, max unlimited). */
export interface CartControl {
  step: number;
  min: number;
  max: number | null;
  unit: string | null;
  unitAr: string | null;
}

export function controlOf(p: ProductRow): CartControl {
  const step = Number(p.increment_step);
  return {
    step: step > 0 ? step : 1,
    min: Math.max(0, Number(p.min_amount)),
    max: p.max_amount === null ? null : Number(p.max_amount),
    unit: p.unit,
    unitAr: p.unit_ar,
  };
}

export interface PricedBundleOption extends CartBundleOptionJson {
  title: string;
  titleAr: string;
  type: string;
  product: ProductRow;
  price: number;
}

export interface PricedItem {
  id: number;
  /** Magento's cart_item_uid: base64 of the numeric id. */
  uid: string;
  /** The product whose stock is taken (simple, variant or bundle). */
  product: ProductRow;
  /** The configurable parent of a variant. */
  parent: ProductRow | null;
  /** The product the shopper sees (the parent for a variant). */
  shown: ProductRow;
  qty: number;
  note: string | null;
  bundleOptions: PricedBundleOption[];
  /** Final unit price at the cart's source (special price window applied). */
  unitPrice: number;
  /** Regular unit price at the cart's source. */
  regularPrice: number;
  rowTotal: number;
  /** Stock left at the cart's source for this line (a bundle: its scarcest required part). */
  stock: number;
  section: Section;
  control: CartControl;
  /** Variant attributes or bundle choices, as label/value pairs (English and Arabic values). */
  options: Array<{ label: string; labelAr: string; value: string; valueAr: string }>;
  /** Why the line cannot be ordered as it is (spec section 5: no stock, or more than the stock left). */
  errors: Array<{ code: 'INSUFFICIENT_STOCK' | 'NOT_SALABLE'; en: string; ar: string }>;
}

export function itemUid(id: number): string {
  return Buffer.from(String(id)).toString('base64');
}

/** The numeric id of a cart_item_uid (base64 of the id) or of a plain numeric id; null when malformed. */
export function itemIdOf(raw: unknown): number | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw > 0 && raw < 2 ** 31 ? raw : null;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 20) return null;
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  const decoded = Buffer.from(raw, 'base64').toString('utf8');
  return /^\d{1,9}$/.test(decoded) && itemUid(Number(decoded)) === raw ? Number(decoded) : null;
}

function finalPrice(p: ProductRow, regular: number, now: Date): number {
  return specialActive(p, now) ? Math.min(regular, Number(p.special_price)) : regular;
}

type CartItemRow = Selectable<CartItemsTable>;

/** What pricing a cart's lines reads: products, their stock and price at the source, sections. */
interface Catalogue {
  now: Date;
  productById: Map<number, ProductRow>;
  stockById: Map<number, { qty: number; price: number | null }>;
  sectionById: Map<number, Section>;
  optionById: Map<number, { title: string; title_ar: string; type: string }>;
}

/** A line's prices, stock and options, before its quantity is compared with the stock. */
type LinePrices = Pick<
  PricedItem,
  'unitPrice' | 'regularPrice' | 'stock' | 'bundleOptions' | 'options'
>;

/** Items of a cart priced and stocked at its source, in the order they were added. */
export async function loadItems(env: CartEnv, cart: CartRow): Promise<PricedItem[]> {
  const rows = await env.db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const bundles = new Map(rows.map((r) => [r.id, bundleJson(r.bundle_options)]));
  const catalogue = await loadCatalogue(env, cart, rows, bundles);
  const items: PricedItem[] = [];
  for (const r of rows) {
    const product = catalogue.productById.get(r.product_id);
    if (!product) continue; // deleted products cascade away; a racing delete just drops the line
    const line =
      product.type === 'bundle'
        ? bundlePrices(catalogue, product, bundles.get(r.id) ?? [])
        : simpleLinePrices(catalogue, product);
    items.push(pricedItem(catalogue, r, product, line));
  }
  return items;
}

function bundleJson(raw: unknown): CartBundleOptionJson[] {
  return Array.isArray(raw)
    ? (raw as CartBundleOptionJson[])
    : (JSON.parse(String(raw)) as CartBundleOptionJson[]);
}

/** The products of the lines (variants' parents and bundles' parts too) with what prices them. */
async function loadCatalogue(
  env: CartEnv,
  cart: CartRow,
  rows: CartItemRow[],
  bundles: Map<number, CartBundleOptionJson[]>,
): Promise<Catalogue> {
  const { db } = env;
  const productIds = new Set<number>();
  for (const r of rows) {
    productIds.add(r.product_id);
    if (r.parent_id !== null) productIds.add(r.parent_id);
    for (const o of bundles.get(r.id) ?? []) productIds.add(o.product_id);
  }
  const ids = [...productIds];
  const optionIds = [...new Set([...bundles.values()].flat().map((o) => o.option_id))];
  const [products, stock, categories] = await Promise.all([
    db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute(),
    db
      .selectFrom('product_stock')
      .select(['product_id', 'qty', 'price'])
      .where('source_code', '=', cart.source_code)
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.section'])
      .where('pc.product_id', 'in', ids)
      .orderBy('c.level', 'desc')
      .orderBy('pc.position')
      .execute(),
  ]);
  const sectionById = new Map<number, Section>();
  for (const c of categories)
    if (!sectionById.has(c.product_id)) sectionById.set(c.product_id, c.section);
  const bundleOptionRows = optionIds.length
    ? await db
        .selectFrom('bundle_options')
        .select(['id', 'title', 'title_ar', 'type', 'position'])
        .where('id', 'in', optionIds)
        .execute()
    : [];
  return {
    now: env.now,
    productById: new Map(products.map((p) => [p.id, p])),
    stockById: new Map(
      stock.map((s) => [
        s.product_id,
        { qty: Number(s.qty), price: s.price === null ? null : Number(s.price) },
      ]),
    ),
    sectionById,
    optionById: new Map(bundleOptionRows.map((o) => [o.id, o])),
  };
}

/** A simple product's regular and final price and stock at the source. */
function simplePrices(catalogue: Catalogue, p: ProductRow) {
  const s = catalogue.stockById.get(p.id);
  const regular = s?.price ?? Number(p.price);
  return { regular, final: finalPrice(p, regular, catalogue.now), qty: s?.qty ?? 0 };
}

/**
 * A bundle line: its chosen parts priced one by one (or the bundle's own price when it is not
 * dynamic), and the stock of its scarcest part.
 */
function bundlePrices(
  catalogue: Catalogue,
  product: ProductRow,
  chosen: CartBundleOptionJson[],
): LinePrices {
  let regular = 0;
  let final = 0;
  let stockLeft = Number.POSITIVE_INFINITY;
  const bundleOptions: PricedBundleOption[] = [];
  const options: PricedItem['options'] = [];
  for (const o of chosen) {
    const part = catalogue.productById.get(o.product_id);
    const meta = catalogue.optionById.get(o.option_id);
    if (!part || !meta) continue;
    const prices = simplePrices(catalogue, part);
    regular += prices.regular * o.qty;
    final += prices.final * o.qty;
    stockLeft = Math.min(stockLeft, Math.floor(prices.qty / o.qty));
    bundleOptions.push({
      ...o,
      title: meta.title,
      titleAr: meta.title_ar,
      type: meta.type,
      product: part,
      price: round2(prices.final * o.qty),
    });
    options.push({
      label: meta.title,
      labelAr: meta.title_ar,
      value: `${o.qty} x ${part.name}`,
      valueAr: `${o.qty} x ${part.name_ar}`,
    });
  }
  if (!Number.isFinite(stockLeft)) stockLeft = 0;
  if (!product.bundle_dynamic_price) {
    regular = Number(product.price);
    final = finalPrice(product, regular, catalogue.now);
  }
  return {
    unitPrice: round2(final),
    regularPrice: round2(regular),
    stock: stockLeft,
    bundleOptions,
    options,
  };
}

/** A simple product or a variant, with the variant's attributes as options. */
function simpleLinePrices(catalogue: Catalogue, product: ProductRow): LinePrices {
  const prices = simplePrices(catalogue, product);
  const options: PricedItem['options'] = [];
  const attrs = product.variant_attributes as Record<string, string> | string | null;
  const parsed =
    typeof attrs === 'string' ? (JSON.parse(attrs) as Record<string, string> | null) : attrs;
  for (const [key, value] of Object.entries(parsed ?? {})) {
    const label =
      key === 'color' ? ['Color', 'اللون'] : key === 'size' ? ['Size', 'المقاس'] : [key, key];
    options.push({ label: label[0]!, labelAr: label[1]!, value, valueAr: value });
  }
  return {
    unitPrice: round2(prices.final),
    regularPrice: round2(prices.regular),
    stock: prices.qty,
    bundleOptions: [],
    options,
  };
}

/** Why a line cannot be ordered as it is (spec section 5). */
function stockErrors(qty: number, stockLeft: number): PricedItem['errors'] {
  if (stockLeft <= 0) {
    return [
      {
        code: 'NOT_SALABLE',
        en: 'This product is out of stock.',
        ar: 'هذا المنتج غير متوفر حالياً.',
      },
    ];
  }
  if (qty > stockLeft + 1e-9) {
    return [
      {
        code: 'INSUFFICIENT_STOCK',
        en: 'The requested qty is not available',
        ar: 'الكمية المطلوبة غير متوفرة',
      },
    ];
  }
  return [];
}

function pricedItem(
  catalogue: Catalogue,
  r: CartItemRow,
  product: ProductRow,
  line: LinePrices,
): PricedItem {
  const parent = r.parent_id === null ? null : (catalogue.productById.get(r.parent_id) ?? null);
  const shown = parent ?? product;
  const qty = Number(r.qty);
  const { sectionById } = catalogue;
  return {
    id: r.id,
    uid: itemUid(r.id),
    product,
    parent,
    shown,
    qty,
    note: r.note,
    bundleOptions: line.bundleOptions,
    unitPrice: line.unitPrice,
    regularPrice: line.regularPrice,
    rowTotal: round2(line.unitPrice * qty),
    stock: line.stock,
    section: sectionById.get(shown.id) ?? sectionById.get(product.id) ?? 'NON_ELECTRONICS',
    control: controlOf(shown),
    options: line.options,
    errors: stockErrors(qty, line.stock),
  };
}
