/**
 * Reviews of an order whose goods arrived (delivered or closed): one per order item, rating 1-5,
 * each updating the product's review count and rating summary in the same transaction. A review
 * is locked once written; an operator may unlock it (src/operators/store-ops.ts), and then the
 * customer's next review of that item replaces it (the old one counts until then).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { input, ORDER_MESSAGES } from './errors';
import { orderViews, ownOrder, REVIEWABLE, type OrderRow } from './orders';

/** An order item as a review names it. */
interface ReviewedItem {
  id: number;
  product_id: number | null;
  sku: string;
}

interface ParsedReview {
  item: ReviewedItem;
  rating: number;
  comment: string | null;
}

export async function createOrderReview(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  if (!REVIEWABLE.includes(order.status))
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
  const parsed = reviews.map((r: Record<string, unknown>, i) => parseReview(r, i, items));
  if (new Set(parsed.map((p) => p.item.id)).size !== parsed.length) {
    throw input(
      { en: 'Each order item can be reviewed once.', ar: 'يمكن تقييم كل منتج في الطلب مرة واحدة.' },
      { field: 'reviews' },
    );
  }
  const created = await insertReviews(ctx.db, order, parsed, ctx.config.now());
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

/** `reviews[i]` of the input: an item of this order, a whole rating 1-5, an optional comment. */
function parseReview(
  r: Record<string, unknown>,
  i: number,
  items: readonly ReviewedItem[],
): ParsedReview {
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
  if (typeof r.rating !== 'number' || !Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5) {
    throw input(
      {
        en: `reviews[${i}].rating must be a whole number from 1 to 5.`,
        ar: `reviews[${i}].rating يجب أن يكون رقماً صحيحاً من 1 إلى 5.`,
      },
      { field: `reviews[${i}].rating` },
    );
  }
  return { item, rating: r.rating, comment: reviewComment(r.comment, i) };
}

/** The trimmed comment, null when absent or blank; at most 1,000 characters. */
function reviewComment(comment: unknown, i: number): string | null {
  if (comment === undefined || comment === null) return null;
  if (typeof comment !== 'string' || comment.trim().length > 1000) {
    throw input(
      {
        en: `reviews[${i}].comment must be at most 1,000 characters.`,
        ar: `reviews[${i}].comment يجب ألا يزيد عن 1000 حرف.`,
      },
      { field: `reviews[${i}].comment` },
    );
  }
  return comment.trim() === '' ? null : comment.trim();
}

/**
 * Writes the reviews and the products' summaries in one transaction; an item reviewed before
 * (and not unlocked) fails all.
 */
async function insertReviews(
  db: Kysely<Database>,
  order: OrderRow,
  parsed: readonly ParsedReview[],
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const rows = [];
    for (const p of parsed)
      rows.push({ ...(await writeReview(trx, order, p, now)), sku: p.item.sku });
    return rows;
  });
}

/** One item's review: a new one, or the replacement of an unlocked one. */
async function writeReview(
  trx: Transaction<Database>,
  order: OrderRow,
  p: ParsedReview,
  now: Date,
) {
  const previous = await trx
    .selectFrom('order_reviews')
    .select(['id', 'rating', 'unlocked_at'])
    .where('order_item_id', '=', p.item.id)
    .forUpdate()
    .executeTakeFirst();
  const locked = () =>
    input(ORDER_MESSAGES.alreadyReviewed, {
      code: 'ALREADY_REVIEWED',
      item_id: String(p.item.id),
    });
  if (previous && previous.unlocked_at === null) throw locked();
  const values = { rating: p.rating, comment: p.comment, created_at: now };
  const row = previous
    ? await trx
        .updateTable('order_reviews')
        .set({ ...values, unlocked_at: null })
        .where('id', '=', previous.id)
        .where('unlocked_at', 'is not', null)
        .returningAll()
        .executeTakeFirst()
    : await trx
        .insertInto('order_reviews')
        .values({
          ...values,
          order_id: order.id,
          order_item_id: p.item.id,
          customer_id: order.customer_id,
          product_id: p.item.product_id,
        })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returningAll()
        .executeTakeFirst();
  if (!row) throw locked();
  if (p.item.product_id !== null) {
    if (previous) await replaceRating(trx, p.item.product_id, previous.rating, p.rating);
    else await addRating(trx, p.item.product_id, p.rating);
  }
  return row;
}

// rating_summary is a percentage (Magento): the running mean of 20 x stars.
async function addRating(trx: Transaction<Database>, productId: number, rating: number) {
  await trx
    .updateTable('products')
    .set({
      rating_summary: sql`round((rating_summary * review_count + ${rating * 20})::numeric / (review_count + 1))`,
      review_count: sql`review_count + 1`,
    })
    .where('id', '=', productId)
    .execute();
}

/** A replaced review: the summary's mean moves from the old stars to the new, the count stays. */
async function replaceRating(
  trx: Transaction<Database>,
  productId: number,
  before: number,
  after: number,
) {
  await trx
    .updateTable('products')
    .set({
      rating_summary: sql`case when review_count = 0 then ${after * 20} else round((rating_summary * review_count + ${(after - before) * 20})::numeric / review_count) end`,
      review_count: sql`greatest(review_count, 1)`,
    })
    .where('id', '=', productId)
    .execute();
}
