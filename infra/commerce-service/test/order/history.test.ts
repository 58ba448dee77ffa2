/**
 * Order history and detail (commerce spec sections 3 and 7: Customer order, Order detail, Order
 * item, CustomerOrders, OrderByNumber, OrdersByNumber, OrdersByMerchantRef) on the demo orders,
 * with who may read what.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { CUSTOMER_ORDERS, ORDER_FIELDS, ordersOf, type Loose, type OrderJson } from './helpers';

const BY_NUMBER = `query($n: String!, $c: String) { orderByNumber(number: $n, cart_id: $c) { ${ORDER_FIELDS} } }`;
const BY_NUMBERS = `query($n: [String!]!, $c: String) { ordersByNumber(numbers: $n, cart_id: $c) { number } }`;
const BY_REF = `query($r: String!) { ordersByMerchantRef(merchantReference: $r) { number status_code } }`;

describe.each(databases)('order history (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let silver: string;
  let goldOrders: OrderJson[];
  let silverOrders: OrderJson[];
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    silver = await loginByPassword(svc, DEMO.silver.email);
    goldOrders = await ordersOf(svc, gold);
    silverOrders = await ordersOf(svc, silver);
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('lists the demo orders of the customer newest first, in every status', () => {
    expect(goldOrders).toHaveLength(7);
    const dates = goldOrders.map((o) => Date.parse(o.order_date as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(goldOrders.map((o) => o.status_code))).toEqual(
      new Set([
        'delivered',
        'canceled',
        'payment_failed',
        'out_for_delivery',
        'processing',
        'pending',
      ]),
    );
    expect(silverOrders).toHaveLength(2);
  });

  it('gives every order totals that add up: subtotal - discounts + shipping - points - store credit', () => {
    for (const o of goldOrders) {
      const t = o.total;
      const discounts = t.discounts.reduce((s, d) => s + d.amount.value, 0);
      const expected =
        t.subtotal.value -
        discounts +
        t.total_shipping.value -
        o.loyalty_currency_amount_consumed -
        t.applied_store_credit.value;
      expect(t.grand_total.value).toBeCloseTo(Math.max(0, expected), 2);
      expect(t.grand_total.currency).toBe('EGP');
      const rows = o.items.reduce((s, i) => s + i.row_total.value, 0);
      expect(t.subtotal.value).toBeCloseTo(rows, 2);
    }
  });

  it('shows the detail of an order: items, address, payment name, delivery schedule, store and points', () => {
    const o = goldOrders.find((x) => x.status_code === 'pending') as OrderJson & Loose;
    expect(o.can_cancel).toBe(true);
    expect(o.payment_methods).toEqual([
      { name: 'Cash On Delivery', type: 'cashondelivery', additional_data: [] },
    ]);
    expect(o.shipping_address.firstname).toBe('Ahmed');
    expect(o.shipping_address.city.name).toBeTruthy();
    expect(o.shipping_address.district.code).toBeTruthy();
    expect(o.delivery_schedule.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(o.delivery_schedule.from).toMatch(/^\d{2}:\d{2}$/);
    expect(o.delivery_expectation).toEqual({ min_days: 0, max_days: 6, cutoff_time: null });
    expect(o.store_location.code).toBeTruthy();
    expect(o.estimated_earned_points).toBeGreaterThan(0);
    expect(o.order_source).toBe('Web');
    const item = o.items[0] as Loose;
    expect(item.product.sku).toBe(item.product_sku);
    expect(item.product_image).toBe(`/media/catalog/product/${item.product_sku}.svg`);
    expect(['ELECTRONICS', 'NON_ELECTRONICS', 'CLOTHING']).toContain(item.section);
    expect(item.product_sale_price.currency).toBe('EGP');
  });

  it('shows the cancellation reason of a cancelled order and the rating of a reviewed one', () => {
    const canceled = goldOrders.find((o) => o.status_code === 'canceled') as Loose;
    expect(canceled.cancellation_reason).toBe('The delivery time is too late');
    expect(canceled.can_cancel).toBe(false);
    const reviewed = goldOrders.find((o) => o.averageRating !== null) as OrderJson;
    expect(reviewed.status_code).toBe('delivered');
    expect(reviewed.averageRating).toBeGreaterThanOrEqual(4);
    expect(reviewed.items[0]!.reviewed).toBe(true);
  });

  it('answers in Arabic for the ar_EG store', async () => {
    const res = await svc.gql(CUSTOMER_ORDERS, { s: 50 }, { token: gold, store: 'ar_EG' });
    const canceled = res.data.customerOrders.items.find(
      (o: OrderJson) => o.status_code === 'canceled',
    );
    expect(canceled.status).toBe('ملغي');
    expect(canceled.cancellation_reason).toBe('موعد التوصيل متأخر جداً');
    expect(canceled.payment_methods[0].name).toBe('الدفع نقداً عند الاستلام');
  });

  it('pages with pageSize and currentPage and reports total_count and page_info', async () => {
    const res = await svc.gql(CUSTOMER_ORDERS, { s: 3, p: 3 }, { token: gold });
    expect(res.errors).toBeUndefined();
    const page = res.data.customerOrders;
    expect(page.total_count).toBe(7);
    expect(page.page_info).toEqual({ current_page: 3, page_size: 3, total_pages: 3 });
    expect(page.items.map((o: OrderJson) => o.number)).toEqual([goldOrders[6]!.number]);
  });

  it('filters by number (eq, in, match) and by status', async () => {
    const [a, b] = goldOrders;
    const eq = await svc.gql(
      CUSTOMER_ORDERS,
      { f: { number: { eq: a!.number } } },
      { token: gold },
    );
    expect(eq.data.customerOrders.items.map((o: OrderJson) => o.number)).toEqual([a!.number]);
    const list = await svc.gql(
      CUSTOMER_ORDERS,
      { f: { number: { in: [a!.number, b!.number, silverOrders[0]!.number] } } },
      { token: gold },
    );
    expect(list.data.customerOrders.total_count).toBe(2);
    const match = await svc.gql(
      CUSTOMER_ORDERS,
      { f: { number: { match: '1000' } } },
      { token: gold },
    );
    expect(match.data.customerOrders.total_count).toBe(7);
    const status = await svc.gql(
      CUSTOMER_ORDERS,
      { f: { status: { in: ['delivered'] } } },
      { token: gold },
    );
    expect(status.data.customerOrders.total_count).toBe(2);
  });

  it('refuses bad paging and filters with a clear error', async () => {
    for (const [vars, field] of [
      [{ s: 0 }, 'pageSize'],
      [{ s: 101 }, 'pageSize'],
      [{ p: 0 }, 'currentPage'],
      [{ f: { number: { eq: 'abc' } } }, 'filter.number.eq'],
      [{ f: { status: { eq: 'shipped' } } }, 'filter.status'],
      [{ f: { number: { match: '1%' } } }, 'filter.number.match'],
    ] as const) {
      const err = firstError(await svc.gql(CUSTOMER_ORDERS, vars, { token: gold }));
      expect(err.extensions?.category).toBe('graphql-input');
      expect(err.extensions?.field).toBe(field);
      expect(err.extensions?.message_ar).toBeTruthy();
    }
  });

  it('gives the same list through Customer.orders', async () => {
    const res = await svc.gql(
      `query { customer { orders(pageSize: 2) { total_count items { number } } } }`,
      {},
      { token: gold },
    );
    expect(res.data.customer.orders.total_count).toBe(7);
    expect(res.data.customer.orders.items.map((o: OrderJson) => o.number)).toEqual(
      goldOrders.slice(0, 2).map((o) => o.number),
    );
  });

  it('refuses order history without a valid token', async () => {
    expect(firstError(await svc.gql(CUSTOMER_ORDERS, {})).message).toBe(
      "The current customer isn't authorized.",
    );
    expect(firstError(await svc.gql(CUSTOMER_ORDERS, {}, { token: 'not-a-token' })).message).toBe(
      "The current customer isn't authorized.",
    );
    expect(
      firstError(
        await svc.gql(BY_NUMBER, { n: goldOrders[0]!.number }, { token: 'expired-or-forged' }),
      ).message,
    ).toBe("The current customer isn't authorized.");
  });

  it('finds one own order by number (OrderByNumber)', async () => {
    const res = await svc.gql(BY_NUMBER, { n: goldOrders[2]!.number }, { token: gold });
    expect(res.errors).toBeUndefined();
    expect(res.data.orderByNumber.number).toBe(goldOrders[2]!.number);
    expect(res.data.orderByNumber.items).toHaveLength(goldOrders[2]!.items.length);
  });

  it("never shows another customer's order, to a customer or to a guest, by number", async () => {
    const other = await svc.gql(BY_NUMBER, { n: goldOrders[0]!.number }, { token: silver });
    expect(firstError(other).message).toBe('The order was not found.');
    expect(other.data?.orderByNumber ?? null).toBeNull();
    const guest = await svc.gql(BY_NUMBER, { n: goldOrders[0]!.number });
    expect(firstError(guest).message).toBe('The order was not found.');
    const guessedCart = await svc.gql(BY_NUMBER, {
      n: goldOrders[0]!.number,
      c: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(firstError(guessedCart).message).toBe('The order was not found.');
    const unknown = await svc.gql(BY_NUMBER, { n: '999999999' }, { token: gold });
    expect(firstError(unknown).message).toBe('The order was not found.');
  });

  it('lists up to 5 orders by number, leaving out the ones the caller may not see (OrdersByNumber)', async () => {
    const mine = goldOrders.slice(0, 3).map((o) => o.number);
    const res = await svc.gql(
      BY_NUMBERS,
      { n: [...mine, silverOrders[0]!.number] },
      { token: gold },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.ordersByNumber.map((o: { number: string }) => o.number).sort()).toEqual(
      [...mine].sort(),
    );
    const six = await svc.gql(
      BY_NUMBERS,
      { n: goldOrders.slice(0, 6).map((o) => o.number) },
      { token: gold },
    );
    expect(firstError(six).extensions?.field).toBe('numbers');
    const guest = await svc.gql(BY_NUMBERS, { n: mine });
    expect(guest.data.ordersByNumber).toEqual([]);
  });

  it('finds an order by its merchant reference only for its own customer (OrdersByMerchantRef)', async () => {
    const ref = goldOrders[0]!.merchant_reference;
    expect(ref).toMatch(/^[A-Z0-9]{24}$/);
    const own = await svc.gql(BY_REF, { r: ref.toLowerCase() }, { token: gold });
    expect(own.data.ordersByMerchantRef).toEqual([
      { number: goldOrders[0]!.number, status_code: goldOrders[0]!.status_code },
    ]);
    expect((await svc.gql(BY_REF, { r: ref }, { token: silver })).data.ordersByMerchantRef).toEqual(
      [],
    );
    expect((await svc.gql(BY_REF, { r: ref })).data.ordersByMerchantRef).toEqual([]);
    expect(firstError(await svc.gql(BY_REF, { r: "1' or '1'='1" })).extensions?.field).toBe(
      'merchantReference',
    );
  });

  it('lists the cancellation reasons of type CUSTOMERORDER in both languages', async () => {
    const q = `query { orderCancellationReasons(type: CUSTOMERORDER) { id code label } }`;
    const en = (await svc.gql(q)).data.orderCancellationReasons;
    const ar = (await svc.gql(q, {}, { store: 'ar_EG' })).data.orderCancellationReasons;
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(en[0]).toEqual({ id: 1, code: 'changed_mind', label: 'I changed my mind' });
    expect(ar[0].label).toBe('غيرت رأيي');
    expect(en.at(-1).code).toBe('other');
  });
});
