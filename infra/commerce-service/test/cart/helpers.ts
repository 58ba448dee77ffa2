/** Shared steps of the cart tests (all through HTTP via the test service). */
import { sql } from 'kysely';
import type { startTestService } from '../helpers/service';

export type Service = Awaited<ReturnType<typeof startTestService>>;

export const ITEM_FIELDS = `__typename uid id numeric_id quantity note section allow_change_quantity is_invalid_item only_x_left_in_stock
  errors { code message }
  product { sku name url_key cart_control { increment_step min_amount max_amount unit } }
  prices { price { value currency } row_total { value } original_item_price { value } }
  ... on ConfigurableCartItem { configured_variant { sku name } configurable_options { option_label value_label } }
  ... on BundleCartItem { bundle_options { id label values { id label quantity price } } }`;

export const CART_FIELDS = `id email total_quantity source_code has_invalid_items order_source
  items { ${ITEM_FIELDS} }
  prices { subtotal_including_tax { value currency } grand_total { value } shipping_including_tax { value } total_money_saved { value }
    discounts { label code amount { value } } }
  applied_coupons { code }
  shipping_addresses { firstname lastname street city city_info { id code } district { id code } region { code region_id } postcode
    country { code } telephone customer_address_id is_store_pickup
    available_shipping_methods { carrier_code method_code available amount { value } electronics_amount { value } non_electronics_amount { value } is_after_cutoff_time cutoff_time min_subtotal_for_free_shipping }
    selected_shipping_method { carrier_code method_code amount { value } electronics_amount { value } non_electronics_amount { value } } }
  billing_address { firstname city customer_address_id }
  selected_shipping_method { carrier_code method_code amount { value } }
  applied_reward_points { points money { value } }
  applied_store_credit { applied_balance { value } current_balance { value } enabled }
  store_location { id code name }
  delivery_schedule { day time from to district_id }
  minimum_order_amount { amount { value } is_reached }`;

export const CREATE = `mutation { createEmptyCart }`;
export const CART = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
export const CUSTOMER_CART = `query { customerCart { ${CART_FIELDS} } }`;
export const ADD = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`;
export const UPDATE = `mutation($i: UpdateCartItemsInput) { updateCartItems(input: $i) { cart { ${CART_FIELDS} } errors { code message } } }`;
export const REMOVE = `mutation($i: RemoveItemFromCartInput) { removeItemFromCart(input: $i) { cart { ${CART_FIELDS} } } }`;

export interface Served {
  districtId: number;
  districtCode: string;
  cityCode: string;
  regionId: number;
  regionCode: string;
  source: string;
}

/** Active districts with a store, with their area codes. */
export async function servedDistricts(svc: Service): Promise<Served[]> {
  return svc.db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select([
      'districts.id as districtId',
      'districts.code as districtCode',
      'cities.code as cityCode',
      'regions.id as regionId',
      'regions.code as regionCode',
      sql<string>`districts.source_code`.as('source'),
    ])
    .where('districts.is_active', '=', true)
    .where('cities.is_active', '=', true)
    .where('regions.is_active', '=', true)
    .where('districts.source_code', 'is not', null)
    .orderBy('districts.id')
    .execute();
}

export interface Pick {
  id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
}

/**
 * Visible simple products with stock at a source, filtered by SQL on the product row. `where` is a
 * fixed SQL fragment written in the test (never input).
 */
export async function simpleProducts(
  svc: Service,
  source: string,
  where: ReturnType<typeof sql>,
  opts: { minQty?: number; maxQty?: number } = {},
): Promise<Pick[]> {
  const rows = await sql<{ id: number; sku: string; name: string; qty: string; price: string }>`
    select p.id, p.sku, p.name, ps.qty, coalesce(ps.price, p.price) as price
    from products p join product_stock ps on ps.product_id = p.id and ps.source_code = ${source}
    where p.type = 'simple' and p.parent_id is null and p.visible and ps.qty >= ${opts.minQty ?? 1}
      and ps.qty <= ${opts.maxQty ?? 1_000_000} and ${where}
    order by p.id limit 20`.execute(svc.db);
  return rows.rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: r.name,
    qty: Number(r.qty),
    price: Number(r.price),
  }));
}

export async function createCart(
  svc: Service,
  init: { token?: string; source?: string } = {},
): Promise<string> {
  const res = await svc.gql<{ createEmptyCart: string }>(CREATE, undefined, init);
  expect(res.errors).toBeUndefined();
  return res.data!.createEmptyCart;
}

export function firstError(res: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}) {
  expect(res.errors?.length).toBeGreaterThan(0);
  return res.errors![0]!;
}

export async function setStock(
  svc: Service,
  productId: number,
  source: string,
  qty: number,
): Promise<void> {
  await svc.db
    .updateTable('product_stock')
    .set({ qty })
    .where('product_id', '=', productId)
    .where('source_code', '=', source)
    .execute();
}
