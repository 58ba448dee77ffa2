/**
 * After an order is placed (commerce spec sections 3, 7 and 8): cancellation with reasons
 * (CancelCustomerOrder gives back stock, points and store credit), reviews of delivered orders,
 * substitutions with replacements, saved cards (CustomerCards, RemoveCard) and the payment
 * sandbox page that approves or declines a payment-pending order.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, ordersOf, stockOf, type OrderJson } from './helpers';

const CANCEL = `mutation($i: CancelCustomerOrderInput!) {
  cancelCustomerOrder(input: $i) { result order { number status status_code can_cancel cancellation_reason cancellation_comment payment_status } }
}`;
const REVIEW = `mutation($i: CreateOrderReviewInput!) {
  createOrderReview(input: $i) { order { number can_review averageRating items { id reviewed } } reviews { id item_id product_sku rating comment created_at } }
}`;
const SUBSTITUTION = `query($n: String!) {
  orderSubstitution(order_number: $n) {
    order_number edit_type status expires_at
    items { id is_removed qty price { value } product_name product { sku } chosen_replacement_id
      replacements { id qty comment price { value } product { sku name } } }
    order { total { grand_total { value } subtotal { value } } }
  }
}`;
const SUBMIT = `mutation($i: SubmitOrderSubstitutionInput!) {
  submitOrderSubstitution(input: $i) { status items { id is_removed chosen_replacement_id product_name qty price { value } product { sku } } order { item_notice_action items { product_sku quantity_ordered row_total { value } } total { subtotal { value } grand_total { value } } } }
}`;

describe.each(databases)('after the order (%s)', (database) => {
  let svc: Service;
  let gold: string;
  let silver: string;
  let bronze: string;
  let goldOrders: OrderJson[];
  const byStatus = (status: string) =>
    goldOrders.find((o) => o.status_code === status) as OrderJson;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    gold = await loginByPassword(svc, DEMO.gold.email);
    silver = await loginByPassword(svc, DEMO.silver.email);
    bronze = await loginByPassword(svc, DEMO.bronze.email);
    goldOrders = await ordersOf(svc, gold);
  });
  afterAll(async () => {
    await svc?.close();
  });

  describe('cancellation', () => {
    it('cancels a pending order with a reason and gives its stock back at the order source', async () => {
      const order = byStatus('pending');
      const source = (order.store_location as { code: string }).code;
      const before = await Promise.all(order.items.map((i) => stockOf(svc, i.product_sku, source)));
      const res = await svc.gql(
        CANCEL,
        { i: { order_number: order.number, reason_id: 2, comment: '  Wrong items  ' } },
        { token: gold },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.cancelCustomerOrder).toEqual({
        result: true,
        order: {
          number: order.number,
          status: 'Canceled',
          status_code: 'canceled',
          can_cancel: false,
          cancellation_reason: 'I ordered by mistake',
          cancellation_comment: 'Wrong items',
          payment_status: 'DENIED',
        },
      });
      const after = await Promise.all(order.items.map((i) => stockOf(svc, i.product_sku, source)));
      order.items.forEach((item, k) =>
        expect(after[k]).toBeCloseTo((before[k] as number) + item.quantity_ordered, 3),
      );
    });

    it('refuses to cancel the same order twice', async () => {
      const err = firstError(
        await svc.gql(
          CANCEL,
          { i: { order_number: byStatus('pending').number, reason_id: 1 } },
          { token: gold },
        ),
      );
      expect(err.message).toBe('This order can no longer be cancelled.');
      expect(err.extensions?.message_ar).toBe('لم يعد من الممكن إلغاء هذا الطلب.');
    });

    it('gives back the reward points an order consumed, with a history row', async () => {
      const order = byStatus('processing');
      expect(order.loyalty_points_consumed).toBe(500);
      const before = await customerRow(svc, DEMO.gold.phone);
      const res = await svc.gql(
        CANCEL,
        { i: { order_number: order.number, reason_id: 7 } },
        { token: gold },
      );
      expect(res.errors).toBeUndefined();
      const after = await customerRow(svc, DEMO.gold.phone);
      expect(after.points_balance).toBe(before.points_balance + 500);
      const history = await svc.gql(
        `query { customerPointsHistory(pageSize: 1) { items { action points reason } } }`,
        {},
        { token: gold },
      );
      expect(history.data.customerPointsHistory.items[0]).toEqual({
        action: 'earned',
        points: 500,
        reason: `Points returned for cancelled order #${order.number}`,
      });
    });

    it('refuses to cancel delivered, out-for-delivery or already failed orders', async () => {
      for (const status of ['delivered', 'out_for_delivery', 'payment_failed']) {
        const err = firstError(
          await svc.gql(
            CANCEL,
            { i: { order_number: byStatus(status).number, reason_id: 1 } },
            { token: gold },
          ),
        );
        expect(err.message).toBe('This order can no longer be cancelled.');
      }
    });

    it("never cancels another customer's order, and a guest cannot cancel at all", async () => {
      const silverOrders = await ordersOf(svc, silver);
      const pending = silverOrders.find((o) => o.status_code === 'pending') as OrderJson;
      expect(
        firstError(
          await svc.gql(
            CANCEL,
            { i: { order_number: pending.number, reason_id: 1 } },
            { token: gold },
          ),
        ).message,
      ).toBe('The order was not found.');
      expect(
        firstError(await svc.gql(CANCEL, { i: { order_number: pending.number, reason_id: 1 } }))
          .message,
      ).toBe("The current customer isn't authorized.");
      expect(
        (await ordersOf(svc, silver)).find((o) => o.number === pending.number)?.status_code,
      ).toBe('pending');
    });

    it('refuses unknown reasons and over-long comments', async () => {
      const pending = (await ordersOf(svc, silver)).find(
        (o) => o.status_code === 'pending',
      ) as OrderJson;
      expect(
        firstError(
          await svc.gql(
            CANCEL,
            { i: { order_number: pending.number, reason_id: 99 } },
            { token: silver },
          ),
        ).extensions?.field,
      ).toBe('reason_id');
      expect(
        firstError(
          await svc.gql(
            CANCEL,
            { i: { order_number: pending.number, reason_id: 1, comment: 'x'.repeat(501) } },
            { token: silver },
          ),
        ).extensions?.field,
      ).toBe('comment');
      expect(
        firstError(
          await svc.gql(CANCEL, { i: { order_number: 'abc', reason_id: 1 } }, { token: silver }),
        ).extensions?.field,
      ).toBe('order_number');
    });
  });

  describe('reviews', () => {
    it('reviews the products of a delivered order, updating the order and the product ratings', async () => {
      const order = goldOrders.find(
        (o) => o.status_code === 'delivered' && o.averageRating === null,
      ) as OrderJson;
      const [first, second] = order.items;
      const productBefore = await svc.db
        .selectFrom('products')
        .select(['review_count'])
        .where('sku', '=', first!.product_sku)
        .executeTakeFirstOrThrow();
      const res = await svc.gql(
        REVIEW,
        {
          i: {
            order_number: order.number,
            reviews: [
              { item_id: first!.id, rating: 5, comment: ' Great ' },
              { item_id: second!.id, rating: 2 },
            ],
          },
        },
        { token: gold },
      );
      expect(res.errors).toBeUndefined();
      const out = res.data.createOrderReview;
      expect(
        out.reviews.map((r: { rating: number; comment: string | null }) => [r.rating, r.comment]),
      ).toEqual([
        [5, 'Great'],
        [2, null],
      ]);
      expect(out.order.averageRating).toBe(3.5);
      expect(out.order.items.filter((i: { reviewed: boolean }) => i.reviewed)).toHaveLength(2);
      expect(out.order.can_review).toBe(order.items.length > 2);
      const productAfter = await svc.db
        .selectFrom('products')
        .select(['review_count'])
        .where('sku', '=', first!.product_sku)
        .executeTakeFirstOrThrow();
      expect(productAfter.review_count).toBe(productBefore.review_count + 1);
    });

    it('refuses a second review of the same item, bad ratings, foreign items and undelivered orders', async () => {
      const order = goldOrders.find(
        (o) => o.status_code === 'delivered' && o.averageRating === null,
      ) as OrderJson;
      const again = firstError(
        await svc.gql(
          REVIEW,
          {
            i: {
              order_number: order.number,
              reviews: [{ item_id: order.items[0]!.id, rating: 4 }],
            },
          },
          { token: gold },
        ),
      );
      expect(again.message).toBe('This product of the order is already reviewed.');
      const rating = firstError(
        await svc.gql(
          REVIEW,
          {
            i: {
              order_number: order.number,
              reviews: [{ item_id: order.items.at(-1)!.id, rating: 6 }],
            },
          },
          { token: gold },
        ),
      );
      expect(rating.extensions?.field).toBe('reviews[0].rating');
      const foreign = firstError(
        await svc.gql(
          REVIEW,
          {
            i: {
              order_number: order.number,
              reviews: [{ item_id: byStatus('canceled').items[0]!.id, rating: 4 }],
            },
          },
          { token: gold },
        ),
      );
      expect(foreign.extensions?.field).toBe('reviews[0].item_id');
      const notDelivered = firstError(
        await svc.gql(
          REVIEW,
          {
            i: {
              order_number: byStatus('out_for_delivery').number,
              reviews: [{ item_id: byStatus('out_for_delivery').items[0]!.id, rating: 4 }],
            },
          },
          { token: gold },
        ),
      );
      expect(notDelivered.message).toBe('Only delivered orders can be reviewed.');
      const other = firstError(
        await svc.gql(
          REVIEW,
          {
            i: {
              order_number: order.number,
              reviews: [{ item_id: order.items.at(-1)!.id, rating: 4 }],
            },
          },
          { token: bronze },
        ),
      );
      expect(other.message).toBe('The order was not found.');
    });
  });

  describe('substitutions', () => {
    let svc2: Service;
    let token: string;
    let order: OrderJson;
    beforeAll(async () => {
      // A fresh database: the processing order above was cancelled by an earlier test.
      svc2 = await startTestService({ database, products: 150 });
      token = await loginByPassword(svc2, DEMO.gold.email);
      order = (await ordersOf(svc2, token)).find(
        (o) => o.status_code === 'processing',
      ) as OrderJson;
    });
    afterAll(async () => {
      await svc2?.close();
    });

    it('shows the proposal: the missing item with its replacements, and the time left', async () => {
      expect(order.has_pending_substitution).toBe(true);
      const res = await svc2.gql(SUBSTITUTION, { n: order.number }, { token });
      expect(res.errors).toBeUndefined();
      const sub = res.data.orderSubstitution;
      expect(sub.edit_type).toBe('SUBSTITUTION');
      expect(sub.status).toBe('PENDING');
      expect(Date.parse(sub.expires_at)).toBeGreaterThan(Date.now());
      expect(sub.items).toHaveLength(1);
      expect(sub.items[0].replacements).toHaveLength(2);
      expect(sub.items[0].replacements[0].product.sku).toBeTruthy();
      const ar = await svc2.gql(SUBSTITUTION, { n: order.number }, { token, store: 'ar_EG' });
      expect(ar.data.orderSubstitution.items[0].replacements[0].comment).toBe(
        'نفس الحجم من ماركة أخرى',
      );
    });

    it('refuses an answer that leaves an item out or chooses both a replacement and removal', async () => {
      const sub = (await svc2.gql(SUBSTITUTION, { n: order.number }, { token })).data
        .orderSubstitution;
      const item = sub.items[0];
      expect(
        firstError(
          await svc2.gql(SUBMIT, { i: { order_number: order.number, items: [] } }, { token }),
        ).extensions?.field,
      ).toBe('items');
      const both = firstError(
        await svc2.gql(
          SUBMIT,
          {
            i: {
              order_number: order.number,
              items: [{ item_id: item.id, replacement_id: item.replacements[0].id, remove: true }],
            },
          },
          { token },
        ),
      );
      expect(both.extensions?.field).toBe('items[0]');
      const foreign = firstError(
        await svc2.gql(
          SUBMIT,
          {
            i: {
              order_number: order.number,
              items: [{ item_id: item.id, replacement_id: 999999 }],
            },
          },
          { token },
        ),
      );
      expect(foreign.extensions?.field).toBe('items[0].replacement_id');
      expect(
        firstError(
          await svc2.gql(
            SUBSTITUTION,
            { n: order.number },
            { token: await loginByPassword(svc2, DEMO.silver.email) },
          ),
        ).message,
      ).toBe('The order was not found.');
    });

    it('applies the chosen replacement: the item becomes the replacement, the totals follow, the notice action is kept', async () => {
      const sub = (await svc2.gql(SUBSTITUTION, { n: order.number }, { token })).data
        .orderSubstitution;
      const item = sub.items[0];
      const replacement = item.replacements[0];
      const res = await svc2.gql(
        SUBMIT,
        {
          i: {
            order_number: order.number,
            items: [{ item_id: item.id, replacement_id: replacement.id }],
            item_notice_action: 'CALL_ME',
          },
        },
        { token },
      );
      expect(res.errors).toBeUndefined();
      const out = res.data.submitOrderSubstitution;
      expect(out.status).toBe('SUBMITTED');
      // The seeded order asked for an in-app notice; the answer changed it to a call.
      expect(out.order.item_notice_action).toBe('CALL_ME');
      expect(out.items[0].chosen_replacement_id).toBe(replacement.id);
      // The answered proposal still names the missing item as it was ordered.
      expect(out.items[0].product_name).toBe(item.product_name);
      expect(out.items[0].product.sku).toBe(item.product.sku);
      expect(out.items[0].qty).toBe(item.qty);
      expect(out.items[0].price.value).toBe(item.price.value);
      const skus = out.order.items.map((i: { product_sku: string }) => i.product_sku);
      expect(skus).toContain(replacement.product.sku);
      const rows = out.order.items.reduce(
        (s: number, i: { row_total: { value: number } }) => s + i.row_total.value,
        0,
      );
      expect(out.order.total.subtotal.value).toBeCloseTo(rows, 2);
      const again = firstError(
        await svc2.gql(
          SUBMIT,
          { i: { order_number: order.number, items: [{ item_id: item.id, remove: true }] } },
          { token },
        ),
      );
      expect(again.message).toBe('This order has no substitution waiting for an answer.');
    });

    it('answers "no substitution" for orders without one', async () => {
      const delivered = (await ordersOf(svc2, token)).find(
        (o) => o.status_code === 'delivered',
      ) as OrderJson;
      expect(
        firstError(await svc2.gql(SUBSTITUTION, { n: delivered.number }, { token })).message,
      ).toBe('This order has no substitution waiting for an answer.');
    });
  });

  describe('saved cards', () => {
    it("lists the customer's cards and lets only their owner remove them", async () => {
      const goldId = (await customerRow(svc, DEMO.gold.phone)).id;
      const card = await svc.db
        .insertInto('saved_cards')
        .values({
          customer_id: goldId,
          token: 'test-token-1',
          card_number: '411111******1111',
          expiry_date: '12/30',
          payment_option: 'VISA',
          card_holder_name: 'AHMED HASSAN',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = await svc.gql(
        `query { customerCards { card_id card_number expiry_date payment_option card_holder_name } }`,
        {},
        { token: gold },
      );
      expect(list.data.customerCards).toEqual([
        {
          card_id: card.id,
          card_number: '411111******1111',
          expiry_date: '12/30',
          payment_option: 'VISA',
          card_holder_name: 'AHMED HASSAN',
        },
      ]);
      expect(
        (await svc.gql(`query { customerCards { card_id } }`, {}, { token: silver })).data
          .customerCards,
      ).toEqual([]);
      expect(firstError(await svc.gql(`query { customerCards { card_id } }`)).message).toBe(
        "The current customer isn't authorized.",
      );
      const REMOVE = `mutation($id: Int!) { removeCustomerCard(cardId: $id) { result } }`;
      expect(firstError(await svc.gql(REMOVE, { id: card.id }, { token: silver })).message).toBe(
        'The card was not found.',
      );
      expect(
        (await svc.gql(REMOVE, { id: card.id }, { token: gold })).data.removeCustomerCard,
      ).toEqual({ result: true });
      expect(
        (await svc.gql(`query { customerCards { card_id } }`, {}, { token: gold })).data
          .customerCards,
      ).toEqual([]);
      expect(firstError(await svc.gql(REMOVE, { id: -1 }, { token: gold })).extensions?.field).toBe(
        'cardId',
      );
    });
  });

  describe('payment sandbox page', () => {
    /** Turns a demo order back into a payment-pending online order. */
    async function pendingPayment(
      token: string,
      status: string,
    ): Promise<{ number: string; ref: string }> {
      const row = await svc.db
        .updateTable('orders')
        .set({
          status: 'pending_payment',
          payment_status: 'PENDING',
          payment_method_code: 'robusta_accept_cc',
        })
        .where(
          'number',
          '=',
          (await ordersOf(svc, token)).find((o) => o.status_code === status)!.number,
        )
        .returning(['number', 'merchant_reference'])
        .executeTakeFirstOrThrow();
      return { number: row.number, ref: row.merchant_reference };
    }

    it('shows the order and the amount with accessible approve and decline buttons, in English and Arabic', async () => {
      const { number, ref } = await pendingPayment(silver, 'pending');
      const en = await svc.inject({ method: 'GET', url: `/dev/payment-sandbox/${ref}?locale=en` });
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toContain('text/html');
      expect(en.body).toContain(`#${number}`);
      expect(en.body).toMatch(/EGP\s?[\d,]+\.\d{2}/);
      expect(en.body).toContain('<button type="submit" class="approve">Approve payment</button>');
      expect(en.body).toContain('Decline payment');
      const ar = await svc.inject({ method: 'GET', url: `/dev/payment-sandbox/${ref}?locale=ar` });
      expect(ar.body).toContain('<html lang="ar" dir="rtl">');
      expect(ar.body).toContain('قبول الدفع');
    });

    it('approves: the order becomes pending and paid, and the browser returns to the success page', async () => {
      const { number, ref } = await pendingPayment(silver, 'delivered');
      const res = await svc.inject({
        method: 'POST',
        url: `/dev/payment-sandbox/${ref}/approve?locale=ar`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `http://localhost:8080/ar/orders/success?merchantRef=${ref}`,
      );
      const order = (await ordersOf(svc, silver)).find((o) => o.number === number) as OrderJson;
      expect([order.status_code, order.payment_status]).toEqual(['pending', 'APPROVED']);
      // A second decision changes nothing.
      await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/decline` });
      expect((await ordersOf(svc, silver)).find((o) => o.number === number)?.status_code).toBe(
        'pending',
      );
    });

    it('declines: the order fails, its stock comes back, and the browser goes to the payment error page', async () => {
      const { number, ref } = await pendingPayment(bronze, 'delivered');
      const order = (await ordersOf(svc, bronze)).find((o) => o.number === number) as OrderJson;
      const source = (order.store_location as { code: string }).code;
      const before = await stockOf(svc, order.items[0]!.product_sku, source);
      const res = await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/decline` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `http://localhost:8080/en/orders/error?msg=PAYMENT_ERROR&merchantRef=${ref}`,
      );
      const after = (await ordersOf(svc, bronze)).find((o) => o.number === number) as OrderJson;
      expect([after.status_code, after.payment_status]).toEqual(['payment_failed', 'DENIED']);
      expect(await stockOf(svc, order.items[0]!.product_sku, source)).toBeCloseTo(
        before + order.items[0]!.quantity_ordered,
        3,
      );
    });

    it('answers 404 for unknown references and actions', async () => {
      expect(
        (await svc.inject({ method: 'GET', url: '/dev/payment-sandbox/NOPE' })).statusCode,
      ).toBe(404);
      expect(
        (
          await svc.inject({
            method: 'POST',
            url: '/dev/payment-sandbox/0123456789ABCDEF01234567/approve',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await svc.inject({
            method: 'POST',
            url: '/dev/payment-sandbox/0123456789ABCDEF01234567/refund',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});

describe('payment sandbox in production mode', () => {
  it('is not there', async () => {
    const svc = await startTestService({ database: 'pglite', products: 150, production: true });
    try {
      const ref = (
        await svc.db.selectFrom('orders').select('merchant_reference').executeTakeFirstOrThrow()
      ).merchant_reference;
      expect(
        (await svc.inject({ method: 'GET', url: `/dev/payment-sandbox/${ref}` })).statusCode,
      ).toBe(404);
      expect(
        (await svc.inject({ method: 'POST', url: `/dev/payment-sandbox/${ref}/approve` }))
          .statusCode,
      ).toBe(404);
    } finally {
      await svc.close();
    }
  });
});
