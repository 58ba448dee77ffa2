/**
 * Substitutions proposed by the store for items missing at picking time: the customer reads the
 * proposal and answers every item once, before it expires, with a replacement or a removal.
 */
import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { input, noStock, notFound, ORDER_MESSAGES } from './errors';
import { CURRENCY, orderViews, ownOrder, type OrderRow } from './orders';
import type {
  OrderStatusCode,
  OrderSubstitutionItemsTable,
  OrderSubstitutionReplacementsTable,
  OrderSubstitutionsTable,
} from './tables';

async function substitutionView(ctx: GqlContext, order: OrderRow) {
  const sub = await ctx.db
    .selectFrom('order_substitutions')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!sub) throw notFound(ORDER_MESSAGES.noSubstitution);
  const now = ctx.config.now();
  const status =
    sub.status === 'PENDING' && new Date(sub.expires_at).getTime() <= now.getTime()
      ? 'EXPIRED'
      : sub.status;
  const subItems = await ctx.db
    .selectFrom('order_substitution_items as si')
    .innerJoin('order_items as oi', 'oi.id', 'si.order_item_id')
    .select([
      'si.id as sub_item_id',
      'si.is_removed',
      'si.chosen_replacement_id',
      'si.original_product_id',
      'si.original_name',
      'si.original_name_ar',
      'si.original_qty',
      'si.original_price',
      'oi.id as item_id',
      'oi.product_id',
      'oi.price',
      'oi.qty',
      'oi.name',
      'oi.name_ar',
    ])
    .where('si.substitution_id', '=', sub.id)
    .orderBy('oi.position')
    .orderBy('oi.id')
    .execute();
  const replacements =
    subItems.length === 0
      ? []
      : await ctx.db
          .selectFrom('order_substitution_replacements')
          .selectAll()
          .where(
            'substitution_item_id',
            'in',
            subItems.map((s) => s.sub_item_id),
          )
          .orderBy('id')
          .execute();
  const [orderView] = await orderViews(ctx, [order]);
  return {
    order_number: order.number,
    edit_type: 'SUBSTITUTION' as const,
    status,
    expires_at: new Date(sub.expires_at).toISOString(),
    order: orderView,
    items: subItems.map((s) => ({
      id: String(s.item_id),
      is_removed: s.is_removed,
      // An answered replacement overwrote the order item: the proposal keeps the missing one.
      price: { value: Number(s.original_price ?? s.price), currency: CURRENCY },
      qty: Number(s.original_qty ?? s.qty),
      productId: s.original_name === null ? s.product_id : s.original_product_id,
      product_name:
        ctx.locale === 'ar' ? (s.original_name_ar ?? s.name_ar) : (s.original_name ?? s.name),
      chosen_replacement_id: s.chosen_replacement_id,
      replacements: replacements
        .filter((r) => r.substitution_item_id === s.sub_item_id)
        .map((r) => ({
          id: r.id,
          price: { value: Number(r.price), currency: CURRENCY },
          qty: Number(r.qty),
          comment: ctx.locale === 'ar' ? (r.comment_ar ?? r.comment) : r.comment,
          productId: r.product_id,
        })),
    })),
  };
}

export async function orderSubstitution(ctx: GqlContext, rawNumber: unknown) {
  return substitutionView(ctx, await ownOrder(ctx, rawNumber));
}

/** Order states in which a substitution can still be answered. */
const ANSWERABLE: readonly OrderStatusCode[] = ['pending', 'processing'];

type SubstitutionRow = Selectable<OrderSubstitutionsTable>;
type SubItemRow = Selectable<OrderSubstitutionItemsTable>;
type ReplacementRow = Selectable<OrderSubstitutionReplacementsTable>;
type Trx = Transaction<Database>;

/** One item's answer: removed, or replaced by one of the proposals for it. */
interface PlannedAnswer {
  subItem: SubItemRow;
  remove: boolean;
  replacement: ReplacementRow | null;
}

const ANSWER_EVERY_ITEM = {
  en: '"items" must answer every item of the substitution once.',
  ar: '"items" يجب أن تجيب على كل منتج في البدائل مرة واحدة.',
};

/**
 * Applies the customer's answer: a chosen replacement takes the item's place (product, quantity
 * and price of the proposal); a removed item leaves the order. Totals are recomputed from the
 * items; the grand total never goes below 0. Every listed item must get an answer. The answer may
 * also say how the store reaches the customer about another missing item (item_notice_action).
 */
export async function submitOrderSubstitution(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  const now = ctx.config.now();
  const sub = await pendingSubstitution(ctx, order, now);
  const plan = await answerPlan(ctx, sub, raw.items);
  const notice =
    raw.item_notice_action === 'CALL_ME' || raw.item_notice_action === 'NOTIFY_ME_IN_APP'
      ? raw.item_notice_action
      : null;
  await ctx.db.transaction().execute(async (trx) => {
    await claimSubstitution(trx, sub, order, now);
    for (const answer of plan) await applyAnswer(trx, answer, order);
    await recomputeTotals(trx, order, { now, notice });
  });
  const fresh = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return substitutionView(ctx, fresh);
}

/** The order's substitution, still waiting for an answer and not expired. */
async function pendingSubstitution(
  ctx: GqlContext,
  order: OrderRow,
  now: Date,
): Promise<SubstitutionRow> {
  const sub = await ctx.db
    .selectFrom('order_substitutions')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  // A cancelled, failed or delivered order takes no answer (issue 60).
  if (!sub || sub.status !== 'PENDING' || !ANSWERABLE.includes(order.status))
    throw input(ORDER_MESSAGES.noSubstitution, { code: 'NO_PENDING_SUBSTITUTION' });
  if (new Date(sub.expires_at).getTime() <= now.getTime())
    throw input(ORDER_MESSAGES.substitutionExpired, { code: 'SUBSTITUTION_EXPIRED' });
  return sub;
}

/** The answers checked against the proposal: one per item, each a removal or an offered replacement. */
async function answerPlan(
  ctx: GqlContext,
  sub: SubstitutionRow,
  choices: unknown,
): Promise<PlannedAnswer[]> {
  const subItems = await ctx.db
    .selectFrom('order_substitution_items')
    .selectAll()
    .where('substitution_id', '=', sub.id)
    .execute();
  if (!Array.isArray(choices) || choices.length !== subItems.length) {
    throw input(ANSWER_EVERY_ITEM, { field: 'items' });
  }
  const replacements = await ctx.db
    .selectFrom('order_substitution_replacements')
    .selectAll()
    .where(
      'substitution_item_id',
      'in',
      subItems.map((s) => s.id),
    )
    .execute();
  const plan = choices.map((choice: Record<string, unknown>, i) =>
    plannedAnswer(choice, i, subItems, replacements),
  );
  if (new Set(plan.map((p) => p.subItem.id)).size !== plan.length) {
    throw input(ANSWER_EVERY_ITEM, { field: 'items' });
  }
  return plan;
}

/** One answer `items[i]`, with the field named in its error. */
function plannedAnswer(
  choice: Record<string, unknown>,
  i: number,
  subItems: SubItemRow[],
  replacements: ReplacementRow[],
): PlannedAnswer {
  const subItem = subItems.find((s) => s.order_item_id === Number(choice.item_id));
  if (!subItem)
    throw input(
      {
        en: `items[${i}].item_id is not an item of this substitution.`,
        ar: `items[${i}].item_id ليس منتجاً في هذه البدائل.`,
      },
      { field: `items[${i}].item_id` },
    );
  const remove = choice.remove === true;
  const replacementId =
    choice.replacement_id === undefined || choice.replacement_id === null
      ? null
      : Number(choice.replacement_id);
  if (remove === (replacementId !== null)) {
    throw input(
      {
        en: `items[${i}] must either choose a replacement or be removed.`,
        ar: `items[${i}] يجب اختيار بديل أو حذف المنتج.`,
      },
      { field: `items[${i}]` },
    );
  }
  const replacement =
    replacementId === null
      ? null
      : replacements.find((r) => r.id === replacementId && r.substitution_item_id === subItem.id);
  if (replacementId !== null && !replacement)
    throw input(
      {
        en: `items[${i}].replacement_id is not offered for this item.`,
        ar: `items[${i}].replacement_id ليس بديلاً مقترحاً لهذا المنتج.`,
      },
      { field: `items[${i}].replacement_id` },
    );
  return { subItem, remove, replacement: replacement ?? null };
}

/** Marks the substitution answered, only while it and its order are still open. */
async function claimSubstitution(
  trx: Trx,
  sub: SubstitutionRow,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const claimed = await trx
    .updateTable('order_substitutions')
    .set({ status: 'SUBMITTED', submitted_at: now })
    .where('id', '=', sub.id)
    .where('status', '=', 'PENDING')
    // The order must still be open when the answer lands (a cancellation may have raced it).
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where('orders.id', '=', order.id)
          .where('orders.status', 'in', [...ANSWERABLE]),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw input(ORDER_MESSAGES.noSubstitution, { code: 'NO_PENDING_SUBSTITUTION' });
}

/** Records one answer; a removed item leaves the order, a replacement takes its place. */
async function applyAnswer(trx: Trx, answer: PlannedAnswer, order: OrderRow): Promise<void> {
  await trx
    .updateTable('order_substitution_items')
    .set({ is_removed: answer.remove, chosen_replacement_id: answer.replacement?.id ?? null })
    .where('id', '=', answer.subItem.id)
    .execute();
  if (answer.remove) {
    await trx
      .updateTable('order_items')
      .set({ qty_canceled: sql`qty`, row_total: 0 })
      .where('id', '=', answer.subItem.order_item_id)
      .execute();
  } else if (answer.replacement) {
    await replaceItem(trx, answer.subItem, answer.replacement, order);
  }
}

/**
 * The proposal takes the order item's place: the missing item is kept on the substitution item
 * (what the proposal showed), the replacement's stock is taken at the order's store.
 */
async function replaceItem(
  trx: Trx,
  subItem: SubItemRow,
  replacement: ReplacementRow,
  order: OrderRow,
): Promise<void> {
  const ordered = await trx
    .selectFrom('order_items')
    .select(['product_id', 'name', 'name_ar', 'qty', 'price'])
    .where('id', '=', subItem.order_item_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('order_substitution_items')
    .set({
      original_product_id: ordered.product_id,
      original_name: ordered.name,
      original_name_ar: ordered.name_ar,
      original_qty: ordered.qty,
      original_price: ordered.price,
    })
    .where('id', '=', subItem.id)
    .execute();
  const product = await trx
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'name_ar', 'url_key', 'price', 'type'])
    .where('id', '=', replacement.product_id)
    .executeTakeFirstOrThrow();
  const qty = Number(replacement.qty);
  const price = Number(replacement.price);
  // The replacement leaves the same store's shelf; the missing item's stock is left as counted.
  const took = await trx
    .updateTable('product_stock')
    .set({ qty: sql`qty - ${qty}` })
    .where('product_id', '=', product.id)
    .where('source_code', '=', order.source_code)
    .where('qty', '>=', String(qty))
    .returning('product_id')
    .executeTakeFirst();
  if (!took) throw noStock(product.name, product.name_ar, product.sku);
  await trx
    .updateTable('order_items')
    .set({
      product_id: product.id,
      stock_product_id: product.id,
      product_type: product.type,
      sku: product.sku,
      name: product.name,
      name_ar: product.name_ar,
      url_key: product.url_key,
      image_url: `/media/catalog/product/${product.sku}.svg`,
      qty,
      price,
      regular_price: Math.max(price, Number(product.price)),
      row_total: Math.round(qty * price * 100) / 100,
    })
    .where('id', '=', subItem.order_item_id)
    .execute();
}

/** Totals follow the items: subtotal from the rows, the rest of the order's money unchanged. */
async function recomputeTotals(
  trx: Trx,
  order: OrderRow,
  { now, notice }: { now: Date; notice: 'CALL_ME' | 'NOTIFY_ME_IN_APP' | null },
): Promise<void> {
  const sums = await trx
    .selectFrom('order_items')
    .select((eb) => eb.fn.sum<string>('row_total').as('subtotal'))
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const subtotal = Number(sums.subtotal ?? 0);
  const grand = Math.max(
    0,
    subtotal -
      Number(order.discount_total) +
      Number(order.shipping_amount) -
      Number(order.store_credit_applied) -
      Number(order.points_money),
  );
  await trx
    .updateTable('orders')
    .set({
      subtotal,
      grand_total: Math.round(grand * 100) / 100,
      updated_at: now,
      ...(notice ? { item_notice_action: notice } : {}),
    })
    .where('id', '=', order.id)
    .execute();
}
