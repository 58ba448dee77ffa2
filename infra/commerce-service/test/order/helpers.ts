/** Shared documents and steps of the order-domain tests (all through HTTP). */
import type { Service } from '../customer/helpers';

export const ORDER_FIELDS = `
  id number order_number merchant_reference status status_code payment_status order_date
  total {
    grand_total { value currency } subtotal { value } total_shipping { value }
    shipping_electronics { value } shipping_non_electronics { value } total_tax { value }
    discounts { label amount { value } } applied_store_credit { value }
  }
  items {
    id product_name product_sku product_url_key product_image product_type section note reviewed
    product_sale_price { value currency } price_incl_tax { value } product_regular_price { value }
    row_total { value } quantity_ordered quantity_canceled selected_options { label value }
    product { sku name }
  }
  total_quantity
  shipping_address {
    firstname lastname street telephone country_code region region_id postcode
    city { id name code } district { id name code } building floor apartment landmark title
  }
  billing_address { firstname }
  payment_methods { name type additional_data { name value } }
  shipping_method carrier is_store_pickup order_source item_notice_action
  store_location { id code name type }
  delivery_schedule { day from to }
  delivery_expectation { min_days max_days cutoff_time }
  cancellation_reason cancellation_comment can_cancel can_review averageRating
  loyalty_points_consumed loyalty_currency_amount_consumed estimated_earned_points has_pending_substitution
`;

export const CUSTOMER_ORDERS = `query($s: Int, $p: Int, $f: CustomerOrdersFilterInput) {
  customerOrders(pageSize: $s, currentPage: $p, filter: $f) {
    total_count page_info { current_page page_size total_pages }
    items { ${ORDER_FIELDS} }
  }
}`;

/** A GraphQL answer read loosely where a test looks at many nested fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export interface OrderJson {
  id: string;
  number: string;
  merchant_reference: string;
  status: string;
  status_code: string;
  payment_status: string;
  can_cancel: boolean;
  can_review: boolean;
  averageRating: number | null;
  loyalty_points_consumed: number;
  has_pending_substitution: boolean;
  total: {
    grand_total: { value: number; currency: string };
    subtotal: { value: number };
    total_shipping: { value: number };
    discounts: Array<{ label: string; amount: { value: number } }>;
    applied_store_credit: { value: number };
  };
  loyalty_currency_amount_consumed: number;
  items: Array<{
    id: string;
    product_sku: string;
    product_name: string;
    quantity_ordered: number;
    reviewed: boolean;
    row_total: { value: number };
  }>;
  [key: string]: unknown;
}

/** All orders of the token's customer (newest first). */
export async function ordersOf(svc: Service, token: string): Promise<OrderJson[]> {
  const res = await svc.gql<{ customerOrders: { items: OrderJson[] } }>(
    CUSTOMER_ORDERS,
    { s: 50 },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.customerOrders.items;
}

export async function stockOf(svc: Service, sku: string, source: string): Promise<number> {
  const row = await svc.db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select('product_stock.qty')
    .where('products.sku', '=', sku)
    .where('product_stock.source_code', '=', source)
    .executeTakeFirst();
  return row ? Number(row.qty) : NaN;
}

export async function customerRow(svc: Service, phone: string) {
  return svc.db
    .selectFrom('customers')
    .selectAll()
    .where('phone_number', '=', phone)
    .executeTakeFirstOrThrow();
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
let cartCounter = 0;
function maskedId(): string {
  cartCounter++;
  let id = `T${String(cartCounter).padStart(5, '0')}`;
  while (id.length < 32) id += ALNUM[Math.floor(Math.random() * ALNUM.length)];
  return id;
}

export const SOURCE = 'cairo_nasr_city';

/** A simple, visible product carried at `source` with at least `minQty` units, a whole step and an everyday price. */
export async function stockedProduct(
  svc: Service,
  opts: { skip?: number; minQty?: number; source?: string; maxPrice?: number } = {},
) {
  const rows = await svc.db
    .selectFrom('products')
    .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select(['products.id', 'products.sku', 'products.name', 'product_stock.qty'])
    .where('products.type', '=', 'simple')
    .where('products.visible', '=', true)
    .where('products.parent_id', 'is', null)
    .where('products.increment_step', '=', '1')
    .where('products.special_price', 'is', null)
    .where('products.price', '>', '0')
    .where('products.price', '<=', String(opts.maxPrice ?? 300))
    .where('product_stock.source_code', '=', opts.source ?? SOURCE)
    .where('product_stock.qty', '>=', String(opts.minQty ?? 20))
    .orderBy('products.id')
    .offset(opts.skip ?? 0)
    .limit(1)
    .execute();
  const row = rows[0];
  if (!row) throw new Error('no stocked product in the test catalogue');
  return { id: row.id, sku: row.sku, name: row.name };
}

export interface CartSpec {
  customerId?: number | null;
  items: Array<{ productId: number; qty: number }>;
  source?: string;
  email?: string | null;
  shipping?: boolean;
  address?: boolean;
  payment?: string | null;
  rewardPoints?: number;
  useStoreCredit?: boolean;
  delivery?: { day: string; intervalId: number; districtId: number };
}

/**
 * Builds a cart straight in the cart domain's tables, as the cart operations would leave it, so
 * the order tests do not depend on every cart mutation; placing then goes through HTTP.
 */
export async function makeCart(svc: Service, spec: CartSpec): Promise<string> {
  const id = maskedId();
  const district = await svc.db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select([
      'districts.id',
      'districts.code',
      'districts.name',
      'districts.name_ar',
      'cities.id as city_id',
      'cities.code as city_code',
      'cities.name as city',
      'cities.name_ar as city_ar',
      'regions.id as region_id',
      'regions.code as region_code',
      'regions.name as region',
      'regions.name_ar as region_ar',
    ])
    .where('districts.source_code', '=', spec.source ?? SOURCE)
    .executeTakeFirstOrThrow();
  const address = {
    firstname: 'Test',
    lastname: 'Shopper',
    street: ['12 El Tahrir Street'],
    company: null,
    postcode: null,
    telephone: '01011111111',
    country_code: 'EG',
    region: district.region,
    region_ar: district.region_ar,
    region_id: district.region_id,
    region_code: district.region_code,
    city: {
      id: district.city_id,
      code: district.city_code,
      name: district.city,
      name_ar: district.city_ar,
    },
    district: {
      id: district.id,
      code: district.code,
      name: district.name,
      name_ar: district.name_ar,
    },
    building: '4',
    floor: '2',
    apartment: '7',
    landmark: null,
    title: 'Home',
    customer_address_id: null,
    is_store_pickup: false,
  };
  const cart = await svc.db
    .insertInto('carts')
    .values({
      masked_id: id,
      customer_id: spec.customerId ?? null,
      source_code: spec.source ?? SOURCE,
      guest_email: spec.customerId
        ? null
        : spec.email === undefined
          ? 'guest.buyer@example.com'
          : spec.email,
      reward_points: spec.rewardPoints ?? 0,
      use_store_credit: spec.useStoreCredit ?? false,
      shipping_address: spec.address === false ? null : JSON.stringify(address),
      billing_same_as_shipping: true,
      carrier_code: spec.shipping === false ? null : 'flatrate',
      shipping_method_code: spec.shipping === false ? null : 'flatrate',
      delivery_day: spec.delivery?.day ?? null,
      delivery_interval_id: spec.delivery?.intervalId ?? null,
      delivery_district_id: spec.delivery?.districtId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.items.length > 0) {
    await svc.db
      .insertInto('cart_items')
      .values(
        spec.items.map((i) => ({
          cart_id: cart.id,
          product_id: i.productId,
          parent_id: null,
          qty: i.qty,
        })),
      )
      .execute();
  }
  const payment = spec.payment === undefined ? 'cashondelivery' : spec.payment;
  if (payment !== null)
    await svc.db
      .insertInto('cart_payments')
      .values({ cart_id: id, method_code: payment })
      .execute();
  return id;
}

export const PLACE = `mutation($i: PlaceOrderInput!) {
  placeOrder(input: $i) {
    order { order_number merchant_reference status status_code payment_status redirect_url }
    orders { order_number }
  }
}`;

export async function setStock(
  svc: Service,
  productId: number,
  qty: number,
  source = SOURCE,
): Promise<void> {
  await svc.db
    .updateTable('product_stock')
    .set({ qty })
    .where('product_id', '=', productId)
    .where('source_code', '=', source)
    .execute();
}
