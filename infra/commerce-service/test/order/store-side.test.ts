/**
 * The store's side of an order through the dev routes (development only): moving an order
 * forward to delivered credits the points it earned (and the tier they reach), and a substitution
 * proposal made at picking time reaches the customer's substitution page.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, stockedProduct } from './helpers';

const status = (svc: Service, number: string, to: unknown) =>
  svc.inject({ method: 'POST', url: `/dev/orders/${number}/status`, payload: { status: to } });

describe.each(databases)('store side of an order (%s)', (database) => {
  let svc: Service;
  let bronze: string;
  let bronzeId: number;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    bronze = await loginByPassword(svc, DEMO.bronze.email);
    bronzeId = (await customerRow(svc, DEMO.bronze.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
  });

  async function placeFor(qty: number): Promise<string> {
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', bronzeId)
      .execute();
    const p = await stockedProduct(svc, { maxPrice: 300 });
    const cartId = await makeCart(svc, { customerId: bronzeId, items: [{ productId: p.id, qty }] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: bronze });
    expect(res.errors).toBeUndefined();
    return res.data.placeOrder.order.order_number as string;
  }

  it('moves an order forward step by step and credits its points on delivery, with a tier upgrade', async () => {
    const number = await placeFor(5);
    const order = (
      await svc.gql(
        `query($n: String!) { orderByNumber(number: $n) { estimated_earned_points } }`,
        { n: number },
        { token: bronze },
      )
    ).data.orderByNumber;
    const earned = order.estimated_earned_points as number;
    expect(earned).toBeGreaterThan(0);
    // Just below the next tier, so this order's points reach it.
    const tiers = await svc.db
      .selectFrom('loyalty_tiers')
      .select(['code', 'points'])
      .orderBy('points')
      .execute();
    const silver = tiers.find((t) => t.code === 'SILVER')!;
    await svc.db
      .updateTable('customers')
      .set({ tier_points: silver.points - 1, has_tier_upgrade: false })
      .where('id', '=', bronzeId)
      .execute();
    const before = await customerRow(svc, DEMO.bronze.phone);

    expect((await status(svc, number, 'delivered')).statusCode).toBe(409);
    for (const to of ['processing', 'out_for_delivery', 'delivered']) {
      const res = await status(svc, number, to);
      expect(res.statusCode).toBe(200);
      expect(res.json().status_code).toBe(to);
    }
    const after = await customerRow(svc, DEMO.bronze.phone);
    expect(after.points_balance).toBe(before.points_balance + earned);
    expect(after.tier_code).toBe('SILVER');
    expect(after.has_tier_upgrade).toBe(true);
    const history = await svc.gql(
      `query { customerPointsHistory(pageSize: 1) { items { action points reason } } }`,
      {},
      { token: bronze },
    );
    expect(history.data.customerPointsHistory.items[0]).toEqual({
      action: 'earned',
      points: earned,
      reason: `Points earned on order #${number}`,
    });
    const delivered = (
      await svc.gql(
        `query($n: String!) { orderByNumber(number: $n) { status_code payment_status can_cancel can_review } }`,
        { n: number },
        { token: bronze },
      )
    ).data.orderByNumber;
    expect(delivered).toEqual({
      status_code: 'delivered',
      payment_status: 'RECEIVED',
      can_cancel: false,
      can_review: true,
    });
    expect((await status(svc, number, 'delivered')).statusCode).toBe(409);
  });

  it('refuses bad requests', async () => {
    expect((await status(svc, '100000001', 'shipped')).statusCode).toBe(400);
    expect((await status(svc, 'abc', 'processing')).statusCode).toBe(400);
    expect((await status(svc, '999999999', 'processing')).statusCode).toBe(404);
  });

  it('proposes a substitution at picking time, which the customer then sees and answers', async () => {
    const number = await placeFor(1);
    const res = await svc.inject({
      method: 'POST',
      url: `/dev/orders/${number}/substitution`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const proposal = res.json();
    expect(proposal.replacements).toBeGreaterThanOrEqual(1);
    // The store's substitution_time_interval (30 minutes) gives the customer time to answer.
    expect(Date.parse(proposal.expires_at) - Date.now()).toBeGreaterThan(25 * 60_000);
    const sub = (
      await svc.gql(
        `query($n: String!) { orderSubstitution(order_number: $n) { status items { id replacements { id } } } }`,
        { n: number },
        { token: bronze },
      )
    ).data.orderSubstitution;
    expect(sub.status).toBe('PENDING');
    const answer = await svc.gql(
      `mutation($i: SubmitOrderSubstitutionInput!) { submitOrderSubstitution(input: $i) { status order { total { grand_total { value } } } } }`,
      { i: { order_number: number, items: [{ item_id: sub.items[0].id, remove: true }] } },
      { token: bronze },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.submitOrderSubstitution.status).toBe('SUBMITTED');
    expect(
      (await svc.inject({ method: 'POST', url: `/dev/orders/${number}/substitution`, payload: {} }))
        .statusCode,
    ).toBe(409);
    expect(
      firstError(
        await svc.gql(`query($n: String!) { orderSubstitution(order_number: $n) { status } }`, {
          n: number,
        }),
      ).message,
    ).toBe("The current customer isn't authorized.");
  });
});

describe('store side in production mode', () => {
  it('is not there', async () => {
    const svc = await startTestService({ database: 'pglite', products: 150, production: true });
    try {
      expect(
        (
          await svc.inject({
            method: 'POST',
            url: '/dev/orders/100000001/status',
            payload: { status: 'processing' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await svc.close();
    }
  });
});
