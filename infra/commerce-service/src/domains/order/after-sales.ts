/**
 * What happens to an order after it is placed: cancellation by the customer (with a reason),
 * payment declined on the payment page, reviews of delivered products and substitutions.
 * Each change is one transaction with a guarded status update, so two requests racing on the same
 * order cannot both cancel it or both give stock back.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseDeliverySlot } from '../cart/checkout';
import { notifyStockBack } from '../customer/engagement';
import type { GqlContext } from '../../graphql/context';
import { input, noStock, notFound, ORDER_MESSAGES } from './errors';
import { CANCELLABLE, orderViews, ownOrder, type OrderRow } from './orders';
import type { OrderStatusCode, PaymentStatus } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Gives back what placing the order took: stock at the order's source, reward points and store
 * credit (with history rows the customer sees). Called inside the transaction that moved the
 * order to canceled or payment_failed, right after the guarded status update.
 */
export async function releaseOrder(trx: Db, order: OrderRow, now: Date): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'stock_product_id', 'stock_parts', 'qty', 'qty_canceled'])
    .where('order_id', '=', order.id)
    .execute();
  const back = new Map<number, number>();
  for (const item of items) {
    const qty = Number(item.qty) - Number(item.qty_canceled);
    if (qty <= 0) continue;
    const perUnit =
      item.stock_parts.length > 0
        ? item.stock_parts.map((p) => ({ id: p.product_id, qty: p.qty / Number(item.qty) }))
        : item.stock_product_id === null
          ? []
          : [{ id: item.stock_product_id, qty: 1 }];
    for (const part of perUnit) back.set(part.id, (back.get(part.id) ?? 0) + part.qty * qty);
  }
  // Ascending product ids, like placing, so concurrent releases and placements never deadlock.
  for (const [productId, qty] of [...back.entries()].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('product_stock')
      .set({ qty: sql`qty + ${Math.round(qty * 1000) / 1000}` })
      .where('product_id', '=', productId)
      .where('source_code', '=', order.source_code)
      .execute();
  }
  if (order.delivery_day !== null && order.delivery_interval_id !== null) {
    await releaseDeliverySlot(trx, {
      day: order.delivery_day,
      intervalId: order.delivery_interval_id,
    });
  }
  if (order.evoucher_id !== null) {
    await trx
      .updateTable('evouchers')
      .set({ status: 'READY', redeemed_on: null })
      .where('id', '=', order.evoucher_id)
      .where('status', '=', 'REDEEMED')
      .execute();
  }
  if (order.customer_id === null) return;
  if (order.points_consumed > 0) {
    await trx
      .updateTable('customers')
      .set({ points_balance: sql`points_balance + ${order.points_consumed}` })
      .where('id', '=', order.customer_id)
      .execute();
    await trx
      .insertInto('points_history')
      .values({
        customer_id: order.customer_id,
        action: 'earned',
        points: order.points_consumed,
        reason: `Points returned for cancelled order #${order.number}`,
        reason_ar: `نقاط مستردة من الطلب الملغي رقم ${order.number}`,
        created_at: now,
      })
      .execute();
  }
  const credit = Number(order.store_credit_applied);
  if (credit > 0) {
    await trx
      .updateTable('customers')
      .set({ store_credit: sql`store_credit + ${credit}` })
      .where('id', '=', order.customer_id)
      .execute();
    await trx
      .insertInto('store_credit_history')
      .values({
        customer_id: order.customer_id,
        amount: credit,
        reason: `Returned for cancelled order #${order.number}`,
        created_at: now,
      })
      .execute();
  }
}

/**
 * Moves an order from one of `from` to `to` and releases it, in one transaction. Returns the
 * updated row, or null when the order was no longer in one of `from` (someone else got there first).
 */
export async function closeOrder(
  db: Kysely<Database>,
  orderId: number,
  from: readonly OrderStatusCode[],
  to: 'canceled' | 'payment_failed',
  set: {
    payment_status?: PaymentStatus;
    cancellation_reason_id?: number | null;
    cancellation_comment?: string | null;
  },
  now: Date,
): Promise<OrderRow | null> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: to, canceled_at: now, updated_at: now, ...set })
      .where('id', '=', orderId)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    if (!updated) return null;
    await releaseOrder(trx, updated, now);
    return updated;
  });
}

export async function cancelCustomerOrder(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  const reasonId = raw.reason_id;
  if (typeof reasonId !== 'number' || !Number.isInteger(reasonId)) {
    throw input(
      {
        en: '"reason_id" must be one of the cancellation reasons.',
        ar: '"reason_id" يجب أن يكون أحد أسباب الإلغاء.',
      },
      { field: 'reason_id' },
    );
  }
  const reason = await ctx.db
    .selectFrom('order_cancellation_reasons')
    .select('id')
    .where('id', '=', reasonId)
    .where('type', '=', 'CUSTOMERORDER')
    .executeTakeFirst();
  if (!reason)
    throw input(
      {
        en: '"reason_id" must be one of the cancellation reasons.',
        ar: '"reason_id" يجب أن يكون أحد أسباب الإلغاء.',
      },
      { field: 'reason_id' },
    );
  let comment: string | null = null;
  if (raw.comment !== undefined && raw.comment !== null) {
    if (typeof raw.comment !== 'string' || raw.comment.trim().length > 500) {
      throw input(
        {
          en: '"comment" must be text of at most 500 characters.',
          ar: '"comment" يجب ألا يزيد عن 500 حرف.',
        },
        { field: 'comment' },
      );
    }
    comment = raw.comment.trim() === '' ? null : raw.comment.trim();
  }
  if (!CANCELLABLE.includes(order.status))
    throw input(ORDER_MESSAGES.cannotCancel, { code: 'ORDER_NOT_CANCELLABLE' });
  const now = ctx.config.now();
  // A pending online payment is void once the order is cancelled; an approved one is refunded (CLOSED).
  const paymentStatus: PaymentStatus =
    order.payment_status === 'APPROVED'
      ? 'CLOSED'
      : order.payment_status === 'PENDING'
        ? 'DENIED'
        : order.payment_status;
  const updated = await closeOrder(
    ctx.db,
    order.id,
    CANCELLABLE,
    'canceled',
    {
      payment_status: paymentStatus,
      cancellation_reason_id: reason.id,
      cancellation_comment: comment,
    },
    now,
  );
  if (!updated) throw input(ORDER_MESSAGES.cannotCancel, { code: 'ORDER_NOT_CANCELLABLE' });
  // The stock given back may be the first again for products shoppers asked to hear about.
  await notifyStockBack(ctx);
  const [view] = await orderViews(ctx, [updated]);
  return { result: true, order: view };
}

// ---- reviews -------------------------------------------------------------------------------

export async function createOrderReview(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  if (order.status !== 'delivered')
    throw input(ORDER_MESSAGES.cannotReview, { code: 'ORDER_NOT_DELIVERED' });
  const reviews = raw.reviews;
  if (!Array.isArray(reviews) || reviews.length === 0 || reviews.length > 100) {
    throw input(
      {
        en: '"reviews" must list 1 to 100 reviews.',
        ar: '"reviews" يجب أن تحتوي من 1 إلى 100 تقييم.',
      },
      { field: 'reviews' },
    );
  }
  const items = await ctx.db
    .selectFrom('order_items')
    .select(['id', 'product_id', 'sku'])
    .where('order_id', '=', order.id)
    .execute();
  const parsed = reviews.map((r: Record<string, unknown>, i) => {
    const itemId = Number(r.item_id);
    const item = items.find((it) => it.id === itemId);
    if (!item)
      throw input(
        {
          en: `reviews[${i}].item_id is not an item of this order.`,
          ar: `reviews[${i}].item_id ليس منتجاً في هذا الطلب.`,
        },
        { field: `reviews[${i}].item_id` },
      );
    if (
      typeof r.rating !== 'number' ||
      !Number.isInteger(r.rating) ||
      r.rating < 1 ||
      r.rating > 5
    ) {
      throw input(
        {
          en: `reviews[${i}].rating must be a whole number from 1 to 5.`,
          ar: `reviews[${i}].rating يجب أن يكون رقماً صحيحاً من 1 إلى 5.`,
        },
        { field: `reviews[${i}].rating` },
      );
    }
    let comment: string | null = null;
    if (r.comment !== undefined && r.comment !== null) {
      if (typeof r.comment !== 'string' || r.comment.trim().length > 1000) {
        throw input(
          {
            en: `reviews[${i}].comment must be at most 1,000 characters.`,
            ar: `reviews[${i}].comment يجب ألا يزيد عن 1000 حرف.`,
          },
          { field: `reviews[${i}].comment` },
        );
      }
      comment = r.comment.trim() === '' ? null : r.comment.trim();
    }
    return { item, rating: r.rating, comment };
  });
  if (new Set(parsed.map((p) => p.item.id)).size !== parsed.length) {
    throw input(
      { en: 'Each order item can be reviewed once.', ar: 'يمكن تقييم كل منتج في الطلب مرة واحدة.' },
      { field: 'reviews' },
    );
  }
  const now = ctx.config.now();
  const customerId = order.customer_id;
  const created = await ctx.db.transaction().execute(async (trx) => {
    const rows = [];
    for (const p of parsed) {
      const row = await trx
        .insertInto('order_reviews')
        .values({
          order_id: order.id,
          order_item_id: p.item.id,
          customer_id: customerId,
          product_id: p.item.product_id,
          rating: p.rating,
          comment: p.comment,
          created_at: now,
        })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row)
        throw input(ORDER_MESSAGES.alreadyReviewed, {
          code: 'ALREADY_REVIEWED',
          item_id: String(p.item.id),
        });
      rows.push({ ...row, sku: p.item.sku });
      if (p.item.product_id !== null) {
        // rating_summary is a percentage (Magento): the running mean of 20 x stars.
        await trx
          .updateTable('products')
          .set({
            rating_summary: sql`round((rating_summary * review_count + ${p.rating * 20})::numeric / (review_count + 1))`,
            review_count: sql`review_count + 1`,
          })
          .where('id', '=', p.item.product_id)
          .execute();
      }
    }
    return rows;
  });
  const fresh = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const [view] = await orderViews(ctx, [fresh]);
  return {
    order: view,
    reviews: created.map((r) => ({
      id: r.id,
      item_id: String(r.order_item_id),
      product_sku: r.sku,
      rating: r.rating,
      comment: r.comment,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

// ---- substitutions -------------------------------------------------------------------------

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
    edit_type: 'SUBSTITUTION',
    status,
    expires_at: new Date(sub.expires_at).toISOString(),
    order: orderView,
    items: subItems.map((s) => ({
      id: String(s.item_id),
      is_removed: s.is_removed,
      price: { value: Number(s.price), currency: 'EGP' },
      qty: Number(s.qty),
      productId: s.product_id,
      product_name: ctx.locale === 'ar' ? s.name_ar : s.name,
      chosen_replacement_id: s.chosen_replacement_id,
      replacements: replacements
        .filter((r) => r.substitution_item_id === s.sub_item_id)
        .map((r) => ({
          id: r.id,
          price: { value: Number(r.price), currency: 'EGP' },
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

/**
 * Applies the customer's answer: a chosen replacement takes the item's place (product, quantity
 * and price of the proposal); a removed item leaves the order. Totals are recomputed from the
 * items; the grand total never goes below 0. Every listed item must get an answer.
 */
export async function submitOrderSubstitution(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  const sub = await ctx.db
    .selectFrom('order_substitutions')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!sub || sub.status !== 'PENDING')
    throw input(ORDER_MESSAGES.noSubstitution, { code: 'NO_PENDING_SUBSTITUTION' });
  const now = ctx.config.now();
  if (new Date(sub.expires_at).getTime() <= now.getTime())
    throw input(ORDER_MESSAGES.substitutionExpired, { code: 'SUBSTITUTION_EXPIRED' });
  const choices = raw.items;
  const subItems = await ctx.db
    .selectFrom('order_substitution_items')
    .selectAll()
    .where('substitution_id', '=', sub.id)
    .execute();
  if (!Array.isArray(choices) || choices.length !== subItems.length) {
    throw input(
      {
        en: '"items" must answer every item of the substitution once.',
        ar: '"items" يجب أن تجيب على كل منتج في البدائل مرة واحدة.',
      },
      { field: 'items' },
    );
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
  const plan = choices.map((c: Record<string, unknown>, i) => {
    const subItem = subItems.find((s) => s.order_item_id === Number(c.item_id));
    if (!subItem)
      throw input(
        {
          en: `items[${i}].item_id is not an item of this substitution.`,
          ar: `items[${i}].item_id ليس منتجاً في هذه البدائل.`,
        },
        { field: `items[${i}].item_id` },
      );
    const remove = c.remove === true;
    const replacementId =
      c.replacement_id === undefined || c.replacement_id === null ? null : Number(c.replacement_id);
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
  });
  if (new Set(plan.map((p) => p.subItem.id)).size !== plan.length) {
    throw input(
      {
        en: '"items" must answer every item of the substitution once.',
        ar: '"items" يجب أن تجيب على كل منتج في البدائل مرة واحدة.',
      },
      { field: 'items' },
    );
  }

  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('order_substitutions')
      .set({ status: 'SUBMITTED', submitted_at: now })
      .where('id', '=', sub.id)
      .where('status', '=', 'PENDING')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw input(ORDER_MESSAGES.noSubstitution, { code: 'NO_PENDING_SUBSTITUTION' });
    for (const p of plan) {
      await trx
        .updateTable('order_substitution_items')
        .set({ is_removed: p.remove, chosen_replacement_id: p.replacement?.id ?? null })
        .where('id', '=', p.subItem.id)
        .execute();
      if (p.remove) {
        await trx
          .updateTable('order_items')
          .set({ qty_canceled: sql`qty`, row_total: 0 })
          .where('id', '=', p.subItem.order_item_id)
          .execute();
      } else if (p.replacement) {
        const product = await trx
          .selectFrom('products')
          .select(['id', 'sku', 'name', 'name_ar', 'url_key', 'price', 'type'])
          .where('id', '=', p.replacement.product_id)
          .executeTakeFirstOrThrow();
        const qty = Number(p.replacement.qty);
        const price = Number(p.replacement.price);
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
          .where('id', '=', p.subItem.order_item_id)
          .execute();
      }
    }
    // Totals follow the items: subtotal from the rows, the rest of the order's money unchanged.
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
      .set({ subtotal, grand_total: Math.round(grand * 100) / 100, updated_at: now })
      .where('id', '=', order.id)
      .execute();
  });
  const fresh = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return substitutionView(ctx, fresh);
}
