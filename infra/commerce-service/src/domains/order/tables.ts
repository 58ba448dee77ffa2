/**
 * Database tables of the order domain (migrations 150_ and up); the service's `Database`
 * interface extends `OrderTables`. Money columns are numeric: read as exact decimal strings.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, number | string, number | string>;
type DefaultedNumeric = ColumnType<string, number | string | undefined, number | string>;
/** jsonb arrives parsed from both drivers and is written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export type OrderStatusCode =
  | 'pending_payment'
  | 'pending'
  | 'processing'
  | 'out_for_delivery'
  | 'delivered'
  /** A delivered order that is finished (migration 160): final, set by an operator. */
  | 'closed'
  | 'canceled'
  | 'payment_failed';

export type PaymentStatus =
  | 'APPROVED'
  | 'AUTHORIZED'
  | 'DENIED'
  | 'PENDING'
  | 'RECEIVED'
  | 'REJECTED'
  | 'CLOSED'
  | 'PARTIALLY_REFUNDED'
  | 'PROCESSED_AND_CLOSED';

export interface OrderAddressJson {
  firstname: string;
  lastname: string;
  street: string[];
  company: string | null;
  postcode: string | null;
  telephone: string;
  country_code: string;
  region: string | null;
  region_ar: string | null;
  region_id: number | null;
  city: {
    id: number | null;
    name: string | null;
    name_ar: string | null;
    code: string | null;
  } | null;
  district: {
    id: number | null;
    name: string | null;
    name_ar: string | null;
    code: string | null;
  } | null;
  building: string | null;
  floor: string | null;
  apartment: string | null;
  landmark: string | null;
  title: string | null;
}

export interface OrderDiscountJson {
  label: string;
  label_ar: string;
  amount: number;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  merchant_reference: string;
  /** Masked id of the cart the order was placed from; null for seeded demo orders. */
  cart_id: string | null;
  customer_id: number | null;
  guest_email: string | null;
  status: OrderStatusCode;
  payment_status: PaymentStatus;
  payment_method_code: string;
  /** The language the order was placed in; its later messages are written in it (migration 200). */
  locale: ColumnType<'en' | 'ar', 'en' | 'ar' | undefined, 'en' | 'ar'>;
  /** Provider details kept with the payment (wallet phone, masked card, installments plan). */
  payment_data: DefaultedJson<Record<string, string>>;
  saved_card_id: number | null;
  /** The provider the online payment went to (migration 171); null for offline orders. */
  payment_provider: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's id of the payment's order (Paymob's order id); its callbacks name it. */
  provider_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  save_card: ColumnType<boolean, boolean | undefined, boolean>;
  currency: ColumnType<string, string | undefined, string>;
  subtotal: Numeric;
  discounts: DefaultedJson<OrderDiscountJson[]>;
  discount_total: DefaultedNumeric;
  coupon_code: string | null;
  /** The customer's e-voucher the order redeemed (given back when the order is cancelled). */
  evoucher_id: ColumnType<number | null, number | null | undefined, number | null>;
  shipping_amount: DefaultedNumeric;
  shipping_electronics: DefaultedNumeric;
  shipping_non_electronics: DefaultedNumeric;
  tax_amount: DefaultedNumeric;
  store_credit_applied: DefaultedNumeric;
  points_consumed: ColumnType<number, number | undefined, number>;
  points_money: DefaultedNumeric;
  estimated_earned_points: ColumnType<number, number | undefined, number>;
  grand_total: Numeric;
  shipping_method_code: string | null;
  carrier_code: string | null;
  shipping_method_title: string | null;
  shipping_method_title_ar: string | null;
  /** The chosen method's delivery days and cut-off time (HH:MM) at placement (migration 154). */
  shipping_min_days: ColumnType<number | null, number | null | undefined, number | null>;
  shipping_max_days: ColumnType<number | null, number | null | undefined, number | null>;
  shipping_cutoff_time: ColumnType<string | null, string | null | undefined, string | null>;
  source_code: string;
  is_store_pickup: ColumnType<boolean, boolean | undefined, boolean>;
  store_id: number | null;
  /** YYYY-MM-DD, kept as text so no driver turns it into a local-time Date. */
  delivery_day: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
  delivery_interval_id: number | null;
  shipping_address: Json<OrderAddressJson | null>;
  billing_address: Json<OrderAddressJson | null>;
  order_source: ColumnType<string, string | undefined, string>;
  item_notice_action: 'CALL_ME' | 'NOTIFY_ME_IN_APP' | null;
  cancellation_reason_id: number | null;
  cancellation_comment: string | null;
  canceled_at: Timestamp | null;
  paid_at: Timestamp | null;
  delivered_at: Timestamp | null;
  /** When the earned points went to the customer (migration 300): set once, on delivery. */
  points_credited_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  /** The product the shopper chose (a configurable parent's variant is kept in stock_product_id). */
  product_id: number | null;
  /** The product whose stock was taken (the variant for configurable items). */
  stock_product_id: number | null;
  product_type: string;
  sku: string;
  name: string;
  name_ar: string;
  url_key: string;
  image_url: string | null;
  section: 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
  qty: Numeric;
  qty_canceled: DefaultedNumeric;
  price: Numeric;
  regular_price: Numeric;
  row_total: Numeric;
  /** Variant attributes or bundle choices in both languages (`*_ar` absent on older rows). */
  options: DefaultedJson<
    Array<{ label: string; value: string; label_ar?: string; value_ar?: string }>
  >;
  note: string | null;
  /** For bundle lines: the parts whose stock was taken (empty otherwise). */
  stock_parts: DefaultedJson<Array<{ product_id: number; qty: number }>>;
  position: ColumnType<number, number | undefined, number>;
}

export interface OrderCancellationReasonsTable {
  id: number;
  type: string;
  code: string;
  label: string;
  label_ar: string;
  position: number;
}

export interface OrderReviewsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  customer_id: number | null;
  product_id: number | null;
  rating: number;
  comment: string | null;
  created_at: DefaultedTimestamp;
  /** Set when an operator unlocked it: its customer may write it again (migration 161). */
  unlocked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrderSubstitutionsTable {
  id: Generated<number>;
  order_id: number;
  status: 'PENDING' | 'SUBMITTED' | 'EXPIRED';
  expires_at: Timestamp;
  submitted_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface OrderSubstitutionItemsTable {
  id: Generated<number>;
  substitution_id: number;
  order_item_id: number;
  is_removed: ColumnType<boolean, boolean | undefined, boolean>;
  chosen_replacement_id: number | null;
  /**
   * The missing item as it was ordered, kept when the answer replaces the order item's row, so
   * the answered proposal still names what was missing (null until answered with a replacement).
   */
  original_product_id: ColumnType<number | null, number | null | undefined, number | null>;
  original_name: ColumnType<string | null, string | null | undefined, string | null>;
  original_name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  original_qty: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  original_price: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
}

export interface OrderSubstitutionReplacementsTable {
  id: Generated<number>;
  substitution_item_id: number;
  product_id: number;
  qty: Numeric;
  price: Numeric;
  comment: string | null;
  comment_ar: string | null;
}

export interface SavedCardsTable {
  id: Generated<number>;
  customer_id: number;
  /** The provider's card token (random here); never the card number. */
  token: string;
  /** Masked: first six and last four digits. */
  card_number: string;
  expiry_date: string;
  payment_option: 'VISA' | 'MASTERCARD' | 'MEEZA';
  card_holder_name: string;
  created_at: DefaultedTimestamp;
}

export interface CartPaymentsTable {
  cart_id: string;
  method_code: string | null;
  purchase_order_number: string | null;
  save_card: ColumnType<boolean, boolean | undefined, boolean>;
  saved_card_id: number | null;
  updated_at: DefaultedTimestamp;
}

/** A provider transaction the service acted on (migration 171), unique by the provider's id. */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  order_id: number;
  kind: 'payment' | 'refund' | 'child';
  outcome: 'approved' | 'declined' | 'refused' | 'refunded' | 'recorded';
  amount_cents: Numeric;
  currency: string;
  source: 'callback' | 'inquiry' | 'cancellation';
  /** Why a transaction was refused (amount or currency not the order's). */
  reason: string | null;
  created_at: DefaultedTimestamp;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_cancellation_reasons: OrderCancellationReasonsTable;
  order_reviews: OrderReviewsTable;
  order_substitutions: OrderSubstitutionsTable;
  order_substitution_items: OrderSubstitutionItemsTable;
  order_substitution_replacements: OrderSubstitutionReplacementsTable;
  saved_cards: SavedCardsTable;
  cart_payments: CartPaymentsTable;
  payment_transactions: PaymentTransactionsTable;
}
