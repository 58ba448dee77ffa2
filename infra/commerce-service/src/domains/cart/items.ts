/**
 * Adding, changing and removing cart items, and merging a guest cart into a customer's cart.
 *
 * Each input is checked on its own against the product's rules and the stock at the cart's source
 * (`item-lines.ts`); a problem with one item is reported with the spec's code and leaves the cart
 * as it was for that item.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CART_MESSAGES } from './errors';
import {
  MAX_LINES,
  MAX_QTY,
  lineStock,
  linesFor,
  problem,
  productById,
  quantityProblem,
  sameBundle,
  stockProblem,
  type ItemProblem,
  type Line,
} from './item-lines';
import { round3, type CartRow } from './model';
import { controlOf, itemIdOf } from './priced-items';

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
