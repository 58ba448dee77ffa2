/**
 * What one add-to-cart input means: the product (by sku, a variant of a configurable, the members
 * of a grouped product, a bundle's chosen options), its quantity rules (cart_control: step, min,
 * max; weighed goods have fractional steps such as 0.25 kg) and the stock left at the cart's
 * source. Problems carry the spec's codes (INSUFFICIENT_STOCK, NOT_SALABLE, PRODUCT_NOT_FOUND,
 * UNDEFINED, ITEM_QTY, ITEM_INCREMENTS).
 */
import type { Kysely, Selectable } from 'kysely';
import type { BundleOptionsTable, BundleSelectionsTable, Database } from '../../db/schema';
import type { Bilingual } from '../customer/errors';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/product-data';
import {
  CART_MESSAGES,
  fewestQty,
  mostQty,
  productNotFound,
  qtyIncrements,
  type CartErrorCode,
} from './errors';
import { round3 } from './model';
import { controlOf } from './priced-items';
import type { CartBundleOptionJson } from './tables';

export const MAX_LINES = 100;
export const MAX_QTY = 10_000;

export interface ItemProblem {
  code: CartErrorCode;
  text: Bilingual;
  /** Index of the input item, or the item uid. */
  path: string;
}

export const problem = (code: CartErrorCode, text: Bilingual, path: string): ItemProblem => ({
  code,
  text,
  path,
});

async function stockAt(
  db: Kysely<Database>,
  source: string,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_stock')
    .select(['product_id', 'qty'])
    .where('source_code', '=', source)
    .where('product_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.qty)]));
}

/** A quantity against the product's rules: above 0, a multiple of the step, within min and max. */
export function quantityProblem(p: ProductRow, qty: number, path: string): ItemProblem | null {
  const c = controlOf(p);
  if (!Number.isFinite(qty) || qty <= 0)
    return problem('ITEM_QTY', CART_MESSAGES.qtyAboveZero, path);
  const steps = qty / c.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6)
    return problem('ITEM_INCREMENTS', qtyIncrements(c.step), path);
  if (qty + 1e-9 < c.min) return problem('ITEM_QTY', fewestQty(c.min), path);
  const max = c.max === null ? MAX_QTY : Math.min(c.max, MAX_QTY);
  if (qty > max + 1e-9) return problem('ITEM_QTY', mostQty(max), path);
  return null;
}

/** Stock for a quantity: none at all is NOT_SALABLE, less than asked is INSUFFICIENT_STOCK. */
export function stockProblem(available: number, qty: number, path: string): ItemProblem | null {
  if (available <= 0) return problem('NOT_SALABLE', CART_MESSAGES.notSalable, path);
  if (qty > available + 1e-9)
    return problem('INSUFFICIENT_STOCK', CART_MESSAGES.qtyNotAvailable, path);
  return null;
}

export interface Line {
  product: ProductRow;
  parent: ProductRow | null;
  qty: number;
  bundle: CartBundleOptionJson[];
}

export const sameBundle = (a: CartBundleOptionJson[], b: CartBundleOptionJson[]) =>
  JSON.stringify([...a].sort((x, y) => x.selection_id - y.selection_id)) ===
  JSON.stringify([...b].sort((x, y) => x.selection_id - y.selection_id));

async function productBySku(db: Kysely<Database>, sku: string): Promise<ProductRow | null> {
  return (
    (await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('sku', '=', sku)
      .executeTakeFirst()) ?? null
  );
}

export async function productById(db: Kysely<Database>, id: number): Promise<ProductRow | null> {
  return (
    (await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Bundle uid: base64 of `bundle/<option_id>/<selection_id>/<qty>` (Magento's selected_options). */
export function bundleUid(optionId: number, selectionId: number, qty: number): string {
  return Buffer.from(`bundle/${optionId}/${selectionId}/${qty}`).toString('base64');
}

type BundleOption = Selectable<BundleOptionsTable>;
type BundleSelection = Selectable<BundleSelectionsTable>;
/** A bundle's options and all their selections, in the order the product page lists them. */
interface BundleMenu {
  bundle: ProductRow;
  options: BundleOption[];
  selections: BundleSelection[];
}

const REQUIRED_OPTIONS: Bilingual = {
  en: 'Please select all required options.',
  ar: 'يرجى اختيار كل الخيارات المطلوبة.',
};

/**
 * The parts of a bundle the shopper chose (`selected`: option uids, see `bundleUid`), with each
 * required option left unchosen filled by its default values.
 */
async function bundleChoice(
  db: Kysely<Database>,
  bundle: ProductRow,
  selected: unknown,
  path: string,
): Promise<CartBundleOptionJson[] | ItemProblem> {
  const menu = await bundleMenu(db, bundle);
  const chosen = chosenParts(menu, selected, path);
  if (!(chosen instanceof Map)) return chosen;
  const missing = addDefaults(menu, chosen);
  if (missing) return problem('UNDEFINED', REQUIRED_OPTIONS, path);
  const result = [...chosen.values()].flat();
  if (result.length === 0) return problem('UNDEFINED', REQUIRED_OPTIONS, path);
  return result;
}

async function bundleMenu(db: Kysely<Database>, bundle: ProductRow): Promise<BundleMenu> {
  const options = await db
    .selectFrom('bundle_options')
    .selectAll()
    .where('product_id', '=', bundle.id)
    .orderBy('position')
    .execute();
  const selections = options.length
    ? await db
        .selectFrom('bundle_selections')
        .selectAll()
        .where(
          'option_id',
          'in',
          options.map((o) => o.id),
        )
        .orderBy('position')
        .execute()
    : [];
  return { bundle, options, selections };
}

/** The shopper's chosen parts by option id; a checkbox option may take several values. */
function chosenParts(
  menu: BundleMenu,
  selected: unknown,
  path: string,
): Map<number, CartBundleOptionJson[]> | ItemProblem {
  const chosen = new Map<number, CartBundleOptionJson[]>();
  if (selected === undefined || selected === null) return chosen;
  if (!Array.isArray(selected) || selected.length > 50)
    return problem(
      'UNDEFINED',
      {
        en: '"selected_options" must be a list of option uids.',
        ar: '"selected_options" يجب أن تكون قائمة معرفات خيارات.',
      },
      path,
    );
  for (const raw of selected) {
    const part = chosenPart(menu, raw, path);
    if ('code' in part) return part;
    const list = chosen.get(part.option.id) ?? [];
    if (part.option.type !== 'checkbox' && list.length > 0) {
      return problem(
        'UNDEFINED',
        {
          en: `Choose one value for the bundle option "${part.option.title}".`,
          ar: `اختر قيمة واحدة لخيار الباقة "${part.option.title_ar}".`,
        },
        path,
      );
    }
    list.push(part.line);
    chosen.set(part.option.id, list);
  }
  return chosen;
}

/** One option uid: its option, and the part it adds (a fixed quantity unless it may change). */
function chosenPart(
  { bundle, options, selections }: BundleMenu,
  raw: unknown,
  path: string,
): { option: BundleOption; line: CartBundleOptionJson } | ItemProblem {
  const decoded =
    typeof raw === 'string' && raw.length <= 100 ? Buffer.from(raw, 'base64').toString('utf8') : '';
  const m = /^bundle\/(\d{1,9})\/(\d{1,9})\/(\d{1,5}(?:\.\d{1,3})?)$/.exec(decoded);
  const option = m ? options.find((o) => o.id === Number(m[1])) : undefined;
  const selection = m
    ? selections.find((s) => s.id === Number(m[2]) && s.option_id === option?.id)
    : undefined;
  if (!m || !option || !selection) {
    return problem(
      'UNDEFINED',
      {
        en: `The bundle option "${String(raw).slice(0, 100)}" is not valid for "${bundle.sku}".`,
        ar: `خيار الباقة "${String(raw).slice(0, 100)}" غير صالح للمنتج "${bundle.sku}".`,
      },
      path,
    );
  }
  const qty = selection.can_change_quantity ? Number(m[3]) : Number(selection.quantity);
  if (!(qty > 0)) return problem('ITEM_QTY', CART_MESSAGES.qtyAboveZero, path);
  const line = {
    option_id: option.id,
    selection_id: selection.id,
    product_id: selection.product_id,
    qty,
  };
  return { option, line };
}

/**
 * Fills each required option the shopper left unchosen with its default values (one, unless a
 * checkbox). Returns true when such an option has no default.
 */
function addDefaults(
  { options, selections }: BundleMenu,
  chosen: Map<number, CartBundleOptionJson[]>,
): boolean {
  for (const option of options) {
    if (chosen.has(option.id) || !option.required) continue;
    const defaults = selections.filter((s) => s.option_id === option.id && s.is_default);
    if (defaults.length === 0) return true;
    chosen.set(
      option.id,
      (option.type === 'checkbox' ? defaults : defaults.slice(0, 1)).map((s) => ({
        option_id: option.id,
        selection_id: s.id,
        product_id: s.product_id,
        qty: Number(s.quantity),
      })),
    );
  }
  return false;
}

/** What one add-to-cart input means as cart lines (a grouped product gives one line per member). */
export async function linesFor(
  db: Kysely<Database>,
  raw: Record<string, unknown>,
  path: string,
): Promise<Line[] | ItemProblem> {
  const sku = typeof raw.sku === 'string' ? raw.sku.trim() : '';
  if (sku === '' || sku.length > 64)
    return problem('PRODUCT_NOT_FOUND', productNotFound(sku.slice(0, 64)), path);
  const qty = typeof raw.quantity === 'number' ? round3(raw.quantity) : Number.NaN;
  if (!Number.isFinite(qty) || qty <= 0)
    return problem('ITEM_QTY', CART_MESSAGES.qtyAboveZero, path);
  const product = await productBySku(db, sku);
  if (!product) return problem('PRODUCT_NOT_FOUND', productNotFound(sku), path);
  const parentSku =
    typeof raw.parent_sku === 'string' && raw.parent_sku.trim() !== ''
      ? raw.parent_sku.trim()
      : null;

  if (product.parent_id !== null) {
    const parent = await productById(db, product.parent_id);
    if (!parent || !parent.visible || (parentSku !== null && parent.sku !== parentSku))
      return problem('PRODUCT_NOT_FOUND', productNotFound(parentSku ?? sku), path);
    return [{ product, parent, qty, bundle: [] }];
  }
  if (!product.visible) return problem('PRODUCT_NOT_FOUND', productNotFound(sku), path);
  if (parentSku !== null && parentSku !== sku)
    return problem('PRODUCT_NOT_FOUND', productNotFound(parentSku), path);
  if (product.type === 'configurable')
    return problem('UNDEFINED', CART_MESSAGES.chooseOptions, path);
  if (product.type === 'grouped') {
    const members = await db
      .selectFrom('product_links')
      .select(['linked_product_id', 'qty'])
      .where('product_id', '=', product.id)
      .where('link_type', '=', 'grouped')
      .orderBy('position')
      .execute();
    const lines: Line[] = [];
    for (const m of members) {
      const member = await productById(db, m.linked_product_id);
      const memberQty = round3(Number(m.qty) * qty);
      if (member && memberQty > 0)
        lines.push({ product: member, parent: null, qty: memberQty, bundle: [] });
    }
    if (lines.length === 0) return problem('NOT_SALABLE', CART_MESSAGES.notSalable, path);
    return lines;
  }
  if (product.type === 'bundle') {
    const choice = await bundleChoice(db, product, raw.selected_options, path);
    if (!Array.isArray(choice)) return choice;
    return [{ product, parent: null, qty, bundle: choice }];
  }
  return [{ product, parent: null, qty, bundle: [] }];
}

/** Stock left for a line at a source: a bundle is limited by its scarcest part. */
export async function lineStock(
  db: Kysely<Database>,
  source: string,
  product: ProductRow,
  bundle: CartBundleOptionJson[],
): Promise<number> {
  if (product.type !== 'bundle')
    return (await stockAt(db, source, [product.id])).get(product.id) ?? 0;
  const stock = await stockAt(
    db,
    source,
    bundle.map((b) => b.product_id),
  );
  return bundle.length
    ? Math.min(...bundle.map((b) => Math.floor((stock.get(b.product_id) ?? 0) / b.qty)))
    : 0;
}
