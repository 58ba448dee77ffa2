/**
 * Coupons (issue 60): usage limits overall and per customer, checked in the placing transaction,
 * given back when the order is cancelled; and guessing codes throttled per client.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, type Service } from '../customer/helpers';
import { customerRow, makeCart, PLACE, stockedProduct } from './helpers';

const INVALID = (code: string) =>
  `The coupon code "${code}" is not valid. Verify the code and try again.`;

describe.each(databases)('coupon limits (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  async function cartWith(code: string, customerId: number | null, email?: string) {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      customerId,
      items: [{ productId: p.id, qty: 1 }],
      ...(email ? { email } : {}),
    });
    await svc.db
      .updateTable('carts')
      .set({ coupon_code: code })
      .where('masked_id', '=', cartId)
      .execute();
    return cartId;
  }

  it('stops a coupon at its overall limit', async () => {
    await svc.db
      .updateTable('coupons')
      .set({ uses_total: 2, min_subtotal: 0 })
      .where('code', '=', 'SAVE50')
      .execute();
    const first = await svc.gql(PLACE, {
      i: { cart_id: await cartWith('SAVE50', null, 'a1@example.com') },
    });
    expect(first.errors).toBeUndefined();
    expect(
      (await svc.gql(PLACE, { i: { cart_id: await cartWith('SAVE50', null, 'a2@example.com') } }))
        .errors,
    ).toBeUndefined();
    const third = firstError(
      await svc.gql(PLACE, { i: { cart_id: await cartWith('SAVE50', null, 'a3@example.com') } }),
    );
    expect(third.message).toBe(INVALID('SAVE50'));
  });

  it('stops a coupon at its limit per customer', async () => {
    await svc.db
      .updateTable('coupons')
      .set({ uses_per_customer: 1 })
      .where('code', '=', 'WELCOME10')
      .execute();
    const token = await loginByPassword(svc, DEMO.bronze.email);
    const id = (await customerRow(svc, DEMO.bronze.phone)).id;
    const ok = await svc.gql(PLACE, { i: { cart_id: await cartWith('WELCOME10', id) } }, { token });
    expect(ok.errors).toBeUndefined();
    const again = firstError(
      await svc.gql(PLACE, { i: { cart_id: await cartWith('WELCOME10', id) } }, { token }),
    );
    expect(again.message).toBe(INVALID('WELCOME10'));
    // Guests are counted by e-mail.
    expect(
      (await svc.gql(PLACE, { i: { cart_id: await cartWith('WELCOME10', null, 'g@example.com') } }))
        .errors,
    ).toBeUndefined();
    expect(
      firstError(
        await svc.gql(PLACE, {
          i: { cart_id: await cartWith('WELCOME10', null, 'g@example.com') },
        }),
      ).message,
    ).toBe(INVALID('WELCOME10'));
  });

  it('throttles coupon guessing per client: after 20 wrong codes in an hour even a right one waits', async () => {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, { items: [{ productId: p.id, qty: 1 }] });
    const APPLY = `mutation($i: ApplyCouponToCartInput) { applyCouponToCart(input: $i) { cart { id } } }`;
    const tryCode = async (code: string) =>
      (
        await svc.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: APPLY, variables: { i: { cart_id: cartId, coupon_code: code } } },
          remoteAddress: '127.0.20.1',
        })
      ).json<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>();
    for (let i = 0; i < 20; i++) {
      expect((await tryCode(`GUESS${i}`)).errors?.[0]?.message).toBe(INVALID(`GUESS${i}`));
    }
    const blocked = await tryCode('RAMADAN25');
    expect(blocked.errors?.[0]?.extensions?.category).toBe('graphql-rate-limit');
  });
});
