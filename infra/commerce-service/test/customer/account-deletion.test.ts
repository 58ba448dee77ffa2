/**
 * DeleteUser (shell spec section 8) and what the shop keeps afterwards (docs/security.md,
 * "Account deletion"): orders without personal data, nothing else of the customer.
 */
import { databases, startTestService } from '../helpers/service';
import { PLACE, customerRow, makeCart, stockedProduct } from '../order/helpers';
import { firstError, registerCustomer, type Service } from './helpers';

const DELETE = `mutation($o: String, $p: String) { deleteCustomer(otp: $o, current_password: $p) }`;
const SEND = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`;
const NUMBER = `query { customerNumber { phone_number } }`;

describe.each(databases)('account deletion (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  async function customerWithOrder() {
    const me = await registerCustomer(svc, { password: 'Dukkan2025' });
    const before = await svc.gql(
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: me.email, p: 'Dukkan2025' },
    );
    expect(before.data.generateCustomerToken.token).toBeTruthy();
    const row = await customerRow(svc, me.phone);
    const product = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      customerId: row.id,
      items: [{ productId: product.id, qty: 1 }],
    });
    const placed = await svc.gql(PLACE, { i: { cart_id: cartId } }, { token: me.token });
    expect(placed.errors).toBeUndefined();
    await svc.gql(
      `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`,
      { e: me.email },
      { token: me.token },
    );
    return { ...me, id: row.id, orderNumber: placed.data.placeOrder.order.order_number as string };
  }

  it('keeps a mistyped code a field error: the session goes on and the account stays', async () => {
    const me = await registerCustomer(svc);
    await svc.gql(SEND, { p: me.phone });
    const code = svc.outbox.latest(me.phone)?.code ?? '';
    const wrong = code === '1234' ? '4321' : '1234';
    const error = firstError(await svc.gql(DELETE, { o: wrong }, { token: me.token }));
    expect(error.message).toBe('Make sure you typed a valid OTP');
    expect(error.extensions).toMatchObject({ category: 'graphql-input', reason: 'OTP_INVALID' });
    const number = await svc.gql(NUMBER, {}, { token: me.token });
    expect(number.data.customerNumber.phone_number).toBe(me.phone);
  });

  it('deletes the customer, keeps the order without personal data and signs nothing in again', async () => {
    const me = await customerWithOrder();
    await svc.gql(SEND, { p: me.phone });
    const res = await svc.gql(
      DELETE,
      { o: svc.outbox.latest(me.phone)?.code },
      { token: me.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteCustomer).toBe(true);

    const order = await svc.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', me.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBeNull();
    expect(Number(order.grand_total)).toBeGreaterThan(0);
    expect(order.shipping_address).toMatchObject({
      firstname: '',
      lastname: '',
      street: [],
      telephone: '',
      building: null,
      country_code: 'EG',
    });
    expect(order.shipping_address?.district?.code).toBeTruthy();
    const left = JSON.stringify(order);
    expect(left).not.toContain('Shopper');
    expect(left).not.toContain('01011111111');
    expect(left).not.toContain(me.email);

    for (const table of [
      'customer_addresses',
      'customer_tokens',
      'wishlists',
      'saved_cards',
    ] as const) {
      const rows = await svc.db
        .selectFrom(table)
        .select('id')
        .where('customer_id', '=', me.id)
        .execute();
      expect(rows).toEqual([]);
    }
    const newsletter = await svc.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', me.email)
      .execute();
    expect(newsletter).toEqual([]);
    const messages = await svc.db
      .selectFrom('messages')
      .select('id')
      .where('recipient', 'in', [me.phone, me.email])
      .execute();
    expect(messages).toEqual([]);

    expect(firstError(await svc.gql(NUMBER, {}, { token: me.token })).message).toBe(
      "The current customer isn't authorized.",
    );
    expect(firstError(await svc.gql(SEND, { p: me.phone })).message).toBe(
      'No customer found with the phone number',
    );
    const password = await svc.gql(
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: me.email, p: 'Dukkan2025' },
    );
    expect(password.data?.generateCustomerToken?.token ?? null).toBeNull();
    expect(firstError(password).extensions?.category).toBe('graphql-authentication');
  });
});
