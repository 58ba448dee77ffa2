/**
 * Adding, changing and removing cart items, and merging a guest cart into a customer's cart.
 *
 * Every quantity follows the product's cart_control (step, min, max; weighed goods have
 * fractional steps such as 0.25 kg) and the stock at the cart's source. A problem with one item is
 * reported with the spec's code (INSUFFICIENT_STOCK, NOT_SALABLE, PRODUCT_NOT_FOUND, UNDEFINED,
 * ITEM_QTY, ITEM_INCREMENTS) and leaves the cart as it was for that item.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
import { controlOf, itemIdOf, round3, type CartRow } from './state';
import type { CartBundleOptionJson } from './tables';

export const MAX_LINES = 100;
export const MAX_QTY = 10_000;

export interface ItemProblem {
  code: CartErrorCode;
  text: Bilingual;
  /** Index of the input item, or the item uid. */
  path: string;
}

const problem = (code: CartErrorCode, text: Bilingual, path: string): ItemProblem => ({
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
function stockProblem(available: number, qty: number, path: string): ItemProblem | null {
  if (available <= 0) return problem('NOT_SALABLE', CART_MESSAGES.notSalable, path);
  if (qty > available + 1e-9)
    return problem('INSUFFICIENT_STOCK', CART_MESSAGES.qtyNotAvailable, path);
  return null;
}

interface Line {
  product: ProductRow;
  parent: ProductRow | null;
  qty: number;
  bundle: CartBundleOptionJson[];
}

const sameBundle = (a: CartBundleOptionJson[], b: CartBundleOptionJson[]) =>
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

async function productById(db: Kysely<Database>, id: number): Promise<ProductRow | null> {
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

async function bundleChoice(
  db: Kysely<Database>,
  bundle: ProductRow,
  selected: unknown,
  path: string,
): Promise<CartBundleOptionJson[] | ItemProblem> {
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
  const chosen = new Map<number, CartBundleOptionJson[]>();
  if (selected !== undefined && selected !== null) {
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
      const decoded =
        typeof raw === 'string' && raw.length <= 100
          ? Buffer.from(raw, 'base64').toString('utf8')
          : '';
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
      const list = chosen.get(option.id) ?? [];
      if (option.type !== 'checkbox' && list.length > 0) {
        return problem(
          'UNDEFINED',
          {
            en: `Choose one value for the bundle option "${option.title}".`,
            ar: `اختر قيمة واحدة لخيار الباقة "${option.title_ar}".`,
          },
          path,
        );
      }
      list.push({
        option_id: option.id,
        selection_id: selection.id,
        product_id: selection.product_id,
        qty,
      });
      chosen.set(option.id, list);
    }
  }
  for (const option of options) {
    if (chosen.has(option.id) || !option.required) continue;
    const defaults = selections.filter((s) => s.option_id === option.id && s.is_default);
    if (defaults.length === 0)
      return problem(
        'UNDEFINED',
        { en: 'Please select all required options.', ar: 'يرجى اختيار كل الخيارات المطلوبة.' },
        path,
      );
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
  const result = [...chosen.values()].flat();
  if (result.length === 0)
    return problem(
      'UNDEFINED',
      { en: 'Please select all required options.', ar: 'يرجى اختيار كل الخيارات المطلوبة.' },
      path,
    );
  return result;
}

/** What one add-to-cart input means as cart lines (a grouped product gives one line per member). */
async function linesFor(
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
async function lineStock(
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

/**
 * Adds the input items to the cart (inside the caller's transaction). Each item is checked on its
 * own; the answer lists the problems, and the items without problems are in the cart.
 */
export async function addItems(
  db: Kysely<Database>,
  cart: CartRow,
  rawItems: unknown[],
): Promise<ItemProblem[]> {
  const problems: ItemProblem[] = [];
  for (const [index, raw] of rawItems.entries()) {
    const path = String(index);
    if (typeof raw !== 'object' || raw === null) {
      problems.push(
        problem(
          'UNDEFINED',
          {
            en: 'Each cart item needs "sku" and "quantity".',
            ar: 'كل منتج في السلة يحتاج "sku" و"quantity".',
          },
          path,
        ),
      );
      continue;
    }
    const lines = await linesFor(db, raw as Record<string, unknown>, path);
    if (!Array.isArray(lines)) {
      problems.push(lines);
      continue;
    }
    const existing = await db
      .selectFrom('cart_items')
      .select(['id', 'product_id', 'parent_id', 'qty', 'bundle_options'])
      .where('cart_id', '=', cart.id)
      .execute();
    const planned: Array<{ line: Line; existingId: number | null; total: number }> = [];
    let failed: ItemProblem | null = null;
    for (const line of lines) {
      const same = existing.find(
        (e) =>
          e.product_id === line.product.id &&
          e.parent_id === (line.parent?.id ?? null) &&
          sameBundle(e.bundle_options, line.bundle),
      );
      const total = round3((same ? Number(same.qty) : 0) + line.qty);
      const rules = line.parent ?? line.product;
      failed =
        (line.product.type === 'bundle' && same
          ? problem('ITEM_QTY', CART_MESSAGES.bundleQty, path)
          : null) ??
        quantityProblem(rules, total, path) ??
        stockProblem(await lineStock(db, cart.source_code, line.product, line.bundle), total, path);
      if (failed) break;
      planned.push({ line, existingId: same?.id ?? null, total });
    }
    if (failed) {
      problems.push(failed);
      continue;
    }
    const newLines = planned.filter((p) => p.existingId === null).length;
    if (existing.length + newLines > MAX_LINES) {
      problems.push(problem('UNDEFINED', CART_MESSAGES.tooManyItems, path));
      continue;
    }
    for (const p of planned) {
      if (p.existingId !== null)
        await db
          .updateTable('cart_items')
          .set({ qty: p.total })
          .where('id', '=', p.existingId)
          .execute();
      else {
        await db
          .insertInto('cart_items')
          .values({
            cart_id: cart.id,
            product_id: p.line.product.id,
            parent_id: p.line.parent?.id ?? null,
            qty: p.total,
            bundle_options: JSON.stringify(p.line.bundle),
          })
          .execute();
      }
    }
  }
  if (rawItems.length > 0) await touch(db, cart.id);
  return problems;
}

export async function touch(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', cartId).execute();
}

const NOTE_MAX = 255;

/** A note: trimmed, at most 255 characters; empty means none. */
export function noteArg(raw: unknown): string | null | ItemProblem {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string')
    return problem(
      'UNDEFINED',
      { en: '"note" must be text.', ar: '"note" يجب أن يكون نصاً.' },
      'note',
    );
  const note = raw.trim();
  if (note.length > NOTE_MAX)
    return problem(
      'UNDEFINED',
      {
        en: `"note" can have at most ${NOTE_MAX} characters.`,
        ar: `"note" يمكن أن يحتوي على ${NOTE_MAX} حرفاً كحد أقصى.`,
      },
      'note',
    );
  return note === '' ? null : note;
}

/**
 * Changes quantities (0 removes) and notes. Unknown items and invalid quantities are reported in
 * the answer; the other changes are made.
 */
export async function updateItems(
  db: Kysely<Database>,
  cart: CartRow,
  rawItems: unknown[],
): Promise<ItemProblem[]> {
  const problems: ItemProblem[] = [];
  for (const raw of rawItems) {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const rawId = input.cart_item_uid ?? input.cart_item_id;
    const id = itemIdOf(rawId);
    const path =
      typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).slice(0, 20) : '';
    const item =
      id === null
        ? undefined
        : await db
            .selectFrom('cart_items')
            .selectAll()
            .where('id', '=', id)
            .where('cart_id', '=', cart.id)
            .executeTakeFirst();
    if (!item) {
      problems.push(problem('UNDEFINED', CART_MESSAGES.noItem, path));
      continue;
    }
    const changes: { qty?: number; note?: string | null } = {};
    if (input.note !== undefined) {
      const note = noteArg(input.note);
      if (note !== null && typeof note === 'object') {
        problems.push({ ...note, path });
        continue;
      }
      changes.note = note;
    }
    if (input.quantity !== undefined && input.quantity !== null) {
      const qty = typeof input.quantity === 'number' ? round3(input.quantity) : Number.NaN;
      if (qty === 0) {
        await db.deleteFrom('cart_items').where('id', '=', item.id).execute();
        continue;
      }
      const product = await productById(db, item.product_id);
      const rules = item.parent_id !== null ? await productById(db, item.parent_id) : product;
      if (!product || !rules) {
        problems.push(problem('PRODUCT_NOT_FOUND', CART_MESSAGES.noItem, path));
        continue;
      }
      if (product.type === 'bundle' && qty !== Number(item.qty)) {
        problems.push(problem('ITEM_QTY', CART_MESSAGES.bundleQty, path));
        continue;
      }
      const failed =
        quantityProblem(rules, qty, path) ??
        stockProblem(
          await lineStock(db, cart.source_code, product, item.bundle_options),
          qty,
          path,
        );
      if (failed) {
        problems.push(failed);
        continue;
      }
      changes.qty = qty;
    }
    if (Object.keys(changes).length > 0)
      await db.updateTable('cart_items').set(changes).where('id', '=', item.id).execute();
  }
  await touch(db, cart.id);
  return problems;
}

/** Removes one item; false when the cart has no such item. */
export async function removeItem(
  db: Kysely<Database>,
  cart: CartRow,
  rawId: unknown,
): Promise<boolean> {
  const id = itemIdOf(rawId);
  if (id === null) return false;
  const rows = await db
    .deleteFrom('cart_items')
    .where('id', '=', id)
    .where('cart_id', '=', cart.id)
    .returning('id')
    .execute();
  if (rows.length > 0) await touch(db, cart.id);
  return rows.length > 0;
}

/**
 * Moves the guest cart's items into the destination cart (same product and options: quantities
 * add up, capped at the product's maximum) and deactivates the guest cart. Both rows are locked by
 * the caller, so two merges of the same guest cart cannot both move its items.
 */
export async function mergeInto(
  db: Kysely<Database>,
  source: CartRow,
  destination: CartRow,
): Promise<void> {
  const [from, into] = await Promise.all([
    db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', source.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', destination.id)
      .orderBy('id')
      .execute(),
  ]);
  let lines = into.length;
  for (const item of from) {
    const same = into.find(
      (e) =>
        e.product_id === item.product_id &&
        e.parent_id === item.parent_id &&
        sameBundle(e.bundle_options, item.bundle_options),
    );
    const rules = await productById(db, item.parent_id ?? item.product_id);
    const max = rules ? (controlOf(rules).max ?? MAX_QTY) : MAX_QTY;
    if (same) {
      const qty =
        rules?.type === 'bundle'
          ? Number(same.qty)
          : Math.min(max, round3(Number(same.qty) + Number(item.qty)));
      await db
        .updateTable('cart_items')
        .set({ qty, note: same.note ?? item.note })
        .where('id', '=', same.id)
        .execute();
    } else if (lines < MAX_LINES) {
      lines++;
      await db
        .insertInto('cart_items')
        .values({
          cart_id: destination.id,
          product_id: item.product_id,
          parent_id: item.parent_id,
          qty: Math.min(max, Number(item.qty)),
          bundle_options: JSON.stringify(item.bundle_options),
          note: item.note,
        })
        .execute();
    }
  }
  await db
    .updateTable('carts')
    .set({ is_active: false, merged_into: destination.id, updated_at: new Date() })
    .where('id', '=', source.id)
    .execute();
  await touch(db, destination.id);
}
