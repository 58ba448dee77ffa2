/**
 * Shipping and billing addresses on a cart: a saved address of the customer or a typed one checked
 * by the address book's rules, kept as a snapshot in both languages. The address's district must
 * be served by the cart's store, which the shipping address mutation first moves to the request's
 * store (the shopper's chosen area); a cart still at `default` moves to the district's store.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { GqlContext } from '../../../graphql/context';
import { MAX_ADDRESSES, clean as cleanAddress } from '../../customer/addresses';
import { CART_MESSAGES, badField, exactlyOne, input, notAuthorized } from '../errors';
import type { CartRow } from '../model';
import { CARRIERS } from '../shipping-rates';
import { CITY_REGION_COLUMNS, type CartAddressJson } from '../tables';

type Input = Record<string, unknown>;

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
      ...CITY_REGION_COLUMNS,
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
  const single = exactlyOne(rawList, 'shipping_addresses', {
    en: 'one address',
    ar: 'عنوان واحد',
  });
  const { address, source } = await addressFromInput(ctx, db, cart, single, 'shipping_addresses');
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
