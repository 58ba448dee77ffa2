/**
 * Order flooding (issue 60): placement limited per client, per e-mail and per phone; guests'
 * cash on delivery capped by open unpaid orders per identity and per address; payment-pending
 * orders give their stock and slot back when they expire; no substitution on a cancelled order.
 */
import { runOrderSweeps } from '../../src/domains/order/order-limits';
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, ordersOf, PLACE, SOURCE, stockedProduct, stockOf } from './helpers';

const LIMIT_ENV = [
  'DUKKAN_ORDERS_PER_CLIENT_HOUR',
  'DUKKAN_ORDERS_PER_IDENTITY_HOUR',
  'DUKKAN_GUEST_COD_OPEN_MAX',
  'DUKKAN_PENDING_PAYMENT_MINUTES',
] as const;

describe.each(databases)('order abuse (%s)', (database) => {
  let svc: Service;
  let clock = Date.now();
  const saved: Partial<Record<(typeof LIMIT_ENV)[number], string>> = {};
  beforeAll(async () => {
    // The limits of a production store (the other suites run with relaxed ones).
    for (const name of LIMIT_ENV) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    svc = await startTestService({ database, products: 150, now: () => new Date(clock) });
  });
  afterAll(async () => {
    for (const name of LIMIT_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await svc?.close();
  });

  let n = 0;
  const unique = () => {
    n += 1;
    return n;
  };
  /** A guest cash-on-delivery cart with its own e-mail, phone and address unless told. */
  async function guestCart(opts: { email?: string; phone?: string; building?: string } = {}) {
    const i = unique();
    const p = await stockedProduct(svc, { skip: i % 5 });
    const cartId = await makeCart(svc, {
      items: [{ productId: p.id, qty: 1 }],
      email: opts.email ?? `flood${i}@example.com`,
    });
    // A distinct phone and building per cart unless the test shares one.
    await svc.db
      .updateTable('carts')
      .set({
        shipping_address: (eb) =>
          eb.fn('jsonb_set', [
            eb.fn('jsonb_set', [
              eb.ref('shipping_address'),
              eb.val('{telephone}'),
              eb.val(JSON.stringify(opts.phone ?? `0122${String(1_000_000 + i).slice(-7)}`)),
            ]),
            eb.val('{building}'),
            eb.val(JSON.stringify(opts.building ?? `B${i}`)),
          ]),
      })
      .where('masked_id', '=', cartId)
      .execute();
    return cartId;
  }
  async function placeFrom(client: string, cartId: string, token?: string) {
    const response = await svc.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: PLACE, variables: { i: { cart_id: cartId } } },
      remoteAddress: client,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response.json<{
      data?: { placeOrder: { order: { order_number: string } } | null };
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    }>();
  }

  it('places at most 10 of twenty guest cash-on-delivery orders sent in a minute from one client', async () => {
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await guestCart());
    const answers = [];
    for (const cartId of carts) {
      answers.push(await placeFrom('127.0.5.5', cartId));
      clock += 2_000;
    }
    const placed = answers.filter((a) => a.data?.placeOrder?.order.order_number);
    expect(placed).toHaveLength(10);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.errors![0]!.extensions).toMatchObject({
      category: 'graphql-rate-limit',
      message_ar: expect.any(String),
    });
    // Another client at the same moment is not stopped.
    expect((await placeFrom('127.0.5.6', await guestCart())).errors).toBeUndefined();
  });

  it("caps a guest's open unpaid cash-on-delivery orders per phone, per e-mail and per address", async () => {
    const COD_CAP =
      'You already have unpaid cash-on-delivery orders on their way. Please pay online, or wait until they are delivered.';
    const phone = '01233334444';
    for (let i = 0; i < 2; i++) {
      expect(
        (await placeFrom(`127.0.6.${i + 1}`, await guestCart({ phone }))).errors,
      ).toBeUndefined();
    }
    const byPhone = firstError(await placeFrom('127.0.6.9', await guestCart({ phone })));
    expect(byPhone.message).toBe(COD_CAP);
    expect(byPhone.extensions?.message_ar).toEqual(expect.any(String));

    const email = 'same.guest@example.com';
    for (let i = 0; i < 2; i++) {
      expect(
        (await placeFrom(`127.0.7.${i + 1}`, await guestCart({ email }))).errors,
      ).toBeUndefined();
    }
    expect(firstError(await placeFrom('127.0.7.9', await guestCart({ email }))).message).toBe(
      COD_CAP,
    );

    const building = 'Tower 9';
    for (let i = 0; i < 2; i++) {
      expect(
        (await placeFrom(`127.0.8.${i + 1}`, await guestCart({ building }))).errors,
      ).toBeUndefined();
    }
    expect(firstError(await placeFrom('127.0.8.9', await guestCart({ building }))).message).toBe(
      COD_CAP,
    );
  });

  it('limits placements per e-mail and phone of a signed-in customer, whatever the client', async () => {
    const token = await loginByPassword(svc, DEMO.silver.email);
    const customerId = (await customerRow(svc, DEMO.silver.phone)).id;
    const results = [];
    for (let i = 0; i < 6; i++) {
      const p = await stockedProduct(svc, { skip: i });
      const cartId = await makeCart(svc, { customerId, items: [{ productId: p.id, qty: 1 }] });
      results.push(await placeFrom(`127.0.9.${i + 1}`, cartId, token));
    }
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(results[5]!.errors![0]!.extensions?.category).toBe('graphql-rate-limit');
  });

  it('expires a payment-pending order after 30 minutes: its stock comes back', async () => {
    clock += 2 * 3600_000; // a new hour: the limits above start again
    const p = await stockedProduct(svc, { skip: 7 });
    const before = await stockOf(svc, p.sku, SOURCE);
    const cartId = await makeCart(svc, {
      items: [{ productId: p.id, qty: 2 }],
      payment: 'robusta_accept_cc',
    });
    const placed = await placeFrom('127.0.10.1', cartId);
    expect(placed.errors).toBeUndefined();
    const number = placed.data!.placeOrder!.order.order_number;
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before - 2);

    clock += 29 * 60_000;
    await runOrderSweeps(svc.db, new Date(clock));
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before - 2);

    clock += 2 * 60_000;
    await runOrderSweeps(svc.db, new Date(clock));
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before);
    const order = await svc.db
      .selectFrom('orders')
      .select(['status'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('payment_failed');
  });

  it('refuses a substitution answer on a cancelled order', async () => {
    const token = await loginByPassword(svc, DEMO.gold.email);
    const order = (await ordersOf(svc, token)).find((o) => o.has_pending_substitution);
    expect(order).toBeDefined();
    await svc.db
      .updateTable('orders')
      .set({ status: 'canceled' })
      .where('number', '=', order!.number)
      .execute();
    const sub = (
      await svc.gql(
        `query($n: String!) { orderSubstitution(order_number: $n) { items { id replacements { id } } } }`,
        { n: order!.number },
        { token },
      )
    ).data.orderSubstitution;
    const res = await svc.gql(
      `mutation($i: SubmitOrderSubstitutionInput!) { submitOrderSubstitution(input: $i) { status } }`,
      {
        i: {
          order_number: order!.number,
          items: sub.items.map((it: { id: string }) => ({ item_id: it.id, remove: true })),
        },
      },
      { token },
    );
    expect(firstError(res).message).toBe('This order has no substitution waiting for an answer.');
  });
});
