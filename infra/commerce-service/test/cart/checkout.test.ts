/**
 * The cart until it is placed (commerce spec sections 3, 4, 5, 7, 8 and 9): special price windows,
 * coupons and e-vouchers, reward points and store credit, guest e-mail, addresses and the chosen
 * area, shipping fees split by section and free above the threshold, express cut-off, minimum order
 * amount, delivery days, intervals, capacity and cut-off, store pickup, order source, and the
 * checkout interface the order domain places from.
 */
import { sql } from 'kysely';
import { databases, startTestService } from '../helpers/service';
import { registerCustomer } from '../customer/helpers';
import {
  deactivateCart,
  loadCheckoutCart,
  reserveDeliverySlot,
} from '../../src/domains/cart/checkout';
import {
  ADD,
  CART,
  CART_FIELDS,
  CUSTOMER_CART,
  createCart,
  firstError,
  servedDistricts,
  simpleProducts,
  type Pick,
  type Served,
  type Service,
} from './helpers';

// 10:00 in Cairo (UTC+2 in November): today's 09:00 and 12:00 intervals have closed (2-hour cut-off).
const START = new Date('2026-11-22T08:00:00Z');

const mutation = (name: string, inputType: string, fields = `cart { ${CART_FIELDS} }`) =>
  `mutation($i: ${inputType}) { ${name}(input: $i) { ${fields} } }`;
const SHIP_ADDRESS = mutation('setShippingAddressesOnCart', 'SetShippingAddressesOnCartInput');
const BILL_ADDRESS = mutation('setBillingAddressOnCart', 'SetBillingAddressOnCartInput');
const SHIP_METHOD = mutation('setShippingMethodsOnCart', 'SetShippingMethodsOnCartInput');
const COUPON = mutation('applyCouponToCart', 'ApplyCouponToCartInput');
const NO_COUPON = mutation('removeCouponFromCart', 'RemoveCouponFromCartInput');
const SCHEDULE = mutation('setDeliveryScheduleOnCart', 'SetDeliveryScheduleOnCartInput!');
const LOCATION = mutation(
  'setShippingLocationOnCart',
  'SetShippingLocationOnCartInput!',
  `cart_id store_location { id code } cart { ${CART_FIELDS} }`,
);
const EMAIL = mutation('setGuestEmailOnCart', 'SetGuestEmailOnCartInput');
const CREDIT = mutation('applyStoreCreditToCart', 'ApplyStoreCreditToCartInput!');
const NO_CREDIT = mutation('removeStoreCreditFromCart', 'RemoveStoreCreditFromCartInput!');
const LOYALTY = mutation('applyLoyaltyPointsToCart', 'ApplyLoyaltyPointsToCartInput!');
const SOURCE = mutation('setOrderSourceOnCart', 'SetOrderSourceOnCartInput!');
const POINTS = `mutation($id: String!) { applyRewardPointsToCart(cartId: $id) { cart { ${CART_FIELDS} } } }`;
const NO_POINTS = `mutation($id: String!) { removeRewardPointsFromCart(cartId: $id) { cart { ${CART_FIELDS} } } }`;
const DAYS = `query($d: Int!) { availableDeliveryDays(districtId: $d) { day intervals { id from to } } }`;
const FIRST = `query($d: Int!) { firstDeliveryInterval(districtId: $d) { day interval_id from to } }`;

describe.each(databases)('cart checkout steps (%s)', (database) => {
  let svc: Service;
  let clock: Date;
  let area: Served;
  let otherArea: Served;
  let groceries: Pick[];
  let electronics: Pick;

  beforeAll(async () => {
    clock = START;
    svc = await startTestService({ database, products: 150, now: () => clock });
    const served = await servedDistricts(svc);
    area = served[0]!;
    otherArea = served.find((d) => d.source !== area.source)!;
    groceries = await simpleProducts(
      svc,
      area.source,
      sql`p.increment_step = 1 and p.max_amount = 20 and p.special_price is null and p.price between 20 and 150`,
      { minQty: 50 },
    );
    electronics = (
      await simpleProducts(svc, area.source, sql`p.max_amount = 3 and p.special_price is null`, {
        minQty: 10,
      })
    )[0]!;
    expect(groceries.length).toBeGreaterThan(4);
    expect(electronics).toBeDefined();
  });
  afterAll(async () => {
    await svc?.close();
  });
  afterEach(() => {
    clock = START;
  });

  const setConfig = (key: string, value: unknown) =>
    svc.db
      .updateTable('store_config')
      .set({ value: JSON.stringify(value) })
      .where('key', '=', key)
      .execute();

  const address = (a: Served, extra: Record<string, unknown> = {}) => ({
    firstname: 'Laila',
    lastname: 'Mahmoud',
    telephone: '01001234567',
    street: ['12 El Nozha Street'],
    region_id: a.regionId,
    city: a.cityCode,
    district: a.districtCode,
    building: '12B',
    floor: '3',
    apartment: '7',
    ...extra,
  });

  /** A cart with products, at the first served area's source. */
  async function cartWith(items: Array<[Pick, number]>, token?: string): Promise<string> {
    const id = token
      ? (await svc.gql(CUSTOMER_CART, undefined, { token, source: area.source })).data.customerCart
          .id
      : await createCart(svc, { source: area.source });
    const res = await svc.gql(
      ADD,
      { id, items: items.map(([p, quantity]) => ({ sku: p.sku, quantity })) },
      { token, source: area.source },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.addProductsToCart.user_errors).toEqual([]);
    return id as string;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cart as JSON, checked field by field
  async function delivering(id: string, token?: string): Promise<any> {
    const res = await svc.gql(
      SHIP_ADDRESS,
      { i: { cart_id: id, shipping_addresses: [{ address: address(area) }] } },
      { token },
    );
    expect(res.errors).toBeUndefined();
    return res.data.setShippingAddressesOnCart.cart;
  }

  async function goldCustomer(points: number, credit: number) {
    const c = await registerCustomer(svc);
    await svc.db
      .updateTable('customers')
      .set({ tier_code: 'GOLD', points_balance: points, store_credit: credit })
      .where('phone_number', '=', c.phone)
      .execute();
    const row = await svc.db
      .selectFrom('customers')
      .select('id')
      .where('phone_number', '=', c.phone)
      .executeTakeFirstOrThrow();
    return { ...c, id: row.id };
  }

  it('applies a special price only inside its window, from the start to the end of its last day', async () => {
    const p = groceries[4]!;
    const day = 86_400_000;
    const setWindow = (from: Date | null, to: Date | null) =>
      svc.db
        .updateTable('products')
        .set({
          special_price: Math.round(p.price * 50) / 100,
          special_from_date: from,
          special_to_date: to,
        })
        .where('id', '=', p.id)
        .execute();
    const id = await cartWith([[p, 1]]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the prices as JSON
    const price = async (): Promise<any> => (await svc.gql(CART, { id })).data.cart.items[0].prices;
    await setWindow(new Date(START.getTime() - day), new Date(START.getTime() + day));
    expect((await price()).price.value).toBeCloseTo(p.price / 2, 1);
    expect((await price()).original_item_price.value).toBeCloseTo(p.price, 2);
    // The window still holds during its last day, and no longer the day after.
    await setWindow(new Date(START.getTime() - 3 * day), new Date(START.getTime() - 3_600_000));
    expect((await price()).price.value).toBeCloseTo(p.price / 2, 1);
    await setWindow(new Date(START.getTime() - 3 * day), new Date(START.getTime() - 2 * day));
    expect((await price()).price.value).toBeCloseTo(p.price, 2);
    await setWindow(new Date(START.getTime() + day), null);
    expect((await price()).price.value).toBeCloseTo(p.price, 2);
    await setWindow(null, null);
    expect((await price()).price.value).toBeCloseTo(p.price / 2, 1);
    await svc.db
      .updateTable('products')
      .set({ special_price: null, special_from_date: null, special_to_date: null })
      .where('id', '=', p.id)
      .execute();
  });

  it('applies valid coupons with their label and refuses invalid, expired, future, disabled and below-minimum ones', async () => {
    const id = await cartWith([[groceries[0]!, 2]]);
    const subtotal = Math.round(groceries[0]!.price * 200) / 100;
    const errorOf = async (code: string) =>
      firstError(await svc.gql(COUPON, { i: { cart_id: id, coupon_code: code } })).message;
    expect(await errorOf('NOPE-123')).toBe(
      'The coupon code "NOPE-123" is not valid. Verify the code and try again.',
    );
    expect(await errorOf('RAMADAN25')).toBe(
      'The coupon code "RAMADAN25" is not valid: it has expired.',
    );
    expect(await errorOf('SUMMER15')).toBe(
      'The coupon code "SUMMER15" is not valid. Verify the code and try again.',
    );
    expect(await errorOf('OLDCODE')).toBe(
      'The coupon code "OLDCODE" is not valid. Verify the code and try again.',
    );
    expect(await errorOf('SAVE50')).toBe(
      'The coupon code "SAVE50" is not valid for a subtotal under 300 EGP.',
    );
    expect(await errorOf('')).toBe('"coupon_code" must be 1 to 64 characters.');

    const ok = await svc.gql(COUPON, { i: { cart_id: id, coupon_code: ' welcome10 ' } });
    expect(ok.errors).toBeUndefined();
    const cart = ok.data.applyCouponToCart.cart;
    const discount = Math.round(subtotal * 10) / 100;
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts).toEqual([
      { label: '10% off your order', code: 'WELCOME10', amount: { value: discount } },
    ]);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotal - discount, 2);
    expect(cart.prices.total_money_saved.value).toBeCloseTo(discount, 2);
    expect(await errorOf('ONLINE10')).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );
    const ar = await svc.gql(CART, { id }, { store: 'ar_EG' });
    expect(ar.data.cart.prices.discounts[0].label).toBe('خصم 10% على طلبك');

    const removed = await svc.gql(NO_COUPON, { i: { cart_id: id } });
    expect(removed.data.removeCouponFromCart.cart).toMatchObject({
      applied_coupons: null,
      prices: { discounts: [] },
    });
  });

  it('lists and applies only the customer own READY e-vouchers', async () => {
    const c = await goldCustomer(0, 0);
    const other = await goldCustomer(0, 0);
    const now = START.getTime();
    const voucher = (customerId: number, code: string, status: string, expires: number) => ({
      customer_id: customerId,
      code,
      coupon_id: 7000 + code.length,
      name: `30 EGP off (${code})`,
      name_ar: `خصم 30 جنيه (${code})`,
      status,
      amount: 30,
      category_id: null,
      image_url: null,
      ready_on: new Date(now - 86_400_000),
      expires_on: new Date(now + expires),
      redeemed_on: null,
    });
    await svc.db
      .insertInto('evouchers')
      .values([
        voucher(c.id, 'EV-READY-1', 'READY', 86_400_000),
        voucher(c.id, 'EV-OLD-22', 'READY', -3_600_000),
        voucher(c.id, 'EV-USED-333', 'REDEEMED', 86_400_000),
        voucher(other.id, 'EV-OTHER-4444', 'READY', 86_400_000),
      ])
      .execute();
    const id = await cartWith([[groceries[1]!, 2]], c.token);
    const LIST = `query($id: String!) { applicableEvouchers(cart_id: $id) { code coupon_id name } }`;
    const list = await svc.gql(LIST, { id }, { token: c.token });
    expect(list.data.applicableEvouchers).toEqual([
      { code: 'EV-READY-1', coupon_id: 7010, name: '30 EGP off (EV-READY-1)' },
    ]);
    expect(firstError(await svc.gql(LIST, { id }, { token: other.token })).message).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
    expect(firstError(await svc.gql(LIST, { id })).message).toBe(
      "The current customer isn't authorized.",
    );
    const apply = (code: string) =>
      svc.gql(COUPON, { i: { cart_id: id, coupon_code: code } }, { token: c.token });
    expect(firstError(await apply('EV-OTHER-4444')).message).toBe(
      'The coupon code "EV-OTHER-4444" is not valid. Verify the code and try again.',
    );
    expect(firstError(await apply('EV-OLD-22')).message).toBe(
      'The coupon code "EV-OLD-22" is not valid: it has expired.',
    );
    expect(firstError(await apply('EV-USED-333')).message).toContain('is not valid');
    const ok = await apply('EV-READY-1');
    expect(ok.data.applyCouponToCart.cart.prices.discounts).toEqual([
      { label: '30 EGP off (EV-READY-1)', code: 'EV-READY-1', amount: { value: 30 } },
    ]);
  });

  it('spends reward points at the tier exchange rate and refuses when the total would not change', async () => {
    const c = await goldCustomer(1000, 0);
    const id = await cartWith([[groceries[2]!, 3]], c.token);
    const subtotal = Math.round(groceries[2]!.price * 300) / 100;
    expect(firstError(await svc.gql(POINTS, { id })).message).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
    const res = await svc.gql(POINTS, { id }, { token: c.token });
    expect(res.errors).toBeUndefined();
    const cart = res.data.applyRewardPointsToCart.cart;
    // GOLD: 100 points are worth 15 EGP; 1000 points = 150 EGP, or fewer points when the total is lower.
    const money = Math.min(150, subtotal);
    expect(cart.applied_reward_points.money.value).toBeCloseTo(money, 2);
    expect(cart.applied_reward_points.points).toBe(
      Math.min(1000, Math.ceil((subtotal * 100) / 15 - 1e-9)),
    );
    expect(cart.prices.grand_total.value).toBeCloseTo(Math.max(0, subtotal - money), 2);
    expect(firstError(await svc.gql(POINTS, { id }, { token: c.token })).message).toBe(
      'These reward points are already applied to the cart.',
    );
    const removed = await svc.gql(NO_POINTS, { id }, { token: c.token });
    expect(removed.data.removeRewardPointsFromCart.cart.applied_reward_points).toBeNull();

    const limited = await svc.gql(LOYALTY, { i: { cart_id: id, points: 100 } }, { token: c.token });
    expect(limited.data.applyLoyaltyPointsToCart.cart.applied_reward_points).toEqual({
      points: 100,
      money: { value: 15 },
    });
    expect(
      firstError(await svc.gql(LOYALTY, { i: { cart_id: id, points: 5000 } }, { token: c.token }))
        .message,
    ).toBe('You have 1000 reward points.');
    expect(
      firstError(await svc.gql(LOYALTY, { i: { cart_id: id, points: 0 } }, { token: c.token }))
        .message,
    ).toBe('"points" must be a whole number above 0.');

    const broke = await goldCustomer(0, 0);
    const other = await cartWith([[groceries[2]!, 1]], broke.token);
    expect(firstError(await svc.gql(POINTS, { id: other }, { token: broke.token })).message).toBe(
      'Reward points cannot be applied: the order total would not change.',
    );
  });

  it('pays from store credit what is left to pay', async () => {
    const c = await goldCustomer(0, 40);
    const id = await cartWith([[groceries[3]!, 2]], c.token);
    const subtotal = Math.round(groceries[3]!.price * 200) / 100;
    const before = (await svc.gql(CART, { id }, { token: c.token })).data.cart;
    expect(before.applied_store_credit).toEqual({
      applied_balance: { value: 0 },
      current_balance: { value: 40 },
      enabled: true,
    });
    const res = await svc.gql(CREDIT, { i: { cart_id: id } }, { token: c.token });
    expect(res.errors).toBeUndefined();
    const applied = Math.min(40, subtotal);
    expect(res.data.applyStoreCreditToCart.cart.applied_store_credit).toEqual({
      applied_balance: { value: applied },
      current_balance: { value: 40 },
      enabled: true,
    });
    expect(res.data.applyStoreCreditToCart.cart.prices.grand_total.value).toBeCloseTo(
      subtotal - applied,
      2,
    );
    const off = await svc.gql(NO_CREDIT, { i: { cart_id: id } }, { token: c.token });
    expect(off.data.removeStoreCreditFromCart.cart.applied_store_credit.applied_balance.value).toBe(
      0,
    );
    const guest = await cartWith([[groceries[3]!, 1]]);
    expect(firstError(await svc.gql(CREDIT, { i: { cart_id: guest } })).message).toBe(
      "The current customer isn't authorized.",
    );
    const empty = await goldCustomer(0, 0);
    const emptyCart = await cartWith([[groceries[3]!, 1]], empty.token);
    expect(
      firstError(await svc.gql(CREDIT, { i: { cart_id: emptyCart } }, { token: empty.token }))
        .message,
    ).toBe('Store credit cannot be applied: there is no balance or nothing left to pay.');
  });

  it('sets a guest e-mail on guest carts only', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    expect(
      firstError(await svc.gql(EMAIL, { i: { cart_id: id, email: 'not-an-email' } })).message,
    ).toBe('"email" must be a valid email.');
    const ok = await svc.gql(EMAIL, { i: { cart_id: id, email: ' Guest.Shopper@Example.com ' } });
    expect(ok.data.setGuestEmailOnCart.cart.email).toBe('guest.shopper@example.com');
    const c = await registerCustomer(svc);
    const own = await cartWith([[groceries[0]!, 1]], c.token);
    expect(
      firstError(await svc.gql(EMAIL, { i: { cart_id: own, email: 'a@b.co' } }, { token: c.token }))
        .message,
    ).toBe('The request is not allowed for logged in customers');
    expect((await svc.gql(CART, { id: own }, { token: c.token })).data.cart.email).toBe(c.email);
  });

  it('takes shipping addresses in the cart store area only, and billing the same as shipping', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    expect(
      firstError(
        await svc.gql(BILL_ADDRESS, {
          i: { cart_id: id, billing_address: { same_as_shipping: true } },
        }),
      ).message,
    ).toBe('The shipping address is missing. Set the address and try again.');
    const outside = await svc.gql(SHIP_ADDRESS, {
      i: { cart_id: id, shipping_addresses: [{ address: address(otherArea) }] },
    });
    expect(firstError(outside)).toMatchObject({
      message: 'This address is out of the chosen area',
      extensions: { category: 'graphql-input', message_ar: 'هذا العنوان خارج المنطقة المختارة' },
    });
    const inactive = await svc.db
      .selectFrom('districts')
      .innerJoin('cities', 'cities.id', 'districts.city_id')
      .select(['districts.code', 'cities.code as city', 'cities.region_id'])
      .where('districts.is_active', '=', false)
      .executeTakeFirstOrThrow();
    expect(
      firstError(
        await svc.gql(SHIP_ADDRESS, {
          i: {
            cart_id: id,
            shipping_addresses: [
              {
                address: address(area, {
                  district: inactive.code,
                  city: inactive.city,
                  region_id: inactive.region_id,
                }),
              },
            ],
          },
        }),
      ).message,
    ).toBe('This address is out of the chosen area');
    expect(
      firstError(
        await svc.gql(SHIP_ADDRESS, {
          i: { cart_id: id, shipping_addresses: [{ address: address(area, { floor: 'third' }) }] },
        }),
      ).extensions,
    ).toMatchObject({ field: 'floor' });
    expect(
      firstError(
        await svc.gql(SHIP_ADDRESS, {
          i: { cart_id: id, shipping_addresses: [{ customer_address_id: 1 }] },
        }),
      ).message,
    ).toBe("The current customer isn't authorized.");
    const cart = await delivering(id);
    expect(cart.shipping_addresses[0]).toMatchObject({
      firstname: 'Laila',
      district: { id: area.districtId },
      country: { code: 'EG' },
      customer_address_id: null,
      is_store_pickup: false,
    });
    expect(cart.source_code).toBe(area.source);
    const billed = await svc.gql(BILL_ADDRESS, {
      i: { cart_id: id, billing_address: { same_as_shipping: true } },
    });
    expect(billed.data.setBillingAddressOnCart.cart.billing_address).toEqual({
      firstname: 'Laila',
      city: expect.any(String),
      customer_address_id: null,
    });
  });

  it('takes exactly one shipping address and one shipping method, in both languages', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    const twoAddresses = await svc.gql(SHIP_ADDRESS, {
      i: {
        cart_id: id,
        shipping_addresses: [{ address: address(area) }, { address: address(area) }],
      },
    });
    expect(firstError(twoAddresses)).toMatchObject({
      message: '"shipping_addresses" must hold exactly one address.',
      extensions: { message_ar: '"shipping_addresses" يجب أن يحتوي على عنوان واحد.' },
    });
    const noMethod = await svc.gql(SHIP_METHOD, { i: { cart_id: id, shipping_methods: [] } });
    expect(firstError(noMethod)).toMatchObject({
      message: '"shipping_methods" must hold exactly one method.',
      extensions: { message_ar: '"shipping_methods" يجب أن يحتوي على طريقة واحدة.' },
    });
  });

  it('uses only the customer own saved addresses and can save a typed one to the address book', async () => {
    const c = await registerCustomer(svc);
    const other = await registerCustomer(svc);
    const created = await svc.gql(
      `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      { i: { ...address(area), region: { region_id: area.regionId }, region_id: undefined } },
      { token: other.token },
    );
    expect(created.errors).toBeUndefined();
    const othersAddress = created.data.createCustomerAddress.id;
    const id = await cartWith([[groceries[0]!, 1]], c.token);
    expect(
      firstError(
        await svc.gql(
          SHIP_ADDRESS,
          { i: { cart_id: id, shipping_addresses: [{ customer_address_id: othersAddress }] } },
          { token: c.token },
        ),
      ).message,
    ).toBe("The current customer isn't authorized.");
    const saved = await svc.gql(
      SHIP_ADDRESS,
      {
        i: {
          cart_id: id,
          shipping_addresses: [
            { address: address(area, { save_in_address_book: true, title: 'Work' }) },
          ],
        },
      },
      { token: c.token },
    );
    expect(saved.errors).toBeUndefined();
    const addressId =
      saved.data.setShippingAddressesOnCart.cart.shipping_addresses[0].customer_address_id;
    expect(addressId).toEqual(expect.any(Number));
    const book = await svc.gql(`query { customer { addresses { id title } } }`, undefined, {
      token: c.token,
    });
    expect(book.data.customer.addresses).toEqual([{ id: addressId, title: 'Work' }]);
    const byId = await svc.gql(
      BILL_ADDRESS,
      { i: { cart_id: id, billing_address: { customer_address_id: addressId } } },
      { token: c.token },
    );
    expect(byId.data.setBillingAddressOnCart.cart.billing_address.customer_address_id).toBe(
      addressId,
    );
  });

  it('moves a cart to the store the shopper chose when its saved address is delivered from there (issue 59)', async () => {
    // The cart was filled at the first area's store; the shopper then confirmed a saved address
    // of another area in the address selector, so the requests now name that area's store.
    const c = await registerCustomer(svc);
    const created = await svc.gql(
      `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      {
        i: {
          ...address(otherArea),
          title: 'Home',
          region: { region_id: otherArea.regionId },
          region_id: undefined,
        },
      },
      { token: c.token },
    );
    expect(created.errors).toBeUndefined();
    const home = created.data.createCustomerAddress.id as number;
    const id = await cartWith([[groceries[0]!, 1]], c.token);
    const ship = (source?: string) =>
      svc.gql(
        SHIP_ADDRESS,
        { i: { cart_id: id, shipping_addresses: [{ customer_address_id: home }] } },
        { token: c.token, ...(source ? { source } : {}) },
      );
    // Still shopping at the first area's store (or naming none): the address is out of that area.
    expect(firstError(await ship(area.source)).message).toBe(
      'This address is out of the chosen area',
    );
    expect(firstError(await ship()).message).toBe('This address is out of the chosen area');
    // At the address's store: the cart follows it, priced and stocked there.
    const moved = await ship(otherArea.source);
    expect(moved.errors).toBeUndefined();
    const cart = moved.data.setShippingAddressesOnCart.cart;
    expect(cart.source_code).toBe(otherArea.source);
    expect(cart.shipping_addresses[0]).toMatchObject({
      customer_address_id: home,
      district: { id: otherArea.districtId },
    });
    const read = await svc.gql(CUSTOMER_CART, undefined, { token: c.token });
    expect(read.data.customerCart.source_code).toBe(otherArea.source);
  });

  it('follows the chosen store on request, except a pickup cart or a request naming none (issue 59)', async () => {
    const FOLLOW = `mutation($id: String!) { followStoreOnCart(cart_id: $id) { cart { ${CART_FIELDS} } } }`;
    const c = await registerCustomer(svc);
    const id = await cartWith([[groceries[0]!, 1]], c.token);
    const follow = (source?: string) =>
      svc.gql(FOLLOW, { id }, { token: c.token, ...(source ? { source } : {}) });
    expect((await follow()).data.followStoreOnCart.cart.source_code).toBe(area.source);
    expect(firstError(await svc.gql(FOLLOW, { id })).message).toMatch(/cart/i);
    const moved = (await follow(otherArea.source)).data.followStoreOnCart.cart;
    expect(moved.source_code).toBe(otherArea.source);
    expect(moved.items).toHaveLength(1);
    await svc.db
      .updateTable('carts')
      .set({ store_pickup_id: 1 })
      .where('masked_id', '=', id)
      .execute();
    expect((await follow(area.source)).data.followStoreOnCart.cart.source_code).toBe(
      otherArea.source,
    );
  });

  it('splits delivery fees into electronics and groceries, free above the threshold, with express closing at its cut-off', async () => {
    await setConfig('free_shipping_threshold', 100_000);
    const id = await cartWith([[groceries[0]!, 1]]);
    let cart = await delivering(id);
    const methods = cart.shipping_addresses[0].available_shipping_methods;
    expect(methods.map((m: { carrier_code: string }) => m.carrier_code)).toEqual([
      'flatrate',
      'express',
    ]);
    expect(methods[0]).toMatchObject({
      available: true,
      amount: { value: 25 },
      electronics_amount: { value: 0 },
      non_electronics_amount: { value: 25 },
      min_subtotal_for_free_shipping: 100_000,
    });
    expect(methods[1]).toMatchObject({
      available: true,
      amount: { value: 55 },
      is_after_cutoff_time: false,
      cutoff_time: '18:00',
    });
    await svc.gql(
      ADD,
      { id, items: [{ sku: electronics.sku, quantity: 1 }] },
      { source: area.source },
    );
    const chosen = await svc.gql(SHIP_METHOD, {
      i: { cart_id: id, shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] },
    });
    expect(chosen.errors).toBeUndefined();
    cart = chosen.data.setShippingMethodsOnCart.cart;
    const subtotal = cart.prices.subtotal_including_tax.value;
    expect(cart.selected_shipping_method).toEqual({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      amount: { value: 75 },
    });
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({
      electronics_amount: { value: 50 },
      non_electronics_amount: { value: 25 },
    });
    expect(cart.prices.shipping_including_tax.value).toBe(75);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotal + 75, 2);

    await setConfig('free_shipping_threshold', 1);
    cart = (await svc.gql(CART, { id })).data.cart;
    expect(cart.selected_shipping_method.amount.value).toBe(0);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotal, 2);
    await setConfig('free_shipping_threshold', 500);

    expect(
      firstError(
        await svc.gql(SHIP_METHOD, {
          i: { cart_id: id, shipping_methods: [{ carrier_code: 'ups', method_code: 'air' }] },
        }),
      ).message,
    ).toBe('Carrier with such method not found: ups, air');
    clock = new Date('2026-11-22T16:30:00Z'); // 18:30 in Cairo
    cart = (await svc.gql(CART, { id })).data.cart;
    expect(cart.shipping_addresses[0].available_shipping_methods[1]).toMatchObject({
      carrier_code: 'express',
      available: false,
      is_after_cutoff_time: true,
    });
    expect(
      firstError(
        await svc.gql(SHIP_METHOD, {
          i: {
            cart_id: id,
            shipping_methods: [{ carrier_code: 'express', method_code: 'express' }],
          },
        }),
      ).message,
    ).toBe('The selected shipping method is not available after its cut-off time.');
    // Express chosen before its cut-off is no longer the cart's method after it.
    clock = START;
    expect(
      (
        await svc.gql(SHIP_METHOD, {
          i: {
            cart_id: id,
            shipping_methods: [{ carrier_code: 'express', method_code: 'express' }],
          },
        })
      ).errors,
    ).toBeUndefined();
    clock = new Date('2026-11-22T16:30:00Z');
    cart = (await svc.gql(CART, { id })).data.cart;
    expect(cart.selected_shipping_method).toBeNull();
    expect(cart.prices.shipping_including_tax.value).toBe(0);
    expect(
      (
        await loadCheckoutCart(svc.db, {
          cartId: id,
          customerId: null,
          now: clock,
          forUpdate: false,
        })
      ).shippingMethod,
    ).toBeNull();
    const fresh = await cartWith([[groceries[0]!, 1]]);
    expect(
      firstError(
        await svc.gql(SHIP_METHOD, {
          i: {
            cart_id: fresh,
            shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
          },
        }),
      ).message,
    ).toBe('The shipping address is missing. Set the address and try again.');
  });

  it('tells whether the minimum order amount of the store configuration is reached', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    expect((await svc.gql(CART, { id })).data.cart.minimum_order_amount).toEqual({
      amount: { value: 0 },
      is_reached: true,
    });
    await setConfig('minimum_order_amount', 100_000);
    expect((await svc.gql(CART, { id })).data.cart.minimum_order_amount).toEqual({
      amount: { value: 100_000 },
      is_reached: false,
    });
    const checkout = await loadCheckoutCart(svc.db, {
      cartId: id,
      customerId: null,
      now: clock,
      forUpdate: false,
    });
    expect(checkout).toMatchObject({ minimumOrderAmount: 100_000, meetsMinimumOrderAmount: false });
    await setConfig('minimum_order_amount', 0);
  });

  it('offers delivery days with open intervals, honouring cut-off and capacity', async () => {
    const days = (await svc.gql(DAYS, { d: area.districtId })).data.availableDeliveryDays;
    expect(days).toHaveLength(7);
    expect(days[0].day).toBe('2026-11-22');
    expect(days[0].intervals.map((i: { from: string }) => i.from)).toEqual(['15:00', '18:00']);
    expect(days[1]).toMatchObject({ day: '2026-11-23' });
    expect(days[1].intervals.map((i: { from: string; to: string }) => `${i.from}-${i.to}`)).toEqual(
      ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'],
    );
    expect((await svc.gql(FIRST, { d: area.districtId })).data.firstDeliveryInterval).toEqual({
      day: '2026-11-22',
      interval_id: days[0].intervals[0].id,
      from: '15:00',
      to: '18:00',
    });

    const id = await cartWith([[groceries[0]!, 1]]);
    await delivering(id);
    const schedule = (day: string, interval: number, district = area.districtId) =>
      svc.gql(SCHEDULE, {
        i: {
          cart_id: id,
          delivery_day: day,
          delivery_interval_id: interval,
          district_id: district,
        },
      });
    const closed = days[1].intervals[0].id; // 09:00, closed today at 07:00
    expect(firstError(await schedule('2026-11-22', closed)).message).toBe(
      'No more orders can be accepted for this interval: its cut-off time has passed',
    );
    expect(firstError(await schedule('2026-13-01', closed)).message).toBe(
      '"delivery_day" must be a date YYYY-MM-DD.',
    );
    expect(firstError(await schedule('2026-12-22', closed)).message).toBe(
      'Deliveries can be scheduled from 2026-11-22 for 7 days.',
    );
    expect(firstError(await schedule('2026-11-23', 999999)).message).toBe(
      `Unknown delivery interval 999999 for district ${area.districtId}.`,
    );
    expect(firstError(await schedule('2026-11-23', closed, otherArea.districtId)).message).toBe(
      'This address is out of the chosen area',
    );

    const chosen = days[1].intervals[2];
    const ok = await schedule('2026-11-23', chosen.id);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.setDeliveryScheduleOnCart.cart.delivery_schedule).toEqual({
      day: '2026-11-23',
      time: chosen.id,
      from: '15:00',
      to: '18:00',
      district_id: area.districtId,
    });

    // The interval fills up: it leaves the offer, cannot be chosen, and choosing the shipping method says so.
    await svc.db
      .insertInto('delivery_slot_bookings')
      .values({ interval_id: chosen.id, day: '2026-11-23', booked: 20 })
      .execute();
    const after = (await svc.gql(DAYS, { d: area.districtId })).data.availableDeliveryDays;
    expect(after[1].intervals.map((i: { id: number }) => i.id)).not.toContain(chosen.id);
    expect(firstError(await schedule('2026-11-23', chosen.id)).message).toBe(
      'No more orders can be accepted for this interval',
    );
    expect(
      firstError(
        await svc.gql(SHIP_METHOD, {
          i: {
            cart_id: id,
            shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
          },
        }),
      ).message,
    ).toBe('No more orders can be accepted for this interval');
    const inactive = await svc.db
      .selectFrom('districts')
      .select('id')
      .where('is_active', '=', false)
      .executeTakeFirstOrThrow();
    expect(firstError(await svc.gql(DAYS, { d: inactive.id })).message).toBe(
      'This address is out of the chosen area',
    );
    expect(firstError(await svc.gql(DAYS, { d: 0 })).message).toBe(
      '"districtId" must be a positive id.',
    );
  });

  it('never books an interval beyond its capacity, however many orders race for it', async () => {
    const interval = await svc.db
      .insertInto('delivery_intervals')
      .values({
        district_id: area.districtId,
        from_time: '21:00',
        to_time: '23:00',
        capacity: 3,
        cutoff_minutes: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slot = { districtId: area.districtId, day: '2026-11-24', intervalId: interval.id };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        svc.db.transaction().execute((trx) => reserveDeliverySlot(trx, slot)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as Error).message)).toEqual(
      Array(9).fill('No more orders can be accepted for this interval'),
    );
    const row = await svc.db
      .selectFrom('delivery_slot_bookings')
      .select('booked')
      .where('interval_id', '=', interval.id)
      .where('day', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    expect(row.booked).toBe(3);
  });

  it('sets store pickup with the fixed pickup address, never saved to the address book', async () => {
    const c = await registerCustomer(svc);
    const id = await cartWith([[groceries[0]!, 1]], c.token);
    const store = await svc.db
      .selectFrom('stores')
      .select(['id', 'code', 'name'])
      .where('is_active', '=', true)
      .where('type', '=', 'PICKUP')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pickup = (type: string, storeId?: number) =>
      svc.gql(LOCATION, { i: { cart_id: id, type, store_id: storeId } }, { token: c.token });
    expect(firstError(await pickup('PICKUP', store.id)).message).toBe(
      'Store pickup is not available.',
    );
    await setConfig('store_pickup_enabled', true);
    try {
      expect(firstError(await pickup('PICKUP', 999999)).message).toBe('Unknown store 999999.');
      const res = await pickup('PICKUP', store.id);
      expect(res.errors).toBeUndefined();
      const out = res.data.setShippingLocationOnCart;
      expect(out).toMatchObject({
        cart_id: id,
        store_location: { id: store.id, code: store.code },
      });
      expect(out.cart.source_code).toBe(store.code);
      expect(out.cart.shipping_addresses[0]).toMatchObject({
        firstname: 'Store pickup',
        lastname: store.name,
        postcode: '12345',
        country: { code: 'EG' },
        is_store_pickup: true,
        customer_address_id: null,
      });
      expect(out.cart.selected_shipping_method).toEqual({
        carrier_code: 'storepickup',
        method_code: 'storepickup',
        amount: { value: 0 },
      });
      expect(
        out.cart.shipping_addresses[0].available_shipping_methods.map(
          (m: { carrier_code: string }) => m.carrier_code,
        ),
      ).toEqual(['storepickup']);
      const book = await svc.gql(`query { customer { addresses { id } } }`, undefined, {
        token: c.token,
      });
      expect(book.data.customer.addresses).toEqual([]);
      const back = await pickup('DELIVERY');
      expect(back.data.setShippingLocationOnCart).toMatchObject({
        store_location: null,
        cart: { shipping_addresses: [], selected_shipping_method: null },
      });
    } finally {
      await setConfig('store_pickup_enabled', false);
    }
  });

  it('answers shipping methods and the address in Arabic for the Arabic store', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    await delivering(id);
    const q = `query($id: String!) { cart(cart_id: $id) { shipping_addresses { city region { label } country { label }
      available_shipping_methods { carrier_title method_title } } } }`;
    const names = await svc.db
      .selectFrom('districts')
      .innerJoin('cities', 'cities.id', 'districts.city_id')
      .innerJoin('regions', 'regions.id', 'cities.region_id')
      .select(['cities.name_ar as city', 'regions.name_ar as region'])
      .where('districts.id', '=', area.districtId)
      .executeTakeFirstOrThrow();
    const ar = (await svc.gql(q, { id }, { store: 'ar_EG' })).data.cart.shipping_addresses[0];
    expect(ar).toMatchObject({
      city: names.city,
      region: { label: names.region },
      country: { label: 'مصر' },
    });
    expect(ar.available_shipping_methods[0]).toEqual({
      carrier_title: 'توصيل دكان',
      method_title: 'توصيل في موعد تختاره',
    });
    const en = (await svc.gql(q, { id })).data.cart.shipping_addresses[0];
    expect(en.available_shipping_methods[0]).toEqual({
      carrier_title: 'Dukkan delivery',
      method_title: 'Scheduled delivery',
    });
  });

  it('records the order source', async () => {
    const id = await cartWith([[groceries[0]!, 1]]);
    const res = await svc.gql(SOURCE, { i: { cart_id: id, order_source: 'Web' } });
    expect(res.data.setOrderSourceOnCart.cart.order_source).toBe('Web');
    expect(
      firstError(await svc.gql(SOURCE, { i: { cart_id: id, order_source: 'Fax' } })).message,
    ).toContain('Fax');
  });

  it('hands the order domain the cart exactly as the shopper sees it', async () => {
    const c = await goldCustomer(200, 10);
    const id = await cartWith(
      [
        [groceries[0]!, 2],
        [electronics, 1],
      ],
      c.token,
    );
    await delivering(id, c.token);
    await svc.gql(COUPON, { i: { cart_id: id, coupon_code: 'WELCOME10' } }, { token: c.token });
    await svc.gql(
      SHIP_METHOD,
      {
        i: {
          cart_id: id,
          shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
        },
      },
      { token: c.token },
    );
    const day = (await svc.gql(DAYS, { d: area.districtId })).data.availableDeliveryDays[2];
    await svc.gql(
      SCHEDULE,
      {
        i: {
          cart_id: id,
          delivery_day: day.day,
          delivery_interval_id: day.intervals[0].id,
          district_id: area.districtId,
        },
      },
      { token: c.token },
    );
    await svc.gql(POINTS, { id }, { token: c.token });
    await svc.gql(CREDIT, { i: { cart_id: id } }, { token: c.token });
    await svc.gql(SOURCE, { i: { cart_id: id, order_source: 'Web' } }, { token: c.token });
    const seen = (await svc.gql(CART, { id }, { token: c.token })).data.cart;

    await expect(
      loadCheckoutCart(svc.db, { cartId: id, customerId: null, now: clock }),
    ).rejects.toThrow(`The current user cannot perform operations on cart "${id}"`);
    const checkout = await svc.db
      .transaction()
      .execute((trx) => loadCheckoutCart(trx, { cartId: id, customerId: c.id, now: clock }));
    expect(checkout.email).toBe(c.email);
    expect(checkout.items.map((i) => [i.sku, i.qty, i.section, i.sourceCode])).toEqual([
      [groceries[0]!.sku, 2, 'NON_ELECTRONICS', area.source],
      [electronics.sku, 1, 'ELECTRONICS', area.source],
    ]);
    expect(checkout.totals.subtotalInclTax).toBe(seen.prices.subtotal_including_tax.value);
    expect(checkout.totals.grandTotal).toBe(seen.prices.grand_total.value);
    expect(checkout.totals.discounts.map((d) => [d.code, d.amount])).toEqual(
      seen.prices.discounts.map((d: { code: string; amount: { value: number } }) => [
        d.code,
        d.amount.value,
      ]),
    );
    expect(checkout.totals.points).toBe(seen.applied_reward_points.points);
    expect(checkout.totals.storeCreditApplied).toBe(
      seen.applied_store_credit.applied_balance.value,
    );
    expect(checkout.totals.shippingTotal).toBe(
      checkout.totals.shippingElectronics + checkout.totals.shippingNonElectronics,
    );
    expect(checkout.coupon).toMatchObject({ code: 'WELCOME10', evoucherId: null });
    expect(checkout.shippingMethod).toMatchObject({
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
    });
    expect(checkout.shippingAddress).toMatchObject({
      firstname: 'Laila',
      district: { id: area.districtId },
    });
    expect(checkout.deliverySchedule).toEqual({
      day: day.day,
      intervalId: day.intervals[0].id,
      districtId: area.districtId,
      from: day.intervals[0].from,
      to: day.intervals[0].to,
    });
    expect(checkout.orderSource).toBe('Web');

    expect(await deactivateCart(svc.db, id)).toBe(true);
    expect(await deactivateCart(svc.db, id)).toBe(false);
    expect(firstError(await svc.gql(CART, { id }, { token: c.token })).message).toBe(
      "The cart isn't active.",
    );
    // The customer gets a new cart on the next customerCart.
    const next = (await svc.gql(CUSTOMER_CART, undefined, { token: c.token })).data.customerCart;
    expect(next.id).not.toBe(id);
    expect(next.items).toEqual([]);
  });
});
