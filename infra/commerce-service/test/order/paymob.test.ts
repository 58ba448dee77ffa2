/**
 * Paymob Accept as the provider of the `robusta_accept_*` codes (issue 62), against the local
 * Paymob of paymob-server.ts over real HTTP both ways: the service calls Paymob on 127.0.0.1 and
 * Paymob POSTs its callback to the service listening on 127.0.0.1.
 */
import { createServer } from 'node:net';
import { loadConfig, startupProblems } from '../../src/config';
import { availableMethods } from '../../src/domains/order/payment-methods';
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, stockedProduct } from './helpers';
import { PAYMOB_TEST_KEYS, startPaymobServer, type PaymobServer } from './paymob-server';

const CANCEL = `mutation($i: CancelCustomerOrderInput!) {
  cancelCustomerOrder(input: $i) { result order { status_code payment_status } }
}`;
const CUSTOMER_CART = `query { customerCart { id total_quantity } }`;

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

describe.each(databases)('Paymob Accept (%s)', (database) => {
  let svc: Service;
  let paymob: PaymobServer;
  let gold: string;
  let goldId: number;
  let publicUrl: string;

  beforeAll(async () => {
    paymob = await startPaymobServer();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    svc = await startTestService({
      database,
      products: 150,
      env: { ...PAYMOB_TEST_KEYS, PAYMOB_BASE_URL: paymob.url, PUBLIC_URL: publicUrl },
    });
    await svc.service.app.listen({ port, host: '127.0.0.1' });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
    await paymob?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A new active cart of the gold customer (any other set aside) with `qty` of a stocked product, paid by Paymob card. */
  async function goldCardCart(qty: number) {
    const p = await stockedProduct(svc);
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    return makeCart(svc, {
      customerId: goldId,
      items: [{ productId: p.id, qty }],
      payment: 'robusta_accept_cc',
    });
  }

  /** A gold customer's cart paid by Paymob card, placed: the order and its intention. */
  async function placeCardOrder() {
    const cartId = await goldCardCart(2);
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    const placed = res.data.placeOrder.order as {
      order_number: string;
      merchant_reference: string;
      redirect_url: string;
    };
    const checkout = new URL(placed.redirect_url);
    const intention = paymob.intentionOf(checkout.searchParams.get('clientSecret') ?? '');
    return { cartId, placed, checkout, intention };
  }

  const orderRow = (number: string) =>
    svc.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  const transactionsOf = async (number: string) =>
    svc.db
      .selectFrom('payment_transactions')
      .select(['kind', 'outcome', 'transaction_id', 'amount_cents', 'source', 'reason'])
      .where('order_id', '=', (await orderRow(number)).id)
      .orderBy('id')
      .execute();

  it("sends the shopper to Paymob's hosted checkout with an intention for the order's amount", async () => {
    const { placed, checkout, intention } = await placeCardOrder();
    const order = await orderRow(placed.order_number);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${paymob.url}/unifiedcheckout/`);
    expect(checkout.searchParams.get('publicKey')).toBe(PAYMOB_TEST_KEYS.PAYMOB_PUBLIC_KEY);
    expect(intention.body).toMatchObject({
      amount: Math.round(Number(order.grand_total) * 100),
      currency: 'EGP',
      payment_methods: [4001],
      special_reference: placed.merchant_reference,
      notification_url: `${publicUrl}/payments/paymob/callback`,
      redirection_url: `${publicUrl}/payments/paymob/return/en`,
    });
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment_provider: 'paymob',
      provider_order_id: String(intention.orderId),
    });
    const call = paymob.requests.find((r) => r.path === '/v1/intention/');
    expect(call?.authorization).toBe(`Token ${PAYMOB_TEST_KEYS.PAYMOB_SECRET_KEY}`);
  });

  it('approves the order on the HMAC-verified transaction callback, and a replay changes nothing', async () => {
    const { placed, intention } = await placeCardOrder();
    const tx = paymob.pay(intention, { success: true });
    const callback = paymob.callbackOf(tx);
    expect(await paymob.deliver(intention, callback)).toEqual({
      status: 200,
      json: { result: 'approved' },
    });
    const paid = await orderRow(placed.order_number);
    expect(paid).toMatchObject({ status: 'pending', payment_status: 'APPROVED' });
    const confirmations = () =>
      svc.db
        .selectFrom('messages')
        .select('id')
        .where('kind', '=', 'order_confirmation')
        .where('body', 'like', `%${placed.order_number}%`)
        .execute();
    expect(await confirmations()).not.toHaveLength(0);
    const sent = (await confirmations()).length;
    // The same callback again (Paymob retries): no second approval, confirmation or row.
    expect(await paymob.deliver(intention, callback)).toEqual({
      status: 200,
      json: { result: 'unchanged' },
    });
    const again = await orderRow(placed.order_number);
    expect(again.updated_at).toEqual(paid.updated_at);
    expect(await confirmations()).toHaveLength(sent);
    expect(await transactionsOf(placed.order_number)).toEqual([
      {
        kind: 'payment',
        outcome: 'approved',
        transaction_id: String(tx.id),
        amount_cents: String(tx.amount_cents),
        source: 'callback',
        reason: null,
      },
    ]);
  });

  it('declines the order on a failed transaction and gives the cart back', async () => {
    const { cartId, placed, intention } = await placeCardOrder();
    const tx = paymob.pay(intention, { success: false });
    expect((await paymob.deliver(intention, paymob.callbackOf(tx))).json).toEqual({
      result: 'declined',
    });
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'payment_failed',
      payment_status: 'DENIED',
    });
    expect((await svc.gql(CUSTOMER_CART, {}, { token: gold })).data.customerCart).toEqual({
      id: cartId,
      total_quantity: 2,
    });
  });

  it('refunds at once a paid retry on the checkout after the order was declined', async () => {
    const { placed, intention } = await placeCardOrder();
    const declined = paymob.pay(intention, { success: false });
    await paymob.deliver(intention, paymob.callbackOf(declined));
    // The shopper tries another card on the same hosted page, and it is taken.
    const retry = paymob.pay(intention, { success: true });
    expect((await paymob.deliver(intention, paymob.callbackOf(retry))).json).toEqual({
      result: 'refunded',
    });
    expect(retry.is_refunded).toBe(true);
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'payment_failed',
      payment_status: 'DENIED',
    });
    expect((await transactionsOf(placed.order_number)).map((t) => [t.kind, t.outcome])).toEqual([
      ['payment', 'declined'],
      ['payment', 'refunded'],
      ['refund', 'refunded'],
    ]);
  });

  it('refuses and logs a callback whose HMAC does not match; the order stays unpaid', async () => {
    const { placed, intention } = await placeCardOrder();
    const warn = jest.spyOn(svc.service.app.log, 'warn');
    // A declined transaction, rewritten as a success by someone without the HMAC secret.
    const tx = paymob.pay(intention, { success: false });
    const signed = paymob.callbackOf(tx);
    const forged = {
      hmac: signed.hmac,
      body: { type: 'TRANSACTION', obj: { ...tx, success: true } },
    };
    expect(await paymob.deliver(intention, forged)).toEqual({
      status: 401,
      json: { error: 'refused' },
    });
    // No signature at all.
    expect((await paymob.deliver(intention, { hmac: '', body: forged.body })).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(
      { provider: 'paymob', reason: 'HMAC does not match' },
      'payment callback refused',
    );
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'PENDING',
    });
    expect(await transactionsOf(placed.order_number)).toEqual([]);
  });

  it("refuses and logs a signed transaction whose amount or currency is not the order's", async () => {
    const { placed, intention } = await placeCardOrder();
    const error = jest.spyOn(svc.service.app.log, 'error');
    const expected = intention.body.amount as number;
    const cheaper = paymob.pay(intention, { success: true, amountCents: expected - 100 });
    expect((await paymob.deliver(intention, paymob.callbackOf(cheaper))).json).toEqual({
      result: 'refused',
    });
    const dollars = paymob.pay(intention, { success: true, currency: 'USD' });
    expect((await paymob.deliver(intention, paymob.callbackOf(dollars))).json).toEqual({
      result: 'refused',
    });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        transaction: String(cheaper.id),
        reason: `amount_cents ${expected - 100}, the order's is ${expected}`,
      }),
      'payment transaction refused',
    );
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'PENDING',
    });
    expect((await transactionsOf(placed.order_number)).map((t) => t.outcome)).toEqual([
      'refused',
      'refused',
    ]);
  });

  it('the browser return asks Paymob when the callback is late, and believes nothing in its own query', async () => {
    const { placed, intention } = await placeCardOrder();
    const returnUrl = (query: string) =>
      `/payments/paymob/return/en?order=${intention.orderId}&${query}`;
    // Nothing paid yet: a query claiming success changes nothing, the page shows the order.
    const early = await svc.inject({ method: 'GET', url: returnUrl('success=true&hmac=00') });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(
      `http://localhost:8080/en/orders/success?merchantRef=${placed.merchant_reference}`,
    );
    expect((await orderRow(placed.order_number)).status).toBe('pending_payment');
    // Paid at Paymob, the callback not here yet: the return asks Paymob and applies its answer.
    const tx = paymob.pay(intention, { success: true });
    const before = paymob.requests.length;
    const back = await svc.inject({ method: 'GET', url: returnUrl('success=false') });
    expect(back.headers.location).toBe(early.headers.location);
    expect(paymob.requests.slice(before).map((r) => r.path)).toEqual([
      '/api/auth/tokens',
      '/api/ecommerce/orders/transaction_inquiry',
    ]);
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending',
      payment_status: 'APPROVED',
    });
    // The late callback then finds the transaction already applied.
    expect((await paymob.deliver(intention, paymob.callbackOf(tx))).json).toEqual({
      result: 'unchanged',
    });
    expect((await transactionsOf(placed.order_number)).map((t) => t.source)).toEqual(['inquiry']);
  });

  it('sends the browser to the payment error page when Paymob says the payment failed', async () => {
    const { placed, intention } = await placeCardOrder();
    paymob.pay(intention, { success: false });
    const back = await svc.inject({
      method: 'GET',
      url: `/payments/paymob/return/ar?order=${intention.orderId}`,
    });
    expect(back.headers.location).toBe(
      `http://localhost:8080/ar/orders/error?msg=PAYMENT_ERROR&merchantRef=${placed.merchant_reference}`,
    );
  });

  it('refunds through Paymob when the customer cancels a paid order; a refused refund cancels nothing', async () => {
    const { placed, intention } = await placeCardOrder();
    const tx = paymob.pay(intention, { success: true });
    await paymob.deliver(intention, paymob.callbackOf(tx));
    const cancel = () =>
      svc.gql(CANCEL, { i: { order_number: placed.order_number, reason_id: 2 } }, { token: gold });
    // Paymob has a bad moment: the order stays paid and not cancelled.
    paymob.failNext('/api/acceptance/void_refund/refund', 500);
    const refused = await cancel();
    expect(firstError(refused).message).toBe('This order can no longer be cancelled.');
    expect(await orderRow(placed.order_number)).toMatchObject({
      status: 'pending',
      payment_status: 'APPROVED',
    });
    const res = await cancel();
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelCustomerOrder.order).toEqual({
      status_code: 'canceled',
      payment_status: 'CLOSED',
    });
    const refund = paymob.requests.filter(
      (r) =>
        r.path === '/api/acceptance/void_refund/refund' &&
        (r.body as { transaction_id: number }).transaction_id === tx.id,
    );
    expect(refund.map((r) => r.body)).toEqual([
      { transaction_id: tx.id, amount_cents: tx.amount_cents },
      { transaction_id: tx.id, amount_cents: tx.amount_cents },
    ]);
    expect(tx.is_refunded).toBe(true);
    expect((await transactionsOf(placed.order_number)).map((t) => [t.kind, t.outcome])).toEqual([
      ['payment', 'refunded'],
      ['refund', 'refunded'],
    ]);
  });

  it('declines the order and gives the cart back when Paymob does not take the intention', async () => {
    const cartId = await goldCardCart(1);
    paymob.failNext('/v1/intention/', 500);
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(firstError(res).message).toBe(
      'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
    );
    expect((await svc.gql(CUSTOMER_CART, {}, { token: gold })).data.customerCart).toEqual({
      id: cartId,
      total_quantity: 1,
    });
  });
});

describe('Paymob configuration', () => {
  const production = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'production', ...env }, { databaseUrl: null, dataDir: 'memory://' });
  const offered = (env: Record<string, string>) =>
    availableMethods({ grandTotal: 2_000, isGuest: false, config: production(env) }, 'en').map(
      (m) => m.code,
    );

  it('offers in production only the Paymob methods whose configuration is complete', () => {
    expect(offered({})).toEqual(['cashondelivery', 'cardondelivery']);
    const {
      PAYMOB_INTEGRATION_VALU: _v,
      PAYMOB_INTEGRATION_PREMIUM: _p,
      ...cardAndWallet
    } = PAYMOB_TEST_KEYS;
    expect(offered(cardAndWallet)).toEqual([
      'cashondelivery',
      'cardondelivery',
      'robusta_accept_cc',
      'robusta_accept_mobile_wallets',
    ]);
    const { PAYMOB_HMAC_SECRET: _h, ...noHmac } = PAYMOB_TEST_KEYS;
    expect(offered(noHmac)).toEqual(['cashondelivery', 'cardondelivery']);
  });

  it('refuses to start with a Paymob method switched on and a key missing', () => {
    const { PAYMOB_HMAC_SECRET: _h, PAYMOB_PUBLIC_KEY: _k, ...partial } = PAYMOB_TEST_KEYS;
    const config = production(partial);
    expect(startupProblems(config, {})).toContain(
      'Paymob is switched on (robusta_accept_cc, robusta_accept_mobile_wallets, robusta_accept_valu, robusta_accept_premium) but PAYMOB_PUBLIC_KEY (the public key of the hosted checkout address), PAYMOB_HMAC_SECRET (the HMAC secret that signs transaction callbacks) are not set (docs/operations.md).',
    );
    expect(startupProblems(production({ PAYMOB_INTEGRATION_CARD: 'card' }), {})).toContain(
      'PAYMOB_INTEGRATION_CARD must be the numeric id of a Paymob integration, got "card".',
    );
  });
});
