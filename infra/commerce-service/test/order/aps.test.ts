/**
 * Amazon Payment Services as the provider of the `robusta_payfort_*` codes (issue 62), against
 * the local APS of aps-server.ts over real HTTP both ways: the test posts the signed request to
 * APS's hosted page as the browser would, APS POSTs its transaction feedback to the service
 * listening on 127.0.0.1, and the service calls APS's payment API for CHECK_STATUS and REFUND.
 */
import { createServer } from 'node:net';
import { loadConfig, startupProblems } from '../../src/config';
import { availableMethods } from '../../src/domains/order/payment-methods';
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, stockedProduct } from './helpers';
import { APS_TEST_KEYS, sign, startApsServer, type ApsServer } from './aps-server';

const SIGNATURE = `mutation($i: CardPaymentSignatureInput!) {
  cardPaymentSignature(input: $i) { merchant_reference signature order_number service_url fields { name value } }
}`;
const CANCEL = `mutation($i: CancelCustomerOrderInput!) {
  cancelCustomerOrder(input: $i) { result order { status_code payment_status } }
}`;
const CUSTOMER_CART = `query { customerCart { id total_quantity } }`;
const RETURN_URL = 'http://localhost:8080/en/orders/success';

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

describe.each(databases)('Amazon Payment Services (%s)', (database) => {
  let svc: Service;
  let aps: ApsServer;
  let gold: string;
  let goldId: number;
  let publicUrl: string;

  beforeAll(async () => {
    aps = await startApsServer();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    svc = await startTestService({
      database,
      products: 150,
      env: { ...aps.env, PUBLIC_URL: publicUrl },
    });
    await svc.service.app.listen({ port, host: '127.0.0.1' });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
    await aps?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A new active cart of the gold customer (any other set aside), worth at least `minTotal` EGP. */
  async function goldCart(payment: string, minTotal = 0) {
    const p = await stockedProduct(svc, { minQty: 40 });
    const { price } = await svc.db
      .selectFrom('products')
      .select('price')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const qty = Math.max(2, Math.ceil(minTotal / Number(price)));
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: p.id, qty }],
      payment,
    });
    return { cartId, qty };
  }

  /** The card payment signature of a gold cart: the order placed and the browser's form posted to APS. */
  async function placeApsOrder(payment = 'robusta_payfort_cc', minTotal = 0) {
    const { cartId, qty } = await goldCart(payment, minTotal);
    const res = await svc.gql(
      SIGNATURE,
      // The client's `sandbox: true` is not believed: the service decides (APS serves the code).
      {
        i: {
          cart_id: cartId,
          return_url: RETURN_URL,
          sandbox: true,
          device_fingerprint: 'fp-0123abcd',
        },
      },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    const s = res.data.cardPaymentSignature as {
      merchant_reference: string;
      signature: string;
      order_number: string;
      service_url: string;
      fields: Array<{ name: string; value: string }>;
    };
    const fields: Record<string, string> = {
      ...Object.fromEntries(s.fields.map((f) => [f.name, f.value])),
      signature: s.signature,
    };
    expect(await aps.post(s.service_url, fields)).toBe(200);
    return { cartId, qty, ref: s.merchant_reference, number: s.order_number, fields };
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
  const notify = (fields: Record<string, string>) =>
    aps.notify(`${publicUrl}/payments/aps/notification`, fields);

  it('signs a PURCHASE redirection for the order: amount in minor units, EGP, the fingerprint', async () => {
    const { ref, number, fields } = await placeApsOrder();
    const order = await orderRow(number);
    expect(fields).toMatchObject({
      command: 'PURCHASE',
      access_code: APS_TEST_KEYS.APS_ACCESS_CODE,
      merchant_identifier: APS_TEST_KEYS.APS_MERCHANT_IDENTIFIER,
      merchant_reference: ref,
      amount: String(Math.round(Number(order.grand_total) * 100)),
      currency: 'EGP',
      language: 'en',
      customer_email: DEMO.gold.email,
      return_url: `${publicUrl}/payments/aps/return/en`,
      device_fingerprint: 'fp-0123abcd',
    });
    expect(fields).not.toHaveProperty('installments');
    expect(fields.signature).toBe(sign(fields, APS_TEST_KEYS.APS_SHA_REQUEST_PHRASE));
    expect(order).toMatchObject({ status: 'pending_payment', payment_provider: 'aps' });
    expect(order.payment_data).toMatchObject({ sandbox: 'false', device_fingerprint: 'received' });
  });

  it('approves the order on the signed notification, and a replay changes nothing', async () => {
    const { ref, number } = await placeApsOrder();
    const tx = aps.pay(ref, { success: true });
    const feedback = aps.signedFields(tx);
    expect(await notify(feedback)).toEqual({ status: 200, json: { result: 'approved' } });
    const paid = await orderRow(number);
    expect(paid).toMatchObject({ status: 'pending', payment_status: 'APPROVED' });
    // APS sends the feedback again (it retries until answered): nothing changes twice.
    expect(await notify(feedback)).toEqual({ status: 200, json: { result: 'unchanged' } });
    expect((await orderRow(number)).updated_at).toEqual(paid.updated_at);
    expect(await transactionsOf(number)).toEqual([
      {
        kind: 'payment',
        outcome: 'approved',
        transaction_id: tx.fields.fort_id,
        amount_cents: tx.fields.amount,
        source: 'callback',
        reason: null,
      },
    ]);
  });

  it('declines the order on a failed purchase and gives the cart back (installments)', async () => {
    const { cartId, qty, ref, number, fields } = await placeApsOrder(
      'robusta_payfort_installments',
      1_100,
    );
    expect(fields.installments).toBe('STANDALONE');
    const tx = aps.pay(ref, { success: false });
    expect(tx.fields.plan_code).toBe('LOCALPLAN06');
    expect((await notify(aps.signedFields(tx))).json).toEqual({ result: 'declined' });
    expect(await orderRow(number)).toMatchObject({
      status: 'payment_failed',
      payment_status: 'DENIED',
    });
    expect((await svc.gql(CUSTOMER_CART, {}, { token: gold })).data.customerCart).toEqual({
      id: cartId,
      total_quantity: qty,
    });
  });

  it('refuses and logs a notification whose signature does not match; the order stays unpaid', async () => {
    const { ref, number } = await placeApsOrder();
    const warn = jest.spyOn(svc.service.app.log, 'warn');
    // A declined purchase, rewritten as a success by someone without the response phrase.
    const declined = aps.signedFields(aps.pay(ref, { success: false }));
    const forged: Record<string, string> = { ...declined, status: '14', response_code: '14000' };
    expect(await notify(forged)).toEqual({ status: 401, json: { error: 'refused' } });
    // Signed with the request phrase (known to whoever reads a request form): refused too.
    const { signature: _s, ...unsigned } = forged;
    const wrongPhrase = {
      ...unsigned,
      signature: sign(unsigned, APS_TEST_KEYS.APS_SHA_REQUEST_PHRASE),
    };
    expect((await notify(wrongPhrase)).status).toBe(401);
    expect((await notify(unsigned)).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(
      { provider: 'aps', reason: 'signature does not match' },
      'payment callback refused',
    );
    expect(await orderRow(number)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'PENDING',
    });
    expect(await transactionsOf(number)).toEqual([]);
  });

  it("refuses and logs a signed purchase whose amount or currency is not the order's", async () => {
    const { ref, number, fields } = await placeApsOrder();
    const error = jest.spyOn(svc.service.app.log, 'error');
    const expected = Number(fields.amount);
    const cheaper = aps.pay(ref, { success: true, amount: String(expected - 100) });
    expect((await notify(aps.signedFields(cheaper))).json).toEqual({ result: 'refused' });
    const dollars = aps.pay(ref, { success: true, currency: 'USD' });
    expect((await notify(aps.signedFields(dollars))).json).toEqual({ result: 'refused' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        transaction: cheaper.fields.fort_id,
        reason: `amount_cents ${expected - 100}, the order's is ${expected}`,
      }),
      'payment transaction refused',
    );
    expect(await orderRow(number)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'PENDING',
    });
    expect((await transactionsOf(number)).map((t) => t.outcome)).toEqual(['refused', 'refused']);
  });

  it('the browser return asks APS (CHECK_STATUS) when the notification is late, then the notification changes nothing', async () => {
    const { ref, number } = await placeApsOrder();
    const tx = aps.pay(ref, { success: true });
    const before = aps.requests.length;
    // APS sends the browser back with the signed parameters (a form post).
    const back = await svc.inject({
      method: 'POST',
      url: '/payments/aps/return/en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(aps.signedFields(tx)).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${RETURN_URL}?merchantRef=${ref}`);
    expect(aps.requests.slice(before).map((r) => [r.path, r.body.query_command])).toEqual([
      ['/FortAPI/paymentApi', 'CHECK_STATUS'],
    ]);
    expect(await orderRow(number)).toMatchObject({ status: 'pending', payment_status: 'APPROVED' });
    expect((await notify(aps.signedFields(tx))).json).toEqual({ result: 'unchanged' });
    expect((await transactionsOf(number)).map((t) => [t.source, t.transaction_id])).toEqual([
      ['inquiry', tx.fields.fort_id],
    ]);
  });

  it('a return with a forged signature decides nothing and shows the payment error page', async () => {
    const { ref, number } = await placeApsOrder();
    const tx = aps.pay(ref, { success: true });
    const before = aps.requests.length;
    const back = await svc.inject({
      method: 'GET',
      url: `/payments/aps/return/ar?${new URLSearchParams({ ...aps.signedFields(tx), signature: '0'.repeat(64) }).toString()}`,
    });
    expect(back.headers.location).toBe('http://localhost:8080/ar/orders/error?msg=PAYMENT_ERROR');
    expect(aps.requests.length).toBe(before);
    expect((await orderRow(number)).status).toBe('pending_payment');
  });

  it('refunds through APS when the customer cancels a paid order; a refused refund cancels nothing', async () => {
    const { ref, number } = await placeApsOrder();
    const tx = aps.pay(ref, { success: true });
    await notify(aps.signedFields(tx));
    const cancel = () =>
      svc.gql(CANCEL, { i: { order_number: number, reason_id: 2 } }, { token: gold });
    aps.failNext('REFUND', {
      status: '07',
      response_code: '07018',
      response_message: 'Refund failed',
    });
    const refused = await cancel();
    expect(firstError(refused).message).toBe('This order can no longer be cancelled.');
    expect(await orderRow(number)).toMatchObject({ status: 'pending', payment_status: 'APPROVED' });
    expect(tx.refunded).toBe(false);
    const res = await cancel();
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelCustomerOrder.order).toEqual({
      status_code: 'canceled',
      payment_status: 'CLOSED',
    });
    const refunds = aps.requests.filter((r) => r.body.command === 'REFUND');
    expect(refunds.at(-1)?.body).toMatchObject({
      fort_id: tx.fields.fort_id,
      merchant_reference: ref,
      amount: tx.fields.amount,
      currency: 'EGP',
    });
    expect(tx.refunded).toBe(true);
    expect((await transactionsOf(number)).map((t) => [t.kind, t.outcome])).toEqual([
      ['payment', 'refunded'],
      ['refund', 'refunded'],
    ]);
  });

  it('bounds what it takes: a 16 KB feedback body, a 512-character fingerprint', async () => {
    const big = await svc.inject({
      method: 'POST',
      url: '/payments/aps/notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `fort_id=1&pad=${'x'.repeat(16 * 1024)}`,
    });
    expect(big.statusCode).toBe(413);
    const { cartId } = await goldCart('robusta_payfort_cc');
    const res = await svc.gql(
      SIGNATURE,
      { i: { cart_id: cartId, return_url: RETURN_URL, device_fingerprint: 'f'.repeat(513) } },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    const names = (res.data.cardPaymentSignature.fields as Array<{ name: string }>).map(
      (f) => f.name,
    );
    expect(names).not.toContain('device_fingerprint');
    expect(names).toContain('merchant_reference');
  });

  it('the pay page posts the signed request to APS under its own Content-Security-Policy', async () => {
    const { cartId } = await goldCart('robusta_payfort_cc');
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    const placed = res.data.placeOrder.order as {
      redirect_url: string;
      merchant_reference: string;
    };
    expect(placed.redirect_url).toBe(
      `${publicUrl}/payments/aps/pay/${placed.merchant_reference}/en`,
    );
    const page = await svc.inject({ method: 'GET', url: new URL(placed.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action ${aps.url}`);
    expect(page.body).toContain(`action="${aps.url}/FortAPI/paymentPage"`);
    expect(page.body).toContain(`name="merchant_reference" value="${placed.merchant_reference}"`);
  });
});

describe('Amazon Payment Services configuration', () => {
  const production = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'production', ...env }, { databaseUrl: null, dataDir: 'memory://' });
  const offered = (env: Record<string, string>) =>
    availableMethods({ grandTotal: 2_000, isGuest: false, config: production(env) }, 'en').map(
      (m) => m.code,
    );

  it('says which methods the development sandbox serves: none of APS', () => {
    const development = loadConfig(APS_TEST_KEYS, { databaseUrl: null, dataDir: 'memory://' });
    const sandboxOf = (code: string) =>
      availableMethods({ grandTotal: 2_000, isGuest: false, config: development }, 'en').find(
        (m) => m.code === code,
      )?.sandbox;
    expect(sandboxOf('robusta_payfort_cc')).toBe(false);
    expect(sandboxOf('robusta_payfort_installments')).toBe(false);
    expect(sandboxOf('robusta_accept_cc')).toBe(true);
    expect(sandboxOf('cashondelivery')).toBe(false);
  });

  it('offers in production the two APS methods only when its configuration is complete', () => {
    expect(offered({})).toEqual(['cashondelivery', 'cardondelivery']);
    expect(offered(APS_TEST_KEYS)).toEqual([
      'cashondelivery',
      'cardondelivery',
      'robusta_payfort_cc',
      'robusta_payfort_installments',
    ]);
    const { APS_SHA_RESPONSE_PHRASE: _r, ...noResponsePhrase } = APS_TEST_KEYS;
    expect(offered(noResponsePhrase)).toEqual(['cashondelivery', 'cardondelivery']);
  });

  it('refuses to start with half a configuration, or plain http in production', () => {
    const { APS_SHA_REQUEST_PHRASE: _q, APS_SHA_RESPONSE_PHRASE: _r, ...half } = APS_TEST_KEYS;
    expect(startupProblems(production(half), {})).toContain(
      'Amazon Payment Services is partly configured (APS_MERCHANT_IDENTIFIER, APS_ACCESS_CODE) but APS_SHA_REQUEST_PHRASE (the SHA request phrase that signs requests), APS_SHA_RESPONSE_PHRASE (the SHA response phrase that signs answers and notifications) are not set (docs/operations.md).',
    );
    expect(
      startupProblems(production({ ...APS_TEST_KEYS, APS_API_URL: 'http://127.0.0.1:1/api' }), {}),
    ).toContain('APS_CHECKOUT_URL and APS_API_URL must be https addresses in production mode.');
  });
});
