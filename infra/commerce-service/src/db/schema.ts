import type { ColumnType, Generated } from 'kysely';
import type { CustomerTables } from '../domains/customer/tables';
import type { CartTables } from '../domains/cart/tables';
import type { OrderTables } from '../domains/order/tables';
import type { MessageTables } from '../messages/tables';
import type { OperatorTables } from '../operators/tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: read as an exact decimal string, written from a number or string. */
type Numeric = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;
/** Written by the database (generated columns). */
type ReadOnly<T> = ColumnType<T, never, never>;

export interface MetaTable {
  key: string;
  value: string;
}

export interface RegionsTable {
  id: number;
  code: string;
  country_id: string;
  name: string;
  name_ar: string;
  is_active: boolean;
}

export interface CitiesTable {
  id: number;
  region_id: number;
  code: string;
  name: string;
  name_ar: string;
  is_active: boolean;
}

export interface DistrictsTable {
  id: number;
  city_id: number;
  code: string;
  name: string;
  name_ar: string;
  is_active: boolean;
  /** The stock source (store code) that serves this district; null when no store serves it. */
  source_code: string | null;
  /** The district's centre (WGS 84, migration 055); null for a district placed on no map. */
  latitude: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  longitude: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}

export interface StockSourcesTable {
  code: string;
  name: string;
}

export interface WorkingHours {
  days: string;
  days_ar: string;
  open: string;
  close: string;
}

export interface StoresTable {
  id: number;
  /** Also the stock source code of the store. */
  code: string;
  name: string;
  name_ar: string;
  address: string;
  address_ar: string;
  email: string;
  phone_number: string;
  latitude: Numeric;
  longitude: Numeric;
  image_url: string;
  is_active: boolean;
  type: 'PICKUP' | 'STORE';
  working_hours: Json<WorkingHours[]>;
  city_id: number;
  region_id: number;
}

export interface MegaMenuOffer {
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  href: string;
  cta: string;
  cta_ar: string;
}

export interface CategoriesTable {
  id: number;
  uid: string;
  parent_id: number | null;
  level: number;
  position: number;
  /** Ids from the root, e.g. `1/2/14`. */
  path: string;
  url_key: string;
  url_path: string;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  meta_title: string;
  meta_title_ar: string;
  meta_keywords: string;
  image: string;
  section: 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
  include_in_menu: boolean;
  include_in_home_page: boolean;
  visible_in_side_menu: boolean;
  featured_order: number;
  menu_offer: Json<MegaMenuOffer | null>;
}

export interface OffersTable {
  id: number;
  category_id: number | null;
  sort: number;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  button_text: string;
  button_text_ar: string;
  offer_url: string;
  image_url: string;
  responsive_image_url: string;
  promocode: string | null;
}

export interface BrandsTable {
  id: number;
  name: string;
  name_ar: string;
  url_key: string;
  image_url: string;
}

export interface ProductAttribute {
  key: string;
  label: string;
  label_ar: string;
  value: string;
  value_ar: string;
  /** Shown among the product page's highlights (product_featured_attributes). */
  featured?: boolean;
}

/** A product video of the media gallery: a file the service serves, titled in both languages. */
export interface ProductVideoRow {
  url: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
}

/** A clothing product's size chart: its name in both languages and the chart's image. */
export interface SizeChartRow {
  name: string;
  name_ar: string;
  image: string;
}

export interface ProductsTable {
  id: number;
  sku: string;
  type: 'simple' | 'configurable' | 'grouped' | 'bundle';
  /** Set on the simple variants of a configurable product; variants are not listed on their own. */
  parent_id: number | null;
  visible: boolean;
  name: string;
  name_ar: string;
  url_key: string;
  short_description: string;
  short_description_ar: string;
  description: string;
  description_ar: string;
  brand_id: number | null;
  price: Numeric;
  special_price: Numeric | null;
  special_from_date: Timestamp | null;
  special_to_date: Timestamp | null;
  new_from_date: Timestamp | null;
  new_to_date: Timestamp | null;
  increment_step: Numeric;
  min_amount: Numeric;
  max_amount: Numeric | null;
  unit: string | null;
  unit_ar: string | null;
  rating_summary: number;
  review_count: number;
  attributes: Json<ProductAttribute[]>;
  /** Variant attributes of a configurable child, e.g. {"color":"Black"}. */
  variant_attributes: Json<Record<string, string> | null>;
  bundle_dynamic_price: boolean;
  bestseller_rank: number | null;
  /** Migration 025: videos after the images in the media gallery. */
  videos: ColumnType<ProductVideoRow[], string | undefined, string>;
  /** Migration 025: the size chart (clothing). */
  size_chart: ColumnType<SizeChartRow | null, string | null | undefined, string | null>;
  image_hue: number;
  /** Brand and category names, so full-text search finds products by them too. */
  search_terms_en: string;
  search_terms_ar: string;
  search_en: ReadOnly<string>;
  search_ar: ReadOnly<string>;
  name_norm: ReadOnly<string>;
  created_at: Timestamp;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductStockTable {
  product_id: number;
  source_code: string;
  qty: Numeric;
  /** A price for this source only; null keeps the product price. */
  price: Numeric | null;
}

export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  /** crosssell | related | grouped */
  link_type: string;
  position: number;
  qty: Numeric;
}

export interface BundleOptionsTable {
  id: number;
  product_id: number;
  position: number;
  required: boolean;
  title: string;
  title_ar: string;
  type: 'radio' | 'checkbox' | 'select';
}

export interface BundleSelectionsTable {
  id: number;
  option_id: number;
  product_id: number;
  position: number;
  is_default: boolean;
  can_change_quantity: boolean;
  quantity: Numeric;
}

export interface StoreConfigTable {
  key: string;
  value: Json<unknown>;
}

export interface CmsPagesTable {
  identifier: string;
  title: string;
  title_ar: string;
  content: string;
  content_ar: string;
  meta_title: string;
  meta_title_ar: string;
  meta_description: string;
  meta_description_ar: string;
  updated_at: Generated<Date>;
}

export interface FaqsTable {
  id: number;
  position: number;
  group_name: string;
  group_name_ar: string;
  question: string;
  question_ar: string;
  answer: string;
  answer_ar: string;
}

export interface CatalogTables {
  meta: MetaTable;
  regions: RegionsTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  stock_sources: StockSourcesTable;
  stores: StoresTable;
  categories: CategoriesTable;
  offers: OffersTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_stock: ProductStockTable;
  product_links: ProductLinksTable;
  bundle_options: BundleOptionsTable;
  bundle_selections: BundleSelectionsTable;
  store_config: StoreConfigTable;
  cms_pages: CmsPagesTable;
  faqs: FaqsTable;
}

export interface Database
  extends CatalogTables, CustomerTables, CartTables, OrderTables, MessageTables, OperatorTables {}
