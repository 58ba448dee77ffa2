/**
 * The checkout steps on a cart: coupons and e-vouchers, reward points, store credit, guest e-mail,
 * shipping and billing addresses, shipping method, delivery schedule, store pickup, item note and
 * order source. Each runs inside the resolver's transaction on a cart the caller may use.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { MAX_ADDRESSES, clean as cleanAddress } from '../customer/addresses';
import { effectiveVoucherStatus } from '../customer/loyalty';
import { normaliseEmail } from '../customer/validation';
import { assertServedDistrict, checkSchedule } from './delivery';
import {
  CART_MESSAGES,
  badField,
  carrierNotFound,
  couponMinimum,
  expiredCoupon,
  input,
  invalidCoupon,
  notAuthorized,
} from './errors';
import {
  CARRIERS,
  cartState,
  loadItems,
  resolveCoupon,
  round2,
  type CartEnv,
  type CartRow,
} from './state';
import type { CartAddressJson } from './tables';

type Input = Record<string, unknown>;

const env = (ctx: GqlContext, db: Kysely<Database>): CartEnv => ({ db, now: ctx.config.now() });

/* ---------------------------------------------------------------- coupons and e-vouchers */

export async function applyCoupon(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  rawCode: unknown,
): Promise<void> {
  if (typeof rawCode !== 'string' || rawCode.trim() === '' || rawCode.trim().length > 64) {
    throw badField(
      'coupon_code',
      '"coupon_code" must be 1 to 64 characters.',
      '"coupon_code" يجب أن يكون من 1 إلى 64 حرفاً.',
    );
  }
  const code = rawCode.trim();
  const state = await cartState(env(ctx, db), cart);
  if (state.coupon) throw input(CART_MESSAGES.couponAlreadyApplied, { field: 'coupon_code' });
  if (state.items.length === 0) {
    throw input(
      {
        en: 'The cart is empty: add products before applying a coupon.',
        ar: 'السلة فارغة: أضف منتجات قبل استخدام كود الخصم.',
      },
      { field: 'coupon_code' },
    );
  }
  const resolved = await resolveCoupon(
    env(ctx, db),
    cart,
    code,
    state.items,
    state.totals.subtotalInclTax,
  );
  if (resolved.kind === 'invalid') throw invalidCoupon(code);
  if (resolved.kind === 'expired') throw expiredCoupon(code);
  if (resolved.kind === 'minimum') throw couponMinimum(code, resolved.amount);
  await db
    .updateTable('carts')
    .set({ coupon_code: resolved.line.code, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removeCoupon(db: Kysely<Database>, cart: CartRow): Promise<void> {
  await db
    .updateTable('carts')
    .set({ coupon_code: null, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

/** The customer's e-vouchers that are READY now and would give this cart a discount. */
export async function applicableEvouchers(ctx: GqlContext, cart: CartRow) {
  if (cart.customer_id === null) return [];
  const e = env(ctx, ctx.db);
  const vouchers = await ctx.db
    .selectFrom('evouchers')
    .selectAll()
    .where('customer_id', '=', cart.customer_id)
    .orderBy('id')
    .execute();
  const ready = vouchers.filter((v) => effectiveVoucherStatus(v, e.now) === 'READY');
  if (ready.length === 0) return [];
  const items = await loadItems(e, cart);
  const subtotal = round2(items.reduce((s, i) => s + i.rowTotal, 0));
  const result = [];
  for (const v of ready) {
    const resolved = await resolveCoupon(e, cart, v.code, items, subtotal);
    if (resolved.kind === 'ok' && resolved.evoucherId === v.id && resolved.line.amount > 0) {
      result.push({
        code: v.code,
        coupon_id: v.coupon_id,
        name: ctx.locale === 'ar' ? v.name_ar : v.name,
      });
    }
  }
  return result;
}

/* ---------------------------------------------------------------- reward points and store credit */

function requireOwner(ctx: GqlContext, cart: CartRow): number {
  if (ctx.customerId === null || cart.customer_id !== ctx.customerId) throw notAuthorized();
  return ctx.customerId;
}

/**
 * Spends reward points: all the total allows (`limit` null) or at most `limit`. The total must go
 * down, otherwise "the order total would not change" (or "already applied" for the same points).
 */
export async function applyPoints(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  limit: number | null,
): Promise<void> {
  requireOwner(ctx, cart);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 10_000_000)) {
    throw badField(
      'points',
      '"points" must be a whole number above 0.',
      '"points" يجب أن يكون عدداً صحيحاً أكبر من صفر.',
    );
  }
  const before = await cartState(env(ctx, db), cart);
  const balance = before.loyalty?.balance ?? 0;
  if (limit !== null && limit > balance) {
    throw badField('points', `You have ${balance} reward points.`, `رصيدك ${balance} نقطة.`);
  }
  const wanted = limit ?? balance;
  const after = await cartState(env(ctx, db), { ...cart, reward_points: wanted });
  if (after.totals.grandTotal >= before.totals.grandTotal) {
    const same = before.totals.points > 0 && after.totals.points === before.totals.points;
    throw input(same ? CART_MESSAGES.pointsAlreadyApplied : CART_MESSAGES.pointsNoChange, {
      field: 'points',
    });
  }
  await db
    .updateTable('carts')
    .set({ reward_points: after.totals.points, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removePoints(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  await db
    .updateTable('carts')
    .set({ reward_points: 0, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function applyStoreCredit(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  const after = await cartState(env(ctx, db), { ...cart, use_store_credit: true });
  if (after.totals.storeCreditApplied <= 0) throw input(CART_MESSAGES.noStoreCredit);
  await db
    .updateTable('carts')
    .set({ use_store_credit: true, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removeStoreCredit(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  await db
    .updateTable('carts')
    .set({ use_store_credit: false, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

/* ---------------------------------------------------------------- e-mail, note, source */

export async function setGuestEmail(
  db: Kysely<Database>,
  cart: CartRow,
  rawEmail: unknown,
): Promise<void> {
  if (cart.customer_id !== null) throw input(CART_MESSAGES.guestOnly);
  const email = normaliseEmail(rawEmail, 'email');
  await db
    .updateTable('carts')
    .set({ guest_email: email, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function setOrderSource(
  db: Kysely<Database>,
  cart: CartRow,
  raw: unknown,
): Promise<void> {
  if (raw !== 'Web' && raw !== 'Android' && raw !== 'iOS') {
    throw badField(
      'order_source',
      '"order_source" must be Web, Android or iOS.',
      '"order_source" يجب أن يكون Web أو Android أو iOS.',
    );
  }
  await db
    .updateTable('carts')
    .set({ order_source: raw, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

/* ---------------------------------------------------------------- addresses */

async function areaNames(db: Kysely<Database>, districtId: number) {
  return db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select([
      'districts.id as d_id',
      'districts.code as d_code',
      'districts.name as d_name',
      'districts.name_ar as d_name_ar',
      'districts.source_code',
      'districts.is_active as d_active',
      'cities.is_active as c_active',
      'regions.is_active as r_active',
      'cities.id as c_id',
      'cities.code as c_code',
      'cities.name as c_name',
      'cities.name_ar as c_name_ar',
      'regions.id as r_id',
      'regions.code as r_code',
      'regions.name as r_name',
      'regions.name_ar as r_name_ar',
    ])
    .where('districts.id', '=', districtId)
    .executeTakeFirstOrThrow();
}

interface AddressFields {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  company: string | null;
  postcode: string | null;
  building: string;
  floor: string;
  apartment: string;
  landmark: string | null;
  title: string | null;
  district_id: number;
}

/**
 * A cart address snapshot of a validated address. The district must be served by the cart's
 * store; a cart still at the `default` source moves to the district's store (choosing an address
 * chooses the store, spec section 4).
 */
async function snapshot(
  db: Kysely<Database>,
  cart: CartRow,
  a: AddressFields,
  customerAddressId: number | null,
): Promise<{ address: CartAddressJson; source: string }> {
  const n = await areaNames(db, a.district_id);
  if (!n.d_active || !n.c_active || !n.r_active || n.source_code === null)
    throw input(CART_MESSAGES.outOfArea, { field: 'district' });
  if (cart.source_code !== 'default' && n.source_code !== cart.source_code)
    throw input(CART_MESSAGES.outOfArea, { field: 'district' });
  return {
    source: n.source_code,
    address: {
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      company: a.company,
      postcode: a.postcode,
      telephone: a.telephone,
      country_code: 'EG',
      region: n.r_name,
      region_ar: n.r_name_ar,
      region_id: n.r_id,
      region_code: n.r_code,
      city: { id: n.c_id, name: n.c_name, name_ar: n.c_name_ar, code: n.c_code },
      district: { id: n.d_id, name: n.d_name, name_ar: n.d_name_ar, code: n.d_code },
      building: a.building,
      floor: a.floor,
      apartment: a.apartment,
      landmark: a.landmark,
      title: a.title,
      customer_address_id: customerAddressId,
      is_store_pickup: false,
    },
  };
}

/** CartAddressInput in the address book's input shape, so both are validated by the same rules. */
function asBookInput(a: Input): Input {
  return {
    ...a,
    region: {
      region_id: a.region_id ?? undefined,
      region_code: typeof a.region === 'string' ? a.region : undefined,
    },
    default_shipping: false,
    default_billing: false,
  };
}

async function addressFromInput(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  raw: Input,
  field: string,
) {
  const hasId = raw.customer_address_id !== undefined && raw.customer_address_id !== null;
  const hasAddress = raw.address !== undefined && raw.address !== null;
  if (hasId === hasAddress) {
    throw badField(
      field,
      `Set either "customer_address_id" or "address" in "${field}".`,
      `حدد "customer_address_id" أو "address" في "${field}".`,
    );
  }
  if (hasId) {
    if (ctx.customerId === null || cart.customer_id !== ctx.customerId) throw notAuthorized();
    const id = raw.customer_address_id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
      throw badField(
        'customer_address_id',
        '"customer_address_id" must be an address id.',
        '"customer_address_id" يجب أن يكون رقم عنوان.',
      );
    const row = await db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.customer_id !== ctx.customerId) throw notAuthorized();
    const street = Array.isArray(row.street)
      ? row.street
      : (JSON.parse(String(row.street)) as string[]);
    return snapshot(db, cart, { ...row, street }, row.id);
  }
  const address = raw.address as Input;
  if (typeof address !== 'object')
    throw badField(
      field,
      `"${field}.address" must be an address.`,
      `"${field}.address" يجب أن يكون عنواناً.`,
    );
  const valid = await cleanAddress(ctx, asBookInput(address));
  const result = await snapshot(db, cart, valid, null);
  if (address.save_in_address_book === true) {
    if (ctx.customerId === null || cart.customer_id !== ctx.customerId) throw notAuthorized();
    // Inserted here, in the cart's transaction (the address book's own create opens a second one).
    const count = await db
      .selectFrom('customer_addresses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', ctx.customerId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ADDRESSES) {
      throw input({
        en: `An address book can hold at most ${MAX_ADDRESSES} addresses.`,
        ar: `دفتر العناوين يتسع لـ ${MAX_ADDRESSES} عنواناً كحد أقصى.`,
      });
    }
    const now = ctx.config.now();
    const saved = await db
      .insertInto('customer_addresses')
      .values({
        ...valid,
        default_shipping: false,
        default_billing: false,
        street: JSON.stringify(valid.street),
        customer_id: ctx.customerId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    result.address.customer_address_id = saved.id;
  }
  return result;
}

export async function setShippingAddress(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  rawList: unknown,
): Promise<void> {
  if (
    !Array.isArray(rawList) ||
    rawList.length !== 1 ||
    typeof rawList[0] !== 'object' ||
    rawList[0] === null
  ) {
    throw badField(
      'shipping_addresses',
      '"shipping_addresses" must hold exactly one address.',
      '"shipping_addresses" يجب أن يحتوي على عنوان واحد.',
    );
  }
  const { address, source } = await addressFromInput(
    ctx,
    db,
    cart,
    rawList[0] as Input,
    'shipping_addresses',
  );
  const moved = source !== cart.source_code;
  await db
    .updateTable('carts')
    .set({
      shipping_address: JSON.stringify(address),
      source_code: source,
      // Home delivery replaces a store pickup; a schedule of another district no longer holds.
      store_pickup_id: null,
      ...(cart.carrier_code === CARRIERS.pickup.carrier
        ? { carrier_code: null, shipping_method_code: null }
        : {}),
      ...(moved ||
      (cart.delivery_district_id !== null && cart.delivery_district_id !== address.district?.id)
        ? { delivery_day: null, delivery_interval_id: null, delivery_district_id: null }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', cart.id)
    .execute();
}

export async function setBillingAddress(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  raw: unknown,
): Promise<void> {
  if (typeof raw !== 'object' || raw === null)
    throw badField('billing_address', '"billing_address" is required.', '"billing_address" مطلوب.');
  const input_ = raw as Input;
  const same = input_.same_as_shipping === true || input_.use_for_shipping === true;
  if (
    same &&
    (input_.customer_address_id === undefined || input_.customer_address_id === null) &&
    (input_.address === undefined || input_.address === null)
  ) {
    if (!cart.shipping_address) throw input(CART_MESSAGES.missingShippingAddress);
    await db
      .updateTable('carts')
      .set({ billing_same_as_shipping: true, billing_address: null, updated_at: new Date() })
      .where('id', '=', cart.id)
      .execute();
    return;
  }
  const { address } = await addressFromInput(ctx, db, cart, input_, 'billing_address');
  await db
    .updateTable('carts')
    .set({
      billing_address: JSON.stringify(address),
      billing_same_as_shipping: false,
      // use_for_shipping / same_as_shipping with an address: Magento also sets it as the shipping address.
      ...(same ? { shipping_address: JSON.stringify(address) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', cart.id)
    .execute();
}

/* ---------------------------------------------------------------- shipping method, schedule, pickup */

export async function setShippingMethod(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  rawList: unknown,
): Promise<void> {
  if (
    !Array.isArray(rawList) ||
    rawList.length !== 1 ||
    typeof rawList[0] !== 'object' ||
    rawList[0] === null
  ) {
    throw badField(
      'shipping_methods',
      '"shipping_methods" must hold exactly one method.',
      '"shipping_methods" يجب أن يحتوي على طريقة واحدة.',
    );
  }
  const { carrier_code: carrier, method_code: method } = rawList[0] as Input;
  if (
    typeof carrier !== 'string' ||
    typeof method !== 'string' ||
    carrier.length > 64 ||
    method.length > 64
  ) {
    throw badField(
      'shipping_methods',
      '"carrier_code" and "method_code" are required.',
      '"carrier_code" و"method_code" مطلوبان.',
    );
  }
  if (!cart.shipping_address) throw input(CART_MESSAGES.missingShippingAddress);
  const state = await cartState(env(ctx, db), cart);
  const option = state.methods.find((m) => m.carrierCode === carrier && m.methodCode === method);
  const pickup = carrier === CARRIERS.pickup.carrier;
  if (!option || pickup !== (cart.store_pickup_id !== null)) throw carrierNotFound(carrier, method);
  if (!option.available)
    throw input(option.isAfterCutoffTime ? CART_MESSAGES.afterCutoff : CART_MESSAGES.noMoreOrders, {
      field: 'shipping_methods',
    });
  // The spec's catalogue expects "No more orders can be accepted" here when the chosen interval filled up meanwhile.
  if (
    !pickup &&
    cart.delivery_day &&
    cart.delivery_interval_id !== null &&
    cart.delivery_district_id !== null
  ) {
    await checkSchedule(
      db,
      {
        districtId: cart.delivery_district_id,
        day: cart.delivery_day,
        intervalId: cart.delivery_interval_id,
      },
      env(ctx, db).now,
    );
  }
  await db
    .updateTable('carts')
    .set({ carrier_code: carrier, shipping_method_code: method, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function setDeliverySchedule(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  raw: Input,
): Promise<void> {
  const districtId = raw.district_id;
  const intervalId = raw.delivery_interval_id;
  if (typeof districtId !== 'number' || !Number.isInteger(districtId) || districtId < 1)
    throw badField(
      'district_id',
      '"district_id" must be a district id.',
      '"district_id" يجب أن يكون رقم منطقة.',
    );
  if (typeof intervalId !== 'number' || !Number.isInteger(intervalId) || intervalId < 1) {
    throw badField(
      'delivery_interval_id',
      '"delivery_interval_id" must be an interval id.',
      '"delivery_interval_id" يجب أن يكون رقم موعد.',
    );
  }
  const day = typeof raw.delivery_day === 'string' ? raw.delivery_day.trim() : '';
  const { sourceCode } = await assertServedDistrict(db, districtId);
  if (cart.source_code !== 'default' && sourceCode !== cart.source_code)
    throw input(CART_MESSAGES.outOfArea, { field: 'district_id' });
  if (
    cart.shipping_address?.district?.id &&
    cart.shipping_address.district.id !== districtId &&
    !cart.shipping_address.is_store_pickup
  ) {
    throw input(CART_MESSAGES.outOfArea, { field: 'district_id' });
  }
  await checkSchedule(db, { districtId, day, intervalId }, env(ctx, db).now);
  await db
    .updateTable('carts')
    .set({
      delivery_day: day,
      delivery_interval_id: intervalId,
      delivery_district_id: districtId,
      source_code: sourceCode,
      updated_at: new Date(),
    })
    .where('id', '=', cart.id)
    .execute();
}

/** The fixed pickup address of spec section 9: EG, postcode 12345, first name "Store pickup". */
async function pickupAddress(
  db: Kysely<Database>,
  storeId: number,
): Promise<{ address: CartAddressJson; code: string }> {
  const s = await db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('regions', 'regions.id', 'stores.region_id')
    .select([
      'stores.code',
      'stores.name',
      'stores.address',
      'stores.phone_number',
      'stores.is_active',
      'cities.id as c_id',
      'cities.code as c_code',
      'cities.name as c_name',
      'cities.name_ar as c_name_ar',
      'regions.id as r_id',
      'regions.code as r_code',
      'regions.name as r_name',
      'regions.name_ar as r_name_ar',
    ])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();
  if (!s || !s.is_active)
    throw badField('store_id', `Unknown store ${storeId}.`, `فرع غير معروف ${storeId}.`);
  return {
    code: s.code,
    address: {
      firstname: 'Store pickup',
      lastname: s.name,
      street: [s.address],
      company: null,
      postcode: '12345',
      telephone: s.phone_number,
      country_code: 'EG',
      region: s.r_name,
      region_ar: s.r_name_ar,
      region_id: s.r_id,
      region_code: s.r_code,
      city: { id: s.c_id, name: s.c_name, name_ar: s.c_name_ar, code: s.c_code },
      district: null,
      building: null,
      floor: null,
      apartment: null,
      landmark: null,
      title: null,
      customer_address_id: null,
      is_store_pickup: true,
    },
  };
}

export async function setShippingLocation(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  raw: Input,
): Promise<void> {
  if (raw.type === 'DELIVERY') {
    await db
      .updateTable('carts')
      .set({
        store_pickup_id: null,
        ...(cart.shipping_address?.is_store_pickup ? { shipping_address: null } : {}),
        ...(cart.carrier_code === CARRIERS.pickup.carrier
          ? { carrier_code: null, shipping_method_code: null }
          : {}),
        updated_at: new Date(),
      })
      .where('id', '=', cart.id)
      .execute();
    return;
  }
  if (raw.type !== 'PICKUP')
    throw badField(
      'type',
      '"type" must be PICKUP or DELIVERY.',
      '"type" يجب أن يكون PICKUP أو DELIVERY.',
    );
  const state = await cartState(env(ctx, db), cart);
  if (!state.settings.storePickupEnabled) throw input(CART_MESSAGES.pickupDisabled);
  const storeId = raw.store_id;
  if (typeof storeId !== 'number' || !Number.isInteger(storeId) || storeId < 1)
    throw badField(
      'store_id',
      '"store_id" is required for PICKUP.',
      '"store_id" مطلوب للاستلام من الفرع.',
    );
  const { address, code } = await pickupAddress(db, storeId);
  await db
    .updateTable('carts')
    .set({
      store_pickup_id: storeId,
      source_code: code,
      shipping_address: JSON.stringify(address),
      carrier_code: CARRIERS.pickup.carrier,
      shipping_method_code: CARRIERS.pickup.method,
      delivery_day: null,
      delivery_interval_id: null,
      delivery_district_id: null,
      updated_at: new Date(),
    })
    .where('id', '=', cart.id)
    .execute();
}
