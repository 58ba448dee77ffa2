/**
 * Proposing substitutions at picking time (the operator API and the dev route share it): up to two
 * replacements for one item (same first category, stocked at the order's source), and the
 * customer's message in the same transaction.
 */
import { substitutionMinutes } from '../domains/order/earning';
import { writeSubstitutionProposal } from '../domains/order/notices';
import { notFound, OpsError } from './errors';
import { checkOrderNumber, type OpsDeps } from './order-ops';

const conflict = (message: string) => new OpsError('CONFLICT', message);

export async function proposeSubstitution(deps: OpsDeps, number: string, itemId: number | null) {
  checkOrderNumber(number);
  const now = deps.config.now();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(`No order ${number}.`);
    if (order.status !== 'pending' && order.status !== 'processing')
      throw conflict(`An order that is ${order.status} cannot get a substitution.`);
    const existing = await trx
      .selectFrom('order_substitutions')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (existing) throw conflict(`Order ${number} already has a substitution.`);
    let itemQuery = trx
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('product_id', 'is not', null)
      .orderBy('position')
      .orderBy('id');
    if (itemId !== null) itemQuery = itemQuery.where('id', '=', itemId);
    const item = await itemQuery.executeTakeFirst();
    if (!item || item.product_id === null) throw notFound(`Order ${number} has no such item.`);
    const alternatives = await trx
      .selectFrom('product_categories as pc')
      .innerJoin('product_categories as other', 'other.category_id', 'pc.category_id')
      .innerJoin('products as p', 'p.id', 'other.product_id')
      .innerJoin('product_stock as s', (j) =>
        j.onRef('s.product_id', '=', 'p.id').on('s.source_code', '=', order.source_code),
      )
      .select(['p.id', 'p.price', 's.price as source_price'])
      .where('pc.product_id', '=', item.product_id)
      .where('p.id', '<>', item.product_id)
      .where('p.type', '=', 'simple')
      .where('p.visible', '=', true)
      .where('s.qty', '>=', item.qty)
      .orderBy('p.id')
      .limit(2)
      .execute();
    if (alternatives.length === 0)
      throw conflict(`No replacement in stock at ${order.source_code} for that item.`);
    const minutes = await substitutionMinutes(trx);
    const sub = await trx
      .insertInto('order_substitutions')
      .values({
        order_id: order.id,
        status: 'PENDING',
        expires_at: new Date(now.getTime() + minutes * 60_000),
        submitted_at: null,
        created_at: now,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    const subItem = await trx
      .insertInto('order_substitution_items')
      .values({ substitution_id: sub.id, order_item_id: item.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_substitution_replacements')
      .values(
        alternatives.map((a) => ({
          substitution_item_id: subItem.id,
          product_id: a.id,
          qty: item.qty,
          price: a.source_price ?? a.price,
          comment: 'Closest item we have today',
          comment_ar: 'أقرب بديل متاح اليوم',
        })),
      )
      .execute();
    await writeSubstitutionProposal(trx, deps, order);
    return {
      order_number: order.number,
      item_id: item.id,
      replacements: alternatives.length,
      expires_at: new Date(sub.expires_at).toISOString(),
    };
  });
}
