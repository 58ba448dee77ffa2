/**
 * Ordering again (reorderItems): a finished order's items go into the customer's active cart,
 * checked like any add to cart; an order still on its way is refused with REORDER_NOT_AVAILABLE;
 * another customer's order is not found.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { ordersOf, type OrderJson } from './helpers';

const REORDER = `mutation($n: String!) {
  reorderItems(orderNumber: $n) {
    cart { id items { quantity product { sku } } }
    userInputErrors { code message path }
  }
}`;
const CAN_REORDER = `query($n: String!) { orderByNumber(number: $n) { status_code can_reorder } }`;

describe.each(databases)('reorder (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let orders: OrderJson[];
  const byStatus = (status: string) => orders.find((o) => o.status_code === status) as OrderJson;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    orders = await ordersOf(svc, gold);
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('says which orders may be ordered again: finished ones only', async () => {
    for (const [status, expected] of [
      ['delivered', true],
      ['canceled', true],
      ['payment_failed', true],
      ['out_for_delivery', false],
      ['pending', false],
    ] as const) {
      const res = await svc.gql(CAN_REORDER, { n: byStatus(status).number }, { token: gold });
      expect([status, res.data.orderByNumber.can_reorder]).toEqual([status, expected]);
    }
  });

  it("puts a delivered order's items into the customer's cart; what cannot be added is named", async () => {
    const order = byStatus('delivered');
    const res = await svc.gql(REORDER, { n: order.number }, { token: gold });
    expect(res.errors).toBeUndefined();
    const out = res.data.reorderItems;
    const inCart = new Set(out.cart.items.map((i: { product: { sku: string } }) => i.product.sku));
    const reported = new Set(out.userInputErrors.map((e: { path: string[] }) => e.path[0]));
    for (const item of order.items) {
      expect(inCart.has(item.product_sku) || reported.has(String(item.id))).toBe(true);
    }
    expect(inCart.size).toBeGreaterThan(0);
    const again = await svc.gql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      {},
      { token: gold },
    );
    expect(again.data?.customerCart.id).toBe(out.cart.id);
  });

  it('refuses an order still on its way with REORDER_NOT_AVAILABLE, in Arabic too, and leaves the cart alone', async () => {
    const before = await svc.gql('{ customerCart { total_quantity } }', {}, { token: gold });
    const order = byStatus('out_for_delivery');
    const res = await svc.gql(REORDER, { n: order.number }, { token: gold, store: 'ar_EG' });
    expect(res.errors).toBeUndefined();
    expect(res.data.reorderItems.userInputErrors).toEqual([
      {
        code: 'REORDER_NOT_AVAILABLE',
        message: 'لا يمكن إعادة طلب هذا الطلب الآن.',
        path: ['orderNumber'],
      },
    ]);
    const after = await svc.gql('{ customerCart { total_quantity } }', {}, { token: gold });
    expect(after.data.customerCart.total_quantity).toBe(before.data.customerCart.total_quantity);
  });

  it("never reorders another customer's order, nor for a guest", async () => {
    const order = byStatus('delivered');
    const silver = await loginByPassword(svc, DEMO.silver.email);
    expect(firstError(await svc.gql(REORDER, { n: order.number }, { token: silver })).message).toBe(
      'The order was not found.',
    );
    expect(firstError(await svc.gql(REORDER, { n: order.number })).message).toBeTruthy();
  });
});
