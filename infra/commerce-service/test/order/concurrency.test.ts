/**
 * Placing orders at the same time (issue 4): 200 buyers of the last 5 units give exactly 5 orders,
 * and one cart placed twice at once gives one order. PostgreSQL only: PGlite has one connection
 * and no blocking locks, so it cannot show a race.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, setStock, SOURCE, stockedProduct, stockOf } from './helpers';

const postgres = databases.includes('postgres');
if (!postgres) {
  console.warn(
    '[tests] order concurrency: SKIPPED. It needs PostgreSQL (TEST_DATABASE_URL); PGlite has one connection and no blocking locks.',
  );
}
const describePg = postgres ? describe : describe.skip;

describePg('placing orders concurrently (postgres)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database: 'postgres', products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('gives exactly 5 orders to 200 concurrent buyers of the last 5 units, and never stock below zero', async () => {
    const p = await stockedProduct(svc, { skip: 3 });
    const carts: string[] = [];
    for (let i = 0; i < 200; i++)
      carts.push(await makeCart(svc, { items: [{ productId: p.id, qty: 1 }] }));
    await setStock(svc, p.id, 5);
    const results = await Promise.all(
      carts.map((cartId) => svc.gql(PLACE, { i: { cart_id: cartId } })),
    );
    const placed = results.filter((r) => !r.errors && r.data?.placeOrder);
    const refused = results.filter((r) => r.errors);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused)
      expect(r.errors?.[0]?.message).toBe(
        `Could not place Order, no stock available for item: ${p.name}`,
      );
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(0);
    const orders = await svc.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('orders.id')
      .where('order_items.product_id', '=', p.id)
      .where('orders.cart_id', 'in', carts)
      .execute();
    expect(orders).toHaveLength(5);
    const active = await svc.db
      .selectFrom('carts')
      .select('id')
      .where('masked_id', 'in', carts)
      .where('is_active', '=', true)
      .execute();
    expect(active).toHaveLength(195);
  });

  it('gives one order when the same cart is placed twice at once, taking its stock once', async () => {
    const token = await loginByPassword(svc, DEMO.bronze.email);
    const customerId = (await customerRow(svc, DEMO.bronze.phone)).id;
    const p = await stockedProduct(svc, { skip: 4 });
    const before = await stockOf(svc, p.sku, SOURCE);
    const cartId = await makeCart(svc, {
      customerId,
      items: [{ productId: p.id, qty: 2 }],
      rewardPoints: 100,
    });
    const points = (await customerRow(svc, DEMO.bronze.phone)).points_balance;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => svc.gql(PLACE, { i: { cart_id: cartId } }, { token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors))
      expect(r.errors?.[0]?.message).toBe("The cart isn't active.");
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before - 2);
    const orders = await svc.db
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cartId)
      .execute();
    expect(orders).toHaveLength(1);
    const spent = points - (await customerRow(svc, DEMO.bronze.phone)).points_balance;
    expect(spent).toBeLessThanOrEqual(100);
    const redeemedRows = await svc.db
      .selectFrom('points_history')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('action', '=', 'redeemed')
      .where(
        'reason',
        'like',
        '%' +
          (
            await svc.db
              .selectFrom('orders')
              .select('number')
              .where('cart_id', '=', cartId)
              .executeTakeFirstOrThrow()
          ).number,
      )
      .execute();
    expect(redeemedRows.length).toBe(spent > 0 ? 1 : 0);
  });

  it('lets only one of two racing cancellations give the stock back', async () => {
    const token = await loginByPassword(svc, DEMO.silver.email);
    const customerId = (await customerRow(svc, DEMO.silver.phone)).id;
    const p = await stockedProduct(svc, { skip: 5 });
    const cartId = await makeCart(svc, { customerId, items: [{ productId: p.id, qty: 3 }] });
    const placed = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token });
    const number = placed.data.placeOrder.order.order_number as string;
    const before = await stockOf(svc, p.sku, SOURCE);
    const CANCEL = `mutation($i: CancelCustomerOrderInput!) { cancelCustomerOrder(input: $i) { result } }`;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        svc.gql(CANCEL, { i: { order_number: number, reason_id: 1 } }, { token }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before + 3);
  });
});
