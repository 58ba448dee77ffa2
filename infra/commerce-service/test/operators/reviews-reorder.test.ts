/**
 * Two operator operations on a customer's finished order: unlocking its reviews (the customer
 * may write them again; the old ones count until replaced, nothing is deleted) and ordering it
 * again on the customer's behalf (its items into the customer's active cart), through the API
 * with role checks and the audit log, and the /dev route on top of the same operation.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, stockedProduct } from '../order/helpers';
import { codeOfError, makeOperator, ops, signIn } from './helpers';

/** Boot and seeding on a machine shared with other test runs can take minutes. */
const SETUP_MS = 600_000;

const REVIEW = `mutation($i: CreateOrderReviewInput!) {
  createOrderReview(input: $i) { order { can_review } reviews { item_id rating } }
}`;
const UNLOCK = `mutation($n: String!, $i: Int) { unlockReviews(number: $n, item_id: $i) }`;
const REORDER = `mutation($n: String!) {
  reorderOrder(number: $n) { number cart_items problems { item_id code message } }
}`;

describe.each(databases)('reviews and reorder through the operator API (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let goldId: number;
  let fulfilment: string;
  let support: string;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
    fulfilment = await signIn(svc, await makeOperator(svc, ['fulfilment']));
    support = await signIn(svc, await makeOperator(svc, ['support']));
  }, SETUP_MS);
  afterAll(async () => {
    await svc?.close();
  });

  /** A gold customer's order of `qty` of one product, moved on to `to` by fulfilment. */
  async function goldOrder(qty: number, to: string[], skip = 0) {
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    const p = await stockedProduct(svc, { skip });
    const cartId = await makeCart(svc, { customerId: goldId, items: [{ productId: p.id, qty }] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    const number = res.data.placeOrder.order.order_number as string;
    for (const status of to) {
      const moved = await ops(
        svc,
        `mutation($n: String!, $to: OrderStatus!) { moveOrder(number: $n, to: $to) { status } }`,
        { n: number, to: status },
        { token: fulfilment },
      );
      expect(moved.errors).toBeUndefined();
    }
    const order = await svc.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    const item = await svc.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { number, itemId: item.id, productId: p.id, sku: p.sku };
  }

  const product = (id: number) =>
    svc.db
      .selectFrom('products')
      .select(['review_count', 'rating_summary'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const review = (number: string, itemId: number, rating: number) =>
    svc.gql(
      REVIEW,
      { i: { order_number: number, reviews: [{ item_id: String(itemId), rating }] } },
      { token: gold },
    );

  it('unlocks a review so the customer writes it again, replacing it without losing it meanwhile', async () => {
    const order = await goldOrder(1, ['processing', 'out_for_delivery', 'delivered']);
    expect(codeOfError(await ops(svc, UNLOCK, { n: order.number }, { token: support }))).toBe(
      'CONFLICT',
    );
    const before = await product(order.productId);
    const first = await review(order.number, order.itemId, 1);
    expect(first.errors).toBeUndefined();
    expect(first.data.createOrderReview.order.can_review).toBe(false);
    const again = await review(order.number, order.itemId, 5);
    expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_REVIEWED');
    const reviewed = await product(order.productId);
    expect(reviewed.review_count).toBe(before.review_count + 1);

    expect(codeOfError(await ops(svc, UNLOCK, { n: order.number }, { token: fulfilment }))).toBe(
      'FORBIDDEN',
    );
    const unlocked = await ops(
      svc,
      UNLOCK,
      { n: order.number, i: order.itemId },
      { token: support },
    );
    expect(unlocked.errors).toBeUndefined();
    expect(unlocked.data.unlockReviews).toBe(1);
    // Unlocked, not deleted: the review still counts in the product's rating.
    expect(await product(order.productId)).toEqual(reviewed);
    const row = await svc.db
      .selectFrom('order_reviews')
      .select(['rating', 'unlocked_at'])
      .where('order_item_id', '=', order.itemId)
      .executeTakeFirstOrThrow();
    expect(row.rating).toBe(1);
    expect(row.unlocked_at).not.toBeNull();

    const rewritten = await review(order.number, order.itemId, 5);
    expect(rewritten.errors).toBeUndefined();
    expect(rewritten.data.createOrderReview.reviews).toEqual([
      { item_id: String(order.itemId), rating: 5 },
    ]);
    const after = await product(order.productId);
    expect(after.review_count).toBe(reviewed.review_count);
    // The mean moves by the 4 stars gained (20 points a star), the count stays.
    expect(after.rating_summary).toBe(
      Math.round((reviewed.rating_summary * reviewed.review_count + 80) / reviewed.review_count),
    );
    const rows = await svc.db
      .selectFrom('order_reviews')
      .select(['rating', 'unlocked_at'])
      .where('order_item_id', '=', order.itemId)
      .execute();
    expect(rows).toEqual([{ rating: 5, unlocked_at: null }]);
    // Locked again once rewritten.
    expect((await review(order.number, order.itemId, 3)).errors?.[0]?.extensions?.code).toBe(
      'ALREADY_REVIEWED',
    );
  });

  it('orders a finished order again into the customer cart, refusing one still on its way', async () => {
    const pending = await goldOrder(1, [], 2);
    const refused = await ops(svc, REORDER, { n: pending.number }, { token: support });
    expect(codeOfError(refused)).toBe('CONFLICT');
    expect(codeOfError(await ops(svc, REORDER, { n: pending.number }, { token: fulfilment }))).toBe(
      'FORBIDDEN',
    );
    const done = await goldOrder(2, ['processing', 'out_for_delivery', 'delivered'], 3);
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    const res = await ops(svc, REORDER, { n: done.number }, { token: support });
    expect(res.errors).toBeUndefined();
    expect(res.data.reorderOrder).toEqual({ number: done.number, cart_items: 1, problems: [] });
    const lines = await svc.db
      .selectFrom('carts as c')
      .innerJoin('cart_items as i', 'i.cart_id', 'c.id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.sku', 'i.qty'])
      .where('c.customer_id', '=', goldId)
      .where('c.is_active', '=', true)
      .execute();
    expect(lines.map((l) => [l.sku, Number(l.qty)])).toEqual([[done.sku, 2]]);
    const audit = await svc.db
      .selectFrom('operator_audit')
      .select(['operation', 'ok', 'result'])
      .where('operation', '=', 'reorderOrder')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.ok, a.result])).toEqual([
      [false, expect.stringContaining('is pending')],
      [false, expect.stringContaining('needs the role')],
      [true, "1 items in the customer's cart, 0 problems"],
    ]);
    // The development route runs the same operation (no session, no audit entry).
    const dev = await svc.inject({ method: 'POST', url: `/dev/orders/${done.number}/reorder` });
    expect(dev.statusCode).toBe(200);
    expect(dev.json()).toMatchObject({ number: done.number, cart_items: 1 });
    const guestCart = await makeCart(svc, {
      email: `guest.${Date.now()}@example.com`,
      items: [{ productId: done.productId, qty: 1 }],
    });
    const guest = await svc.gql(PLACE, { i: { cart_id: guestCart } });
    const guestNumber = guest.data.placeOrder.order.order_number as string;
    const devGuest = await svc.inject({
      method: 'POST',
      url: `/dev/orders/${guestNumber}/reorder`,
    });
    expect(devGuest.statusCode).toBe(409);
  });
});
