/**
 * Payment operations that place an order (commerce spec sections 3, 5 and 7): the PayFort-style
 * card payment signature and card form post, save card on cart, set card on cart, place order with
 * a saved card, mobile-wallet payment; and the card field rules on the payment page.
 */
import { createHmac } from 'node:crypto';
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE as PLACE_ORDER, stockedProduct } from './helpers';

const SIGNATURE = `mutation($i: CardPaymentSignatureInput!) {
  cardPaymentSignature(input: $i) { access_code merchant_identifier merchant_reference return_url signature order_number service_url fields { name value } }
}`;
const SAVE_CARD = `mutation($i: SavePaymentCardOnCartInput!) { savePaymentCardOnCart(input: $i) { cart_id save_card } }`;
const SET_CARD = `mutation($i: SetPaymentCardOnCartInput!) { setPaymentCardOnCart(input: $i) { cart_id card { card_id card_number } } }`;
const SAVED_CARD_ORDER = `mutation($i: PlaceOrderWithSavedCardInput!) { placeOrderWithSavedCard(input: $i) { message status merchant_reference order_number redirect_url } }`;
const WALLET = `mutation($i: WalletPaymentInput!) { walletPayment(input: $i) { iframe_url merchant_reference order_number } }`;
const CARDS = `query { customerCards { card_id card_number expiry_date payment_option card_holder_name } }`;
const RETURN_URL = 'http://localhost:8080/en/orders/success';

/** The signature as PayFort computes it: fields sorted by name, `name=value` joined, HMAC SHA-256. */
function expectedSignature(fields: Record<string, string>): string {
  const text = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('');
  return createHmac('sha256', 'dukkan-sandbox-signing-secret').update(text).digest('hex');
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databases)('payments (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let silver: string;
  let goldId: number;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    silver = await loginByPassword(svc, DEMO.silver.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
  });

  async function goldCart(payment: string | null = 'robusta_payfort_cc') {
    const p = await stockedProduct(svc);
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    return makeCart(svc, { customerId: goldId, items: [{ productId: p.id, qty: 2 }], payment });
  }

  it('signs the card form with HMAC SHA-256 over the sorted fields and places the order payment-pending', async () => {
    const cartId = await goldCart();
    const res = await svc.gql(
      SIGNATURE,
      { i: { cart_id: cartId, return_url: RETURN_URL, sandbox: true, device_fingerprint: 'fp' } },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    const s = res.data.cardPaymentSignature;
    const fields = Object.fromEntries(
      s.fields.map((f: { name: string; value: string }) => [f.name, f.value]),
    ) as Record<string, string>;
    expect(fields).toEqual({
      access_code: s.access_code,
      language: 'en',
      merchant_identifier: s.merchant_identifier,
      merchant_reference: s.merchant_reference,
      return_url: RETURN_URL,
      service_command: 'TOKENIZATION',
    });
    expect(s.signature).toBe(expectedSignature(fields));
    // On the storefront's origin (its gateway forwards /dev): the storefront's CSP lets its
    // forms post only there.
    expect(s.service_url).toBe(`${new URL(RETURN_URL).origin}/dev/payment-sandbox/payfort`);
    const order = (
      await svc.gql(
        `query($n: String!) { orderByNumber(number: $n) { status_code payment_status payment_methods { type } } }`,
        { n: s.order_number },
        { token: gold },
      )
    ).data.orderByNumber;
    expect(order).toEqual({
      status_code: 'pending_payment',
      payment_status: 'PENDING',
      payment_methods: [{ type: 'robusta_payfort_cc' }],
    });
  });

  it("gives a declined order's cart back to the customer, with its items, and it can be placed again", async () => {
    const cartId = await goldCart();
    const res = await svc.gql(
      SIGNATURE,
      { i: { cart_id: cartId, return_url: RETURN_URL, sandbox: true, device_fingerprint: 'fp' } },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    const ref = res.data.cardPaymentSignature.merchant_reference as string;
    const CUSTOMER_CART = `query { customerCart { id total_quantity } }`;
    // The storefront asks for the customer's cart meanwhile: a new, empty one.
    const empty = (await svc.gql(CUSTOMER_CART, {}, { token: gold })).data.customerCart;
    expect(empty.total_quantity).toBe(0);
    expect(empty.id).not.toBe(cartId);
    await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/decline` });
    const back = (await svc.gql(CUSTOMER_CART, {}, { token: gold })).data.customerCart;
    expect(back).toEqual({ id: cartId, total_quantity: 2 });
    // A second decision changes nothing; the cart can be ordered again once a method is chosen.
    await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/decline` });
    const method = await svc.gql(
      `mutation($i: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $i) { redirect_url } }`,
      { i: { cart_id: cartId, payment_method: { code: 'robusta_payfort_cc' } } },
      { token: gold },
    );
    expect(method.errors).toBeUndefined();
    const again = await svc.gql(
      SIGNATURE,
      { i: { cart_id: cartId, return_url: RETURN_URL, sandbox: true, device_fingerprint: 'fp' } },
      { token: gold },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data.cardPaymentSignature.merchant_reference).not.toBe(ref);
  });

  it("gives a declined guest order's cart back under the same id; the order stays provable by its reference", async () => {
    const cartId = await makeCart(svc, {
      items: [{ productId: (await stockedProduct(svc)).id, qty: 3 }],
      payment: null,
    });
    const paid = await svc.gql(WALLET, {
      i: {
        cart_id: cartId,
        phone_number: '01011111111',
        payment_code: 'robusta_accept_mobile_wallets',
      },
    });
    expect(paid.errors).toBeUndefined();
    const ref = paid.data.walletPayment.merchant_reference as string;
    const GUEST_CART = `query($c: String!) { cart(cart_id: $c) { id total_quantity } }`;
    // Placed: the cart is closed while the payment is open.
    expect(firstError(await svc.gql(GUEST_CART, { c: cartId })).message).toBe(
      "The cart isn't active.",
    );
    const declined = await svc.inject({
      method: 'POST',
      url: `/dev/payment-sandbox/${ref}/decline`,
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toContain('msg=PAYMENT_ERROR');
    const back = await svc.gql(GUEST_CART, { c: cartId });
    expect(back.errors).toBeUndefined();
    expect(back.data.cart).toEqual({ id: cartId, total_quantity: 3 });
    const order = (
      await svc.gql(
        `query($r: String!) { ordersByMerchantRef(merchantReference: $r) { status_code } }`,
        { r: ref },
      )
    ).data.ordersByMerchantRef;
    expect(order).toEqual([{ status_code: 'payment_failed' }]);
    // Placed again (a second decision changes nothing): a new order with a new reference.
    await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/decline` });
    const again = await svc.gql(WALLET, {
      i: {
        cart_id: cartId,
        phone_number: '01011111111',
        payment_code: 'robusta_accept_mobile_wallets',
      },
    });
    expect(again.errors).toBeUndefined();
    expect(again.data.walletPayment.merchant_reference).not.toBe(ref);
  });

  it('refuses a return url outside the storefront and a cart whose method is not a PayFort one', async () => {
    const cartId = await goldCart();
    expect(
      firstError(
        await svc.gql(
          SIGNATURE,
          { i: { cart_id: cartId, return_url: 'https://evil.example/steal' } },
          { token: gold },
        ),
      ).extensions?.field,
    ).toBe('return_url');
    const cod = await goldCart('cashondelivery');
    expect(
      firstError(
        await svc.gql(SIGNATURE, { i: { cart_id: cod, return_url: RETURN_URL } }, { token: gold }),
      ).message,
    ).toBe('Payment method is not allowed');
  });

  it('takes the card on the payment page: a bad signature is refused, bad card fields are listed, a good card is kept when asked', async () => {
    const cartId = await goldCart();
    expect(
      (await svc.gql(SAVE_CARD, { i: { cart_id: cartId, save_card: true } }, { token: gold })).data
        .savePaymentCardOnCart,
    ).toEqual({ cart_id: cartId, save_card: true });
    const s = (
      await svc.gql(SIGNATURE, { i: { cart_id: cartId, return_url: RETURN_URL } }, { token: gold })
    ).data.cardPaymentSignature;
    const signed = Object.fromEntries(
      s.fields.map((f: { name: string; value: string }) => [f.name, f.value]),
    ) as Record<string, string>;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };

    const forged = await svc.inject({
      method: 'POST',
      url: '/dev/payment-sandbox/payfort',
      headers,
      payload: form({ ...signed, merchant_reference: '0'.repeat(24), signature: s.signature }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('The request signature is not valid.');

    const bad = await svc.inject({
      method: 'POST',
      url: '/dev/payment-sandbox/payfort',
      headers,
      payload: form({
        ...signed,
        signature: s.signature,
        card_number: '1234567812345678',
        expiry_date: '13/30',
        card_security_code: '12',
        card_holder_name: 'A',
      }),
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('not in valid format');
    expect(bad.body).toContain('The expiry date must be MM/YY with a month from 01 to 12.');
    expect(bad.body).toContain('Invalid Number of digits');
    expect(bad.body).toContain('class="approve" disabled');

    const good = await svc.inject({
      method: 'POST',
      url: '/dev/payment-sandbox/payfort',
      headers,
      payload: form({
        ...signed,
        signature: s.signature,
        card_number: '4111 1111 1111 1111',
        expiry_date: '12/39',
        card_security_code: '123',
        card_holder_name: 'Ahmed Hassan',
      }),
    });
    expect(good.body).toContain('411111******1111');
    expect(good.body).not.toContain('disabled');
    const approve = await svc.inject({
      method: 'POST',
      url: `/dev/payment-sandbox/${s.merchant_reference}/approve`,
    });
    expect(approve.headers.location).toBe(`${RETURN_URL}?merchantRef=${s.merchant_reference}`);
    const cards = (await svc.gql(CARDS, {}, { token: gold })).data.customerCards;
    expect(cards).toEqual([
      expect.objectContaining({
        card_number: '411111******1111',
        expiry_date: '12/39',
        payment_option: 'VISA',
        card_holder_name: 'Ahmed Hassan',
      }),
    ]);
  });

  it('places an order with a saved card after 3-D Secure; only the owner can choose the card', async () => {
    const [card] = (await svc.gql(CARDS, {}, { token: gold })).data.customerCards;
    const cartId = await goldCart('cashondelivery');
    const SILVER_CART = await makeCart(svc, {
      customerId: (await customerRow(svc, DEMO.silver.phone)).id,
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
    });
    expect(
      firstError(
        await svc.gql(
          SET_CARD,
          { i: { cart_id: SILVER_CART, card_id: card.card_id } },
          { token: silver },
        ),
      ).message,
    ).toBe('The card was not found.');
    expect(
      firstError(
        await svc.gql(SAVED_CARD_ORDER, { i: { cart_id: cartId, cvv: '123' } }, { token: gold }),
      ).message,
    ).toBe('Choose a saved card for this cart first.');
    expect(
      (await svc.gql(SET_CARD, { i: { cart_id: cartId, card_id: card.card_id } }, { token: gold }))
        .data.setPaymentCardOnCart.card.card_number,
    ).toBe('411111******1111');
    expect(
      firstError(
        await svc.gql(SAVED_CARD_ORDER, { i: { cart_id: cartId, cvv: '12' } }, { token: gold }),
      ).message,
    ).toBe('Invalid Number of digits');
    const res = await svc.gql(
      SAVED_CARD_ORDER,
      { i: { cart_id: cartId, cvv: '123', sandbox: true } },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    const out = res.data.placeOrderWithSavedCard;
    expect(out.status).toBe('PENDING');
    expect(out.message).toBe('Redirecting to 3-D Secure');
    expect(out.redirect_url).toBe(
      `http://127.0.0.1:4000/dev/payment-sandbox/${out.merchant_reference}?locale=en`,
    );
    const page = await svc.inject({
      method: 'GET',
      url: `/dev/payment-sandbox/${out.merchant_reference}`,
    });
    expect(page.body).toContain('411111******1111');
    expect(
      firstError(await svc.gql(SAVED_CARD_ORDER, { i: { cart_id: cartId, cvv: '123' } })).message,
    ).toBe("The current customer isn't authorized.");
  });

  it('refuses saving a card for a guest', async () => {
    const guestCart = await makeCart(svc, {
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
    });
    expect(
      firstError(await svc.gql(SAVE_CARD, { i: { cart_id: guestCart, save_card: true } })).message,
    ).toBe("The current customer isn't authorized.");
  });

  it('pays by mobile wallet: a phone number is required, the wallet iframe url is returned', async () => {
    const cartId = await makeCart(svc, {
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
      payment: null,
    });
    expect(
      firstError(
        await svc.gql(WALLET, {
          i: { cart_id: cartId, payment_code: 'robusta_accept_mobile_wallets' },
        }),
      ).message,
    ).toBe('Phone number is not inserted');
    expect(
      firstError(
        await svc.gql(WALLET, {
          i: { cart_id: cartId, phone_number: '01011111111', payment_code: 'bitcoin' },
        }),
      ).message,
    ).toBe('Payment method is not supported');
    expect(
      firstError(await svc.gql(WALLET, { i: { cart_id: cartId, phone_number: '12345' } }))
        .extensions?.category,
    ).toBe('graphql-input');
    const res = await svc.gql(
      WALLET,
      {
        i: {
          cart_id: cartId,
          phone_number: '010 1111 1111',
          payment_code: 'robusta_accept_mobile_wallets',
        },
      },
      { store: 'ar_EG' },
    );
    expect(res.errors).toBeUndefined();
    const out = res.data.walletPayment;
    expect(out.iframe_url).toBe(
      `http://127.0.0.1:4000/dev/payment-sandbox/${out.merchant_reference}?locale=ar`,
    );
    const page = await svc.inject({
      method: 'GET',
      url: `/dev/payment-sandbox/${out.merchant_reference}?locale=ar`,
    });
    expect(page.body).toContain('01011111111');
    expect(page.body).toContain('المحفظة الإلكترونية');
  });
});

const SET_METHOD = `mutation($i: SetPaymentMethodOnCartInput!) {
  setPaymentMethodOnCart(input: $i) { redirect_url cart { id prices { grand_total { value } } selected_payment_method { code title purchase_order_number } } }
}`;
const CART_PAYMENT = `query($c: String!) {
  cart(cart_id: $c) { prices { grand_total { value } } available_payment_methods { code title } selected_payment_method { code title } }
}`;

describe.each(databases)('payment method on the cart (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let goldId: number;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
  });

  const guestCart = async () =>
    makeCart(svc, {
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
      payment: null,
    });

  it('lists the methods the cart may use, without free and the installment methods below their minimum', async () => {
    const cartId = await guestCart();
    const res = await svc.gql(CART_PAYMENT, { c: cartId });
    expect(res.errors).toBeUndefined();
    const {
      available_payment_methods: methods,
      selected_payment_method: selected,
      prices,
    } = res.data.cart;
    expect(prices.grand_total.value).toBeLessThan(500);
    expect(methods.map((m: { code: string }) => m.code)).toEqual([
      'cashondelivery',
      'cardondelivery',
      'robusta_payfort_cc',
      'robusta_accept_cc',
      'robusta_accept_mobile_wallets',
    ]);
    expect(methods[0]).toEqual({ code: 'cashondelivery', title: 'Cash On Delivery' });
    expect(selected).toBeNull();
    const ar = await svc.gql(CART_PAYMENT, { c: cartId }, { store: 'ar_EG' });
    expect(ar.data.cart.available_payment_methods[4].title).toBe('المحفظة الإلكترونية');
  });

  it('sets an offline method (no redirect) and an online one (redirect to the place-order page)', async () => {
    const cartId = await guestCart();
    const cod = await svc.gql(SET_METHOD, {
      i: {
        cart_id: cartId,
        payment_method: { code: 'cashondelivery', purchase_order_number: 'PO-1' },
      },
    });
    expect(cod.errors).toBeUndefined();
    expect(cod.data.setPaymentMethodOnCart.redirect_url).toBeNull();
    expect(cod.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'cashondelivery',
      title: 'Cash On Delivery',
      purchase_order_number: 'PO-1',
    });
    const card = await svc.gql(
      SET_METHOD,
      { i: { cart_id: cartId, payment_method: { code: 'robusta_accept_cc' } } },
      { store: 'ar_EG' },
    );
    expect(card.data.setPaymentMethodOnCart.redirect_url).toBe(
      'http://localhost:8080/ar/place-order',
    );
    expect(
      (await svc.gql(CART_PAYMENT, { c: cartId })).data.cart.selected_payment_method.code,
    ).toBe('robusta_accept_cc');
    const placed = await svc.gql(PLACE_ORDER, { i: { cart_id: cartId } });
    expect(placed.data.placeOrder.order.status_code).toBe('pending_payment');
  });

  it('refuses unknown codes as not supported and unusable ones as not allowed, keeping the previous choice', async () => {
    const cartId = await guestCart();
    await svc.gql(SET_METHOD, {
      i: { cart_id: cartId, payment_method: { code: 'cardondelivery' } },
    });
    for (const [code, message] of [
      ['paypal_express', 'Payment method is not supported'],
      ['free', 'Payment method is not allowed'],
      ['robusta_accept_valu', 'Payment method is not allowed'],
      ['robusta_payfort_installments', 'Payment method is not allowed'],
    ] as const) {
      const err = firstError(
        await svc.gql(SET_METHOD, { i: { cart_id: cartId, payment_method: { code } } }),
      );
      expect(err.message).toBe(message);
      expect(err.extensions?.message_ar).toBeTruthy();
    }
    expect(
      (await svc.gql(CART_PAYMENT, { c: cartId })).data.cart.selected_payment_method.code,
    ).toBe('cardondelivery');
  });

  it("refuses another shopper's cart", async () => {
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
      payment: null,
    });
    expect(
      firstError(
        await svc.gql(SET_METHOD, {
          i: { cart_id: cartId, payment_method: { code: 'cashondelivery' } },
        }),
      ).message,
    ).toBe(`The current user cannot perform operations on cart "${cartId}"`);
    expect(
      (
        await svc.gql(
          SET_METHOD,
          { i: { cart_id: cartId, payment_method: { code: 'cashondelivery' } } },
          { token: gold },
        )
      ).errors,
    ).toBeUndefined();
  });

  it('offers only free when the grand total is 0, and selects it', async () => {
    await svc.db
      .updateTable('customers')
      .set({ store_credit: 100000 })
      .where('id', '=', goldId)
      .execute();
    await svc.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('customer_id', '=', goldId)
      .execute();
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: (await stockedProduct(svc)).id, qty: 1 }],
      payment: null,
      useStoreCredit: true,
    });
    const res = await svc.gql(
      `query { customerCart { prices { grand_total { value } } available_payment_methods { code } selected_payment_method { code } } }`,
      {},
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.customerCart).toEqual({
      prices: { grand_total: { value: 0 } },
      available_payment_methods: [{ code: 'free' }],
      selected_payment_method: { code: 'free' },
    });
    expect(
      firstError(
        await svc.gql(
          SET_METHOD,
          { i: { cart_id: cartId, payment_method: { code: 'cashondelivery' } } },
          { token: gold },
        ),
      ).message,
    ).toBe('Payment method is not allowed');
  });
});
