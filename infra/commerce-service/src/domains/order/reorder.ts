/**
 * Ordering again (Magento reorderItems): the items of a customer's finished order go into that
 * customer's active cart, each checked like any add-to-cart against today's catalogue and the
 * stock at the cart's source. One code path for the customer's own `reorderItems` and the
 * operator API's `reorderOrder` (src/operators/order-ops.ts, on a customer's behalf, say on the
 * phone). Orders still on their way cannot be reordered (REORDER_NOT_AVAILABLE); a bundle's
 * choices are not kept by the order in a form the cart takes, so a bundle is reported for the
 * shopper to choose again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { customerActiveCart } from '../cart/access';
import { addItems } from '../cart/items';
import type { CartRow } from '../cart/model';
import { cartState } from '../cart/state';
import { cartView } from '../cart/view';
import { REORDERABLE, ownOrder, type OrderRow } from './orders';

type Text = { en: string; ar: string };

const MESSAGES = {
  notAvailable: {
    en: 'This order cannot be ordered again yet.',
    ar: 'لا يمكن إعادة طلب هذا الطلب الآن.',
  },
  chooseBundle: (name: string, nameAr: string) => ({
    en: `Choose the options of "${name}" again on its page.`,
    ar: `اختر خيارات "${nameAr}" مرة أخرى من صفحته.`,
  }),
};

export interface ReorderProblem {
  code: string;
  message: string;
  /** The order item's id (or the argument's name when the whole order is refused). */
  path: string[];
}

export interface Reordered {
  cart: CartRow;
  /** Nothing was added: the order is still on its way (REORDER_NOT_AVAILABLE). */
  refused: boolean;
  problems: ReorderProblem[];
}

/**
 * Puts a customer's order's items into the customer's active cart at `source`; `locale` picks
 * the problems' language.
 */
export async function reorderIntoCart(
  db: Kysely<Database>,
  order: OrderRow & { customer_id: number },
  source: string,
  locale: 'en' | 'ar',
): Promise<Reordered> {
  const text = (t: Text) => (locale === 'ar' ? t.ar : t.en);
  if (!REORDERABLE.includes(order.status)) {
    const cart = await customerActiveCart(db, order.customer_id, source);
    const message = text(MESSAGES.notAvailable);
    return {
      cart,
      refused: true,
      problems: [{ code: 'REORDER_NOT_AVAILABLE', message, path: ['orderNumber'] }],
    };
  }
  const rows = await db
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.stock_product_id')
    .select(['oi.id', 'oi.sku', 'oi.name', 'oi.name_ar', 'oi.product_type', 'oi.qty'])
    .select('p.sku as stock_sku')
    .where('oi.order_id', '=', order.id)
    .orderBy('oi.position')
    .orderBy('oi.id')
    .execute();
  const problems: ReorderProblem[] = [];
  const wanted: { sku: string; quantity: number; itemId: number }[] = [];
  for (const row of rows) {
    if (row.product_type === 'bundle') {
      const message = text(MESSAGES.chooseBundle(row.name, row.name_ar));
      problems.push({ code: 'UNDEFINED', message, path: [String(row.id)] });
      continue;
    }
    wanted.push({ sku: row.stock_sku ?? row.sku, quantity: Number(row.qty), itemId: row.id });
  }
  const cart = await db.transaction().execute(async (trx) => {
    const found = await customerActiveCart(trx, order.customer_id, source);
    const locked = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const added = await addItems(
      trx,
      locked,
      wanted.map(({ sku, quantity }) => ({ sku, quantity })),
    );
    for (const p of added) {
      const item = wanted[Number(p.path)];
      problems.push({
        code: p.code,
        message: text(p.text),
        path: [String(item?.itemId ?? p.path)],
      });
    }
    return trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', locked.id)
      .executeTakeFirstOrThrow();
  });
  return { cart, refused: false, problems };
}

/** The customer's own `reorderItems(orderNumber)`. */
export async function reorderItems(ctx: GqlContext, rawNumber: unknown) {
  const order = await ownOrder(ctx, rawNumber, 'orderNumber');
  const customerId = order.customer_id as number;
  const source = ctx.source === 'default' ? order.source_code : ctx.source;
  const { cart, problems } = await reorderIntoCart(
    ctx.db,
    { ...order, customer_id: customerId },
    source,
    ctx.locale,
  );
  return { cart: await viewOf(ctx, cart), userInputErrors: problems };
}

async function viewOf(ctx: GqlContext, cart: CartRow) {
  return cartView(ctx, await cartState({ db: ctx.db, now: ctx.config.now() }, cart));
}
