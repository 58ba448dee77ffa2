/**
 * Ordering again (Magento reorderItems): the items of one of the signed-in customer's finished
 * orders go into the customer's active cart, each checked like any add-to-cart against today's
 * catalogue and the stock at the cart's source. Orders still on their way cannot be reordered
 * (REORDER_NOT_AVAILABLE); a bundle's choices are not kept by the order in a form the cart takes,
 * so a bundle is reported for the shopper to choose again.
 */
import type { GqlContext } from '../../graphql/context';
import { customerActiveCart } from '../cart/access';
import { addItems } from '../cart/items';
import type { CartRow } from '../cart/model';
import { cartState } from '../cart/state';
import { cartView } from '../cart/view';
import { REORDERABLE, ownOrder } from './orders';

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

interface ReorderProblem {
  code: string;
  message: string;
  path: string[];
}

export async function reorderItems(ctx: GqlContext, rawNumber: unknown) {
  const order = await ownOrder(ctx, rawNumber, 'orderNumber');
  const customerId = order.customer_id as number;
  const text = (t: { en: string; ar: string }) => (ctx.locale === 'ar' ? t.ar : t.en);
  const source = ctx.source === 'default' ? order.source_code : ctx.source;
  if (!REORDERABLE.includes(order.status)) {
    const cart = await customerActiveCart(ctx.db, customerId, source);
    return {
      cart: await viewOf(ctx, cart),
      userInputErrors: [
        {
          code: 'REORDER_NOT_AVAILABLE',
          message: text(MESSAGES.notAvailable),
          path: ['orderNumber'],
        },
      ],
    };
  }
  const rows = await ctx.db
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.stock_product_id')
    .select([
      'oi.id',
      'oi.sku',
      'oi.name',
      'oi.name_ar',
      'oi.product_type',
      'oi.qty',
      'p.sku as stock_sku',
    ])
    .where('oi.order_id', '=', order.id)
    .orderBy('oi.position')
    .orderBy('oi.id')
    .execute();
  const problems: ReorderProblem[] = [];
  const wanted: { sku: string; quantity: number; itemId: number }[] = [];
  for (const row of rows) {
    if (row.product_type === 'bundle') {
      problems.push({
        code: 'UNDEFINED',
        message: text(MESSAGES.chooseBundle(row.name, row.name_ar)),
        path: [String(row.id)],
      });
      continue;
    }
    wanted.push({ sku: row.stock_sku ?? row.sku, quantity: Number(row.qty), itemId: row.id });
  }
  const cart = await ctx.db.transaction().execute(async (trx) => {
    const found = await customerActiveCart(trx, customerId, source);
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
  return { cart: await viewOf(ctx, cart), userInputErrors: problems };
}

async function viewOf(ctx: GqlContext, cart: CartRow) {
  return cartView(ctx, await cartState({ db: ctx.db, now: ctx.config.now() }, cart));
}
