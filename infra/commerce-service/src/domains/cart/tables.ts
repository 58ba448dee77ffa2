/**
 * Database tables of the cart domain (migrations 100_ and up); the service's `Database` interface
 * extends `CartTables`. Money and quantity columns are numeric: read as exact decimal strings.
 */
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, number | string, number | string>;
type DefaultedNumeric = ColumnType<string, number | string | undefined, number | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb arrives parsed from both drivers and is written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

/**
 * A cart address: the shipping or billing address as the order will copy it. Field names match the
 * order domain's `OrderAddressJson`, plus where it came from.
 */
export interface CartAddressJson {
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
  region_code: string | null;
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
  /** The address-book entry it was copied from, if any. */
  customer_address_id: number | null;
  /** True for the fixed store-pickup address (spec section 9): never saved to the address book. */
  is_store_pickup: boolean;
}

/** One chosen selection of a bundle option, with the quantity of its product per bundle. */
export interface CartBundleOptionJson {
  option_id: number;
  selection_id: number;
  product_id: number;
  qty: number;
}

export interface CartsTable {
  id: Generated<number>;
  /** The 32-character random id the storefront holds (Magento's masked quote id). */
  masked_id: string;
  /** The owner; null for a guest cart, usable by its id alone. */
  customer_id: number | null;
  is_active: Defaulted<boolean>;
  /** Stock source of the cart's store: stock and prices of every item are read there. */
  source_code: Defaulted<string>;
  guest_email: string | null;
  coupon_code: string | null;
  /** Reward points the customer chose to spend on this cart (the money value follows the tier rate). */
  reward_points: Defaulted<number>;
  use_store_credit: Defaulted<boolean>;
  shipping_address: Json<CartAddressJson | null> | null;
  billing_address: Json<CartAddressJson | null> | null;
  billing_same_as_shipping: Defaulted<boolean>;
  carrier_code: string | null;
  shipping_method_code: string | null;
  /** Delivery schedule: local (Africa/Cairo) day YYYY-MM-DD, interval and district. */
  delivery_day: string | null;
  delivery_interval_id: number | null;
  delivery_district_id: number | null;
  /** Store chosen for pickup (SetShippingLocationOnCart). */
  store_pickup_id: number | null;
  order_source: string | null;
  /** Set on a guest cart merged into a customer's cart. */
  merged_into: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  /** The product whose stock is taken: a simple product, a configurable's variant, or the bundle. */
  product_id: number;
  /** The configurable parent of a variant; null otherwise. */
  parent_id: number | null;
  qty: Numeric;
  bundle_options: DefaultedJson<CartBundleOptionJson[]>;
  note: string | null;
  created_at: DefaultedTimestamp;
}

export interface CouponsTable {
  id: Generated<number>;
  /** Matched case-insensitively. */
  code: string;
  label: string;
  label_ar: string;
  kind: 'percent' | 'fixed';
  amount: Numeric;
  /** Cap of a percent discount; null for none. */
  max_discount: Numeric | null;
  min_subtotal: DefaultedNumeric;
  from_date: Timestamp | null;
  /** The coupon is valid until the end of this day (like special prices). */
  to_date: Timestamp | null;
  is_active: Defaulted<boolean>;
  /** Orders that may use the coupon in all; null for no limit (issue 60). */
  uses_total: ColumnType<number | null, number | null | undefined, number | null>;
  /** Orders one customer (or guest e-mail) may place with it; null for no limit. */
  uses_per_customer: ColumnType<number | null, number | null | undefined, number | null>;
  /** Placed orders that kept the coupon (a cancellation gives one back). */
  times_used: Defaulted<number>;
}

export interface DeliveryIntervalsTable {
  id: Generated<number>;
  district_id: number;
  /** Local (Africa/Cairo) times HH:MM; the interval repeats every day. */
  from_time: string;
  to_time: string;
  /** Orders one day's interval can take. */
  capacity: number;
  /** Orders for a day's interval close this many minutes before it starts. */
  cutoff_minutes: Defaulted<number>;
  is_active: Defaulted<boolean>;
}

export interface DeliverySlotBookingsTable {
  interval_id: number;
  day: string;
  /** Orders placed for the interval on that day; never above the interval's capacity. */
  booked: number;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  delivery_intervals: DeliveryIntervalsTable;
  delivery_slot_bookings: DeliverySlotBookingsTable;
}

/** The city and region of an address or a store, as the cart's address steps select them. */
export const CITY_REGION_COLUMNS = [
  'cities.id as c_id',
  'cities.code as c_code',
  'cities.name as c_name',
  'cities.name_ar as c_name_ar',
  'regions.id as r_id',
  'regions.code as r_code',
  'regions.name as r_name',
  'regions.name_ar as r_name_ar',
] as const;
