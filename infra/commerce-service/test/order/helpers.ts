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
