/**
 * placeOrder (commerce spec sections 5, 7 and 8): one transaction that takes stock at the cart's
 * source, reserves the delivery slot, spends points and store credit, writes the order and
 * deactivates the cart; the spec's errors leave everything as it was. Guests find their order by
 * merchant reference or cart id, never by number alone.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import {
  customerRow,
  makeCart,
  ORDER_FIELDS,
  PLACE,
  setStock,
  SOURCE,
  stockedProduct,
  stockOf,
  type Loose,
} from './helpers';

const BY_REF = `query($r: String!) { ordersByMerchantRef(merchantReference: $r) { ${ORDER_FIELDS} } }`;
const BY_NUMBER = `query($n: String!, $c: String) { orderByNumber(number: $n, cart_id: $c) { number status_code } }`;

describe.each(databases)('placeOrder (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let goldId: number;
  let silverId: number;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    goldId = (await customerRow(svc, DEMO.gold.phone)).id;
    silverId = (await customerRow(svc, DEMO.silver.phone)).id;
  });
  afterAll(async () => {
    await svc?.close();
  });

  const cartActive = async (cartId: string) =>
    (
      await svc.db
        .selectFrom('carts')
        .select('is_active')
        .where('masked_id', '=', cartId)
        .executeTakeFirstOrThrow()
    ).is_active;

  it('places a guest cart paid cash on delivery: stock taken at the source, cart deactivated, order pending', async () => {
    const p = await stockedProduct(svc);
    const before = await stockOf(svc, p.sku, SOURCE);
    const cartId = await makeCart(svc, { items: [{ productId: p.id, qty: 3 }] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId, item_notice_action: 'CALL_ME' } });
    expect(res.errors).toBeUndefined();
    const placed = res.data.placeOrder.order;
    expect(placed.order_number).toMatch(/^\d{9}$/);
    expect(placed.merchant_reference).toMatch(/^[A-Z0-9]{24}$/);
    expect([placed.status, placed.status_code, placed.payment_status, placed.redirect_url]).toEqual(
      ['Pending', 'pending', 'PENDING', null],
    );
    expect(res.data.placeOrder.orders).toEqual([{ order_number: placed.order_number }]);
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before - 3);
    expect(await cartActive(cartId)).toBe(false);

    // The guest success page finds it by merchant reference (or number + cart id), nobody else does.
    const guest = await svc.gql(BY_REF, { r: placed.merchant_reference });
    const order: Loose = guest.data.ordersByMerchantRef[0];
    expect(order.number).toBe(placed.order_number);
    expect(order.items).toEqual([
      expect.objectContaining({ product_sku: p.sku, quantity_ordered: 3 }),
    ]);
    expect(order.shipping_address.street).toEqual(['12 El Tahrir Street']);
    expect(order.payment_methods[0].type).toBe('cashondelivery');
    expect(order.item_notice_action).toBe('CALL_ME');
    expect(order.estimated_earned_points).toBe(0);
    expect(
      (await svc.gql(BY_NUMBER, { n: placed.order_number, c: cartId })).data.orderByNumber.number,
    ).toBe(placed.order_number);
    expect(firstError(await svc.gql(BY_NUMBER, { n: placed.order_number })).message).toBe(
      'The order was not found.',
    );
    // A shopper who logged in while paying still holds the reference of the guest order.
    const loggedIn = await svc.gql(BY_REF, { r: placed.merchant_reference }, { token: gold });
    expect(loggedIn.data.ordersByMerchantRef[0].number).toBe(placed.order_number);
  });

  it('orders a configurable variant: its stock is taken, its options are shown in both languages', async () => {
    const variant = await svc.db
      .selectFrom('products as v')
      .innerJoin('products as parent', 'parent.id', 'v.parent_id')
      .innerJoin('product_stock as s', 's.product_id', 'v.id')
      .select(['v.id', 'v.sku', 'parent.id as parent_id', 'parent.sku as parent_sku'])
      .where('s.source_code', '=', SOURCE)
      .where('s.qty', '>=', '3')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const before = await stockOf(svc, variant.sku, SOURCE);
    const cartId = await makeCart(svc, {
      items: [{ productId: variant.id, qty: 1 }],
      payment: 'cardondelivery',
    });
    await svc.db
      .updateTable('cart_items')
      .set({ parent_id: variant.parent_id })
      .where('product_id', '=', variant.id)
      .execute();
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } });
    expect(res.errors).toBeUndefined();
    expect(await stockOf(svc, variant.sku, SOURCE)).toBe(before - 1);
    const ref = res.data.placeOrder.order.merchant_reference as string;
    const q = `query($r: String!) { ordersByMerchantRef(merchantReference: $r) { items { product_sku product_type selected_options { label value } product { sku } } } }`;
    const en: Loose = (await svc.gql(q, { r: ref })).data.ordersByMerchantRef[0].items[0];
    const ar: Loose = (await svc.gql(q, { r: ref }, { store: 'ar_EG' })).data.ordersByMerchantRef[0]
      .items[0];
    expect(en.product_sku).toBe(variant.sku);
    expect(en.product.sku).toBe(variant.parent_sku);
    expect(en.selected_options.length).toBeGreaterThan(0);
    expect(ar.selected_options).toHaveLength(en.selected_options.length);
    expect(ar.selected_options[0].label).not.toBe(en.selected_options[0].label);
  });

  it('refuses to place the same cart twice', async () => {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }] });
    expect((await svc.gql(PLACE, { i: { cart_id: cartId } })).errors).toBeUndefined();
    const before = await stockOf(svc, p.sku, SOURCE);
    expect(firstError(await svc.gql(PLACE, { i: { cart_id: cartId } })).message).toBe(
      "The cart isn't active.",
    );
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before);
  });

  it.each([
    ['no shipping method', { shipping: false }, 'No selected shipping method'],
    ['no payment method', { payment: null }, 'No selected payment method'],
    ['an unknown payment code', { payment: 'paypal_express' }, 'Payment method is not supported'],
    [
      'installments below their minimum amount',
      { payment: 'robusta_payfort_installments' },
      'Payment method is not allowed',
    ],
    ['no guest e-mail', { email: null }, 'Guest email for cart is missing.'],
    [
      'no shipping address',
      { address: false },
      'Unable to place order: the shipping address is missing.',
    ],
  ])('refuses a cart with %s and changes nothing', async (_name, spec, message) => {
    const p = await stockedProduct(svc);
    const before = await stockOf(svc, p.sku, SOURCE);
    const cartId = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }], ...spec });
    const err = firstError(await svc.gql(PLACE, { i: { cart_id: cartId } }));
    expect(err.message).toBe(message);
    expect(err.extensions?.message_ar).toBeTruthy();
    expect(await stockOf(svc, p.sku, SOURCE)).toBe(before);
    expect(await cartActive(cartId)).toBe(true);
  });

  it('refuses an order below the minimum order amount with the spec message', async () => {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }] });
    await svc.db
      .updateTable('store_config')
      .set({ value: JSON.stringify(100000) })
      .where('key', '=', 'minimum_order_amount')
      .execute();
    try {
      const err = firstError(await svc.gql(PLACE, { i: { cart_id: cartId } }));
      expect(err.message).toBe('Unable to place order: Minimum order amount is 100000');
      expect(err.extensions?.minimum_order_amount).toBe(100000);
    } finally {
      await svc.db
        .updateTable('store_config')
        .set({ value: JSON.stringify(0) })
        .where('key', '=', 'minimum_order_amount')
        .execute();
    }
    expect(await cartActive(cartId)).toBe(true);
  });

  it('refuses an item without enough stock, naming it, and takes no stock of the other items', async () => {
    const a = await stockedProduct(svc, { skip: 1 });
    const b = await stockedProduct(svc, { skip: 2 });
    const aBefore = await stockOf(svc, a.sku, SOURCE);
    await setStock(svc, b.id, 1);
    const cartId = await makeCart(svc, {
      items: [
        { productId: a.id, qty: 2 },
        { productId: b.id, qty: 2 },
      ],
    });
    const err = firstError(await svc.gql(PLACE, { i: { cart_id: cartId } }));
    expect(err.message).toBe(`Could not place Order, no stock available for item: ${b.name}`);
    expect(err.extensions?.code).toBe('INSUFFICIENT_STOCK');
    expect(await stockOf(svc, a.sku, SOURCE)).toBe(aBefore);
    expect(await stockOf(svc, b.sku, SOURCE)).toBe(1);
  });

  it("refuses another customer's cart and a guest placing a customer's cart", async () => {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      customerId: silverId,
      items: [{ productId: p.id, qty: 1 }],
    });
    expect(
      firstError(await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold })).message,
    ).toBe(`The current user cannot perform operations on cart "${cartId}"`);
    expect(firstError(await svc.gql(PLACE, { i: { cart_id: cartId } })).message).toBe(
      `The current user cannot perform operations on cart "${cartId}"`,
    );
    expect(
      firstError(await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: 'revoked' })).message,
    ).toBe("The current customer isn't authorized.");
    expect(firstError(await svc.gql(PLACE, { i: { cart_id: 'nope!' } })).extensions?.field).toBe(
      'cart_id',
    );
    expect(await cartActive(cartId)).toBe(true);
  });

  it("spends the customer's reward points and store credit with history rows; cancelling gives them back", async () => {
    const p = await stockedProduct(svc);
    const before = await customerRow(svc, DEMO.gold.phone);
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: p.id, qty: 2 }],
      rewardPoints: 200,
      useStoreCredit: true,
    });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    const number = res.data.placeOrder.order.order_number;
    const order: Loose = (
      await svc.gql(
        `query($n: String!) { orderByNumber(number: $n) { ${ORDER_FIELDS} } }`,
        { n: number },
        { token: gold },
      )
    ).data.orderByNumber;
    expect(order.loyalty_points_consumed).toBe(200);
    expect(order.loyalty_currency_amount_consumed).toBeGreaterThan(0);
    expect(order.estimated_earned_points).toBeGreaterThanOrEqual(0);
    const credit = order.total.applied_store_credit.value;
    expect(credit).toBeGreaterThan(0);
    const after = await customerRow(svc, DEMO.gold.phone);
    expect(after.points_balance).toBe(before.points_balance - 200);
    expect(Number(after.store_credit)).toBeCloseTo(Number(before.store_credit) - credit, 2);
    const history = await svc.db
      .selectFrom('points_history')
      .selectAll()
      .where('customer_id', '=', goldId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([history.action, history.points, history.reason]).toEqual([
      'redeemed',
      -200,
      `Points redeemed on order #${number}`,
    ]);

    const cancel = await svc.gql(
      `mutation($i: CancelCustomerOrderInput!) { cancelCustomerOrder(input: $i) { result } }`,
      { i: { order_number: number, reason_id: 1 } },
      { token: gold },
    );
    expect(cancel.errors).toBeUndefined();
    const restored = await customerRow(svc, DEMO.gold.phone);
    expect(restored.points_balance).toBe(before.points_balance);
    expect(Number(restored.store_credit)).toBeCloseTo(Number(before.store_credit), 2);
  });

  it('places a zero total with the free method (store credit pays everything)', async () => {
    const p = await stockedProduct(svc);
    await svc.db
      .updateTable('customers')
      .set({ store_credit: 100000 })
      .where('id', '=', goldId)
      .execute();
    const cartId = await makeCart(svc, {
      customerId: goldId,
      items: [{ productId: p.id, qty: 1 }],
      useStoreCredit: true,
      payment: 'cashondelivery',
    });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: gold });
    expect(res.errors).toBeUndefined();
    expect(res.data.placeOrder.order.payment_status).toBe('APPROVED');
    const order = (
      await svc.gql(
        `query($n: String!) { orderByNumber(number: $n) { total { grand_total { value } } payment_methods { type name } } }`,
        { n: res.data.placeOrder.order.order_number },
        { token: gold },
      )
    ).data.orderByNumber;
    expect(order.total.grand_total.value).toBe(0);
    expect(order.payment_methods[0]).toEqual({
      type: 'free',
      name: 'No Payment Information Required',
    });
  });

  it('keeps an online payment pending and sends the browser to the payment page; approval makes it paid', async () => {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      items: [{ productId: p.id, qty: 1 }],
      payment: 'robusta_accept_cc',
    });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } }, { store: 'ar_EG' });
    expect(res.errors).toBeUndefined();
    const placed = res.data.placeOrder.order;
    expect([placed.status_code, placed.payment_status]).toEqual(['pending_payment', 'PENDING']);
    expect(placed.redirect_url).toBe(
      `http://127.0.0.1:4000/dev/payment-sandbox/${placed.merchant_reference}?locale=ar`,
    );
    const approve = await svc.inject({
      method: 'POST',
      url: `/dev/payment-sandbox/${placed.merchant_reference}/approve?locale=ar`,
    });
    expect(approve.headers.location).toBe(
      `http://localhost:8080/ar/orders/success?merchantRef=${placed.merchant_reference}`,
    );
    const order = (await svc.gql(BY_REF, { r: placed.merchant_reference })).data
      .ordersByMerchantRef[0];
    expect([order.status_code, order.payment_status]).toEqual(['pending', 'APPROVED']);
  });

  it('reserves the delivery slot and refuses a full interval with the spec message', async () => {
    const district = await svc.db
      .selectFrom('districts')
      .select('id')
      .where('source_code', '=', SOURCE)
      .executeTakeFirstOrThrow();
    const interval = await svc.db
      .insertInto('delivery_intervals')
      .values({
        district_id: district.id,
        from_time: '22:00',
        to_time: '23:59',
        capacity: 1,
        cutoff_minutes: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const delivery = { day: tomorrow, intervalId: interval.id, districtId: district.id };
    const p = await stockedProduct(svc);
    const first = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }], delivery });
    const second = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }], delivery });
    const ok = await svc.gql(PLACE, { i: { cart_id: first } });
    expect(ok.errors).toBeUndefined();
    const order = (await svc.gql(BY_REF, { r: ok.data.placeOrder.order.merchant_reference })).data
      .ordersByMerchantRef[0];
    expect(order.delivery_schedule).toEqual({ day: tomorrow, from: '22:00', to: '23:59' });
    // Scheduled delivery (flatrate) promised 0 to 6 days and has no cut-off.
    expect(order.delivery_expectation).toEqual({ min_days: 0, max_days: 6, cutoff_time: null });
    const full = firstError(await svc.gql(PLACE, { i: { cart_id: second } }));
    expect(full.message).toMatch(/^No more orders can be accepted/);
    expect(await cartActive(second)).toBe(true);
  });
});
