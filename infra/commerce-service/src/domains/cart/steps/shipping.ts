/**
 * How the cart reaches the shopper: the shipping method, the delivery schedule (district, day and
 * interval, checked for cut-off and room) and store pickup with its fixed pickup address.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { GqlContext } from '../../../graphql/context';
import { assertServedDistrict, checkSchedule } from '../delivery';
import { CART_MESSAGES, badField, carrierNotFound, exactlyOne, input } from '../errors';
import { stepEnv, type CartRow } from '../model';
import { CARRIERS } from '../shipping-rates';
import { cartState } from '../state';
import { CITY_REGION_COLUMNS, type CartAddressJson } from '../tables';

type Input = Record<string, unknown>;

export async function setShippingMethod(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  rawList: unknown,
): Promise<void> {
  const { carrier_code: carrier, method_code: method } = exactlyOne(rawList, 'shipping_methods', {
    en: 'one method',
    ar: 'طريقة واحدة',
  });
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
  const state = await cartState(stepEnv(ctx, db), cart);
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
      stepEnv(ctx, db).now,
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
  await checkSchedule(db, { districtId, day, intervalId }, stepEnv(ctx, db).now);
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
      ...CITY_REGION_COLUMNS,
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
  const state = await cartState(stepEnv(ctx, db), cart);
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
