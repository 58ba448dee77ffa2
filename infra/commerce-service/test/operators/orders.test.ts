/**
 * Orders through the operator API: finding them, the status machine (valid and invalid moves),
 * the earned points credited exactly once on delivery, the customer's messages through the
 * outbox, cancellation with the refund through the payment provider (the local Paymob) and the
 * stock given back, and bulk cancellation of fake orders.
 */
import { createServer } from 'node:net';
import { databases, startTestService } from '../helpers/service';
import { DEMO, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, SOURCE, stockedProduct, stockOf } from '../order/helpers';
import { PAYMOB_TEST_KEYS, startPaymobServer, type PaymobServer } from '../order/paymob-server';
import { codeOfError, makeOperator, ops, signIn } from './helpers';

/** Boot and seeding on a machine shared with other test runs can take minutes. */
const SETUP_MS = 600_000;

const MOVE = `mutation($n: String!, $to: OrderStatus!) {
  moveOrder(number: $n, to: $to) { number status payment_status refunded }
}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe.each(databases)('orders through the operator API (%s)', (database) => {
  let svc: Service;
  let paymob: PaymobServer;
  let gold: string;
  let goldId: number;
  let fulfilment: string;
  let support: string;
  beforeAll(async () => {
    paymob = await startPaymobServer();
    const port = await freePort();
    svc = await startTestService({
      database,
      products: 150,
      env: {
        ...PAYMOB_TEST_KEYS,
        PAYMOB_BASE_URL: paymob.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    await svc.service.app.listen({ port, host: '127.0.0.1' });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
    fulfilment = await signIn(svc, await makeOperator(svc, ['fulfilment']));
    support = await signIn(svc, await makeOperator(svc, ['support']));
  }, SETUP_MS);
  afterAll(async () => {
    await svc?.close();
    await paymob?.close();
  });

  async function placeGold(qty: number, payment = 'cashondelivery') {
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: p.id, qty }],
      payment,
    });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    return {
      ...(res.data.placeOrder.order as { order_number: string; redirect_url: string }),
      sku: p.sku,
    };
  }

  async function placeGuest(email: string): Promise<string> {
    const p = await stockedProduct(svc, { skip: 1 });
    const cartId = await makeCart(svc, { email, items: [{ productId: p.id, qty: 1 }] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } });
    expect(res.errors).toBeUndefined();
    return res.data.placeOrder.order.order_number as string;
  }

  const move = (number: string, to: string, token = fulfilment) =>
    ops(svc, MOVE, { n: number, to }, { token });
  const orderRow = (number: string) =>
    svc.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

  it('moves an order through the status machine, refusing moves it does not allow', async () => {
    const { order_number: number } = await placeGold(1);
    const skip = await move(number, 'delivered');
    expect(codeOfError(skip)).toBe('INVALID_TRANSITION');
    expect(skip.errors?.[0]?.message).toBe(
      'An order that is pending cannot become delivered (it can become: processing, canceled).',
    );
    for (const to of ['processing', 'out_for_delivery', 'delivered']) {
      const res = await move(number, to);
      expect(res.errors).toBeUndefined();
      expect(res.data.moveOrder).toMatchObject({ number, status: to });
    }
    const back = await move(number, 'processing');
    expect(back.errors?.[0]?.message).toBe(
      'An order that is delivered cannot become processing (it can become: closed).',
    );
    expect(codeOfError(await move(number, 'canceled', support))).toBe('INVALID_TRANSITION');
    // Closing ends the after-sales: support's call, and final.
    expect(codeOfError(await move(number, 'closed'))).toBe('FORBIDDEN');
    const closed = await move(number, 'closed', support);
    expect(closed.errors).toBeUndefined();
    expect(closed.data.moveOrder).toMatchObject({ number, status: 'closed' });
    expect((await move(number, 'delivered')).errors?.[0]?.message).toBe(
      'An order that is closed cannot become delivered (closed is final).',
    );
    expect(codeOfError(await move(number, 'canceled', support))).toBe('INVALID_TRANSITION');
    expect(codeOfError(await move('123', 'processing'))).toBe('BAD_INPUT');
    expect(codeOfError(await move('999999999', 'processing'))).toBe('NOT_FOUND');
    // Each status change the customer hears about went through the outbox, in the order's language.
    const kinds = await svc.db
      .selectFrom('messages')
      .select(['kind', 'channel', 'subject'])
      .where('kind', '=', 'order_status')
      .where('subject', 'like', `%${number}%`)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.subject)).toEqual([
      `Your order ${number}: Processing`,
      `Your order ${number}: Out for delivery`,
      `Your order ${number}: Delivered`,
      `Your order ${number}: Closed`,
    ]);
  });

  it('credits the earned points once, on delivery', async () => {
    const { order_number: number } = await placeGold(3);
    const earned = (await orderRow(number)).estimated_earned_points;
    expect(earned).toBeGreaterThan(0);
    const before = await customerRow(svc, DEMO.gold.phone);
    for (const to of ['processing', 'out_for_delivery']) await move(number, to);
    expect((await customerRow(svc, DEMO.gold.phone)).points_balance).toBe(before.points_balance);
    expect((await move(number, 'delivered')).errors).toBeUndefined();
    expect(codeOfError(await move(number, 'delivered'))).toBe('INVALID_TRANSITION');
    const after = await customerRow(svc, DEMO.gold.phone);
    expect(after.points_balance).toBe(before.points_balance + earned);
    const history = await svc.db
      .selectFrom('points_history')
      .select('points')
      .where('customer_id', '=', goldId)
      .where('reason', '=', `Points earned on order #${number}`)
      .execute();
    expect(history).toEqual([{ points: earned }]);
    expect((await orderRow(number)).points_credited_at).not.toBeNull();
    const found = await ops(
      svc,
      `query($n: String) { orders(number: $n) { status points_credited } }`,
      { n: number },
      { token: support },
    );
    expect(found.data.orders).toEqual([{ status: 'delivered', points_credited: true }]);
  });

  it('cancels a paid order with the refund through Paymob and the stock back; a refused refund changes nothing', async () => {
    const placed = await placeGold(2, 'robusta_accept_cc');
    const intention = paymob.intentionOf(
      new URL(placed.redirect_url).searchParams.get('clientSecret') ?? '',
    );
    const tx = paymob.pay(intention, { success: true });
    await paymob.deliver(intention, paymob.callbackOf(tx));
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending',
      payment_status: 'APPROVED',
    });
    const stockBefore = await stockOf(svc, placed.sku, SOURCE);
    paymob.failNext('/api/acceptance/void_refund/refund', 500);
    const refused = await move(placed.order_number, 'canceled', support);
    expect(codeOfError(refused)).toBe('REFUND_FAILED');
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending',
      payment_status: 'APPROVED',
    });
    const res = await move(placed.order_number, 'canceled', support);
    expect(res.errors).toBeUndefined();
    expect(res.data.moveOrder).toEqual({
      number: placed.order_number,
      status: 'canceled',
      payment_status: 'CLOSED',
      refunded: true,
    });
    expect(tx.is_refunded).toBe(true);
    expect(await stockOf(svc, placed.sku, SOURCE)).toBe(stockBefore + 2);
    // A fulfilment operator moves deliveries but does not cancel.
    expect(codeOfError(await move(placed.order_number, 'canceled'))).toBe('FORBIDDEN');
  });

  it('cancels fake orders in bulk, each on its own, and finds orders by e-mail and status', async () => {
    const email = `fake.${Date.now()}@example.com`;
    const fakes = [await placeGuest(email), await placeGuest(email)];
    const delivered = (await placeGold(1)).order_number;
    for (const to of ['processing', 'out_for_delivery', 'delivered']) await move(delivered, to);
    const found = await ops(
      svc,
      `query($e: String) { orders(email: $e, status: pending) { number customer_email } }`,
      { e: email.toUpperCase() },
      { token: support },
    );
    expect(found.data.orders.map((o: { number: string }) => o.number).sort()).toEqual(
      [...fakes].sort(),
    );
    const res = await ops(
      svc,
      `mutation($n: [String!]!) { cancelOrders(numbers: $n, comment: "fake orders") { number ok status error } }`,
      { n: [...fakes, delivered] },
      { token: support },
    );
    expect(res.data.cancelOrders).toEqual([
      { number: fakes[0], ok: true, status: 'canceled', error: null },
      { number: fakes[1], ok: true, status: 'canceled', error: null },
      {
        number: delivered,
        ok: false,
        status: null,
        error: 'An order that is delivered cannot become canceled (it can become: closed).',
      },
    ]);
    expect((await orderRow(fakes[0]!)).cancellation_comment).toBe('fake orders');
    const tooMany = Array.from({ length: 101 }, (_, i) => String(100000000 + i));
    expect(
      codeOfError(
        await ops(
          svc,
          `mutation($n: [String!]!) { cancelOrders(numbers: $n) { ok } }`,
          { n: tooMany },
          { token: support },
        ),
      ),
    ).toBe('BAD_INPUT');
  });
});
