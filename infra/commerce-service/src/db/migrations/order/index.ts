/**
 * Migrations of the order domain (keys 150_ to 199_). They run after the catalogue and customer
 * migrations, so they may reference products, stock sources, areas and customers.
 *
 * Money is numeric(12,2); quantities numeric(12,3) like the catalogue's stock. Addresses and
 * discounts are copied into the order as jsonb: an order keeps what was true when it was placed,
 * whatever happens to the address book or the coupon later.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { operatorStateMigrations } from './operator-states';
import { orderSecurityMigrations } from './order-security';
import { paymentProviderMigrations } from './payment-providers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

async function run(db: AnyDb, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const m150_orders: Migration = {
  async up(db: AnyDb) {
    await run(db, [
      // Order numbers continue the 9-digit style of the demo points history (#100000001...).
      `CREATE SEQUENCE order_number_seq START 100000001`,
      `CREATE TABLE orders (
        id serial PRIMARY KEY,
        number text NOT NULL UNIQUE,
        merchant_reference text NOT NULL UNIQUE,
        cart_id text,
        customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
        guest_email text,
        status text NOT NULL CHECK (status IN ('pending_payment','pending','processing','out_for_delivery','delivered','canceled','payment_failed')),
        payment_status text NOT NULL CHECK (payment_status IN ('APPROVED','AUTHORIZED','DENIED','PENDING','RECEIVED','REJECTED','CLOSED','PARTIALLY_REFUNDED','PROCESSED_AND_CLOSED')),
        payment_method_code text NOT NULL,
        payment_data jsonb NOT NULL DEFAULT '{}',
        saved_card_id integer,
        save_card boolean NOT NULL DEFAULT false,
        currency text NOT NULL DEFAULT 'EGP',
        subtotal numeric(12,2) NOT NULL,
        discounts jsonb NOT NULL DEFAULT '[]',
        discount_total numeric(12,2) NOT NULL DEFAULT 0,
        coupon_code text,
        evoucher_id integer REFERENCES evouchers(id) ON DELETE SET NULL,
        shipping_amount numeric(12,2) NOT NULL DEFAULT 0,
        shipping_electronics numeric(12,2) NOT NULL DEFAULT 0,
        shipping_non_electronics numeric(12,2) NOT NULL DEFAULT 0,
        tax_amount numeric(12,2) NOT NULL DEFAULT 0,
        store_credit_applied numeric(12,2) NOT NULL DEFAULT 0,
        points_consumed integer NOT NULL DEFAULT 0,
        points_money numeric(12,2) NOT NULL DEFAULT 0,
        estimated_earned_points integer NOT NULL DEFAULT 0,
        grand_total numeric(12,2) NOT NULL CHECK (grand_total >= 0),
        shipping_method_code text,
        carrier_code text,
        shipping_method_title text,
        shipping_method_title_ar text,
        source_code text NOT NULL,
        is_store_pickup boolean NOT NULL DEFAULT false,
        store_id integer REFERENCES stores(id) ON DELETE SET NULL,
        delivery_day text CHECK (delivery_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        delivery_from text,
        delivery_to text,
        delivery_interval_id integer,
        shipping_address jsonb,
        billing_address jsonb,
        order_source text NOT NULL DEFAULT 'Web',
        item_notice_action text CHECK (item_notice_action IN ('CALL_ME','NOTIFY_ME_IN_APP')),
        cancellation_reason_id integer,
        cancellation_comment text,
        canceled_at timestamptz,
        paid_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      // One order per cart: the same cart placed twice at once cannot give two orders, whatever the locks.
      `CREATE UNIQUE INDEX orders_cart_unique ON orders (cart_id) WHERE cart_id IS NOT NULL`,
      `CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC, id DESC)`,
      `CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        product_id integer REFERENCES products(id) ON DELETE SET NULL,
        stock_product_id integer,
        product_type text NOT NULL,
        sku text NOT NULL,
        name text NOT NULL,
        name_ar text NOT NULL,
        url_key text NOT NULL,
        image_url text,
        section text NOT NULL CHECK (section IN ('ELECTRONICS','NON_ELECTRONICS','CLOTHING')),
        qty numeric(12,3) NOT NULL CHECK (qty > 0),
        qty_canceled numeric(12,3) NOT NULL DEFAULT 0,
        price numeric(12,2) NOT NULL,
        regular_price numeric(12,2) NOT NULL,
        row_total numeric(12,2) NOT NULL,
        options jsonb NOT NULL DEFAULT '[]',
        note text,
        position integer NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX order_items_order_idx ON order_items (order_id)`,
      `CREATE INDEX order_items_product_idx ON order_items (product_id)`,
      `CREATE TABLE order_cancellation_reasons (
        id integer PRIMARY KEY,
        type text NOT NULL DEFAULT 'CUSTOMERORDER',
        code text NOT NULL UNIQUE,
        label text NOT NULL,
        label_ar text NOT NULL,
        position integer NOT NULL
      )`,
      `ALTER TABLE orders ADD CONSTRAINT orders_cancellation_reason_fk FOREIGN KEY (cancellation_reason_id) REFERENCES order_cancellation_reasons(id)`,
      `CREATE TABLE order_reviews (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
        product_id integer REFERENCES products(id) ON DELETE SET NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_item_id)
      )`,
      `CREATE INDEX order_reviews_order_idx ON order_reviews (order_id)`,
      `CREATE TABLE order_substitutions (
        id serial PRIMARY KEY,
        order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('PENDING','SUBMITTED','EXPIRED')),
        expires_at timestamptz NOT NULL,
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE order_substitution_items (
        id serial PRIMARY KEY,
        substitution_id integer NOT NULL REFERENCES order_substitutions(id) ON DELETE CASCADE,
        order_item_id integer NOT NULL UNIQUE REFERENCES order_items(id) ON DELETE CASCADE,
        is_removed boolean NOT NULL DEFAULT false,
        chosen_replacement_id integer
      )`,
      `CREATE TABLE order_substitution_replacements (
        id serial PRIMARY KEY,
        substitution_item_id integer NOT NULL REFERENCES order_substitution_items(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        qty numeric(12,3) NOT NULL CHECK (qty > 0),
        price numeric(12,2) NOT NULL,
        comment text,
        comment_ar text
      )`,
      `CREATE TABLE saved_cards (
        id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        card_number text NOT NULL,
        expiry_date text NOT NULL,
        payment_option text NOT NULL CHECK (payment_option IN ('VISA','MASTERCARD','MEEZA')),
        card_holder_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX saved_cards_customer_idx ON saved_cards (customer_id)`,
      `ALTER TABLE orders ADD CONSTRAINT orders_saved_card_fk FOREIGN KEY (saved_card_id) REFERENCES saved_cards(id) ON DELETE SET NULL`,
      // The payment choice of a cart lives beside the cart (owned by the cart domain), keyed by
      // its masked id, so the payment half grows without changing the cart's table.
      `CREATE TABLE cart_payments (
        cart_id text PRIMARY KEY,
        method_code text,
        purchase_order_number text,
        save_card boolean NOT NULL DEFAULT false,
        saved_card_id integer REFERENCES saved_cards(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    ]);
  },
  async down(db: AnyDb) {
    await run(db, [
      `DROP TABLE cart_payments`,
      `DROP TABLE order_substitution_replacements`,
      `DROP TABLE order_substitution_items`,
      `DROP TABLE order_substitutions`,
      `DROP TABLE order_reviews`,
      `DROP TABLE order_items`,
      `DROP TABLE orders`,
      `DROP TABLE order_cancellation_reasons`,
      `DROP TABLE saved_cards`,
      `DROP SEQUENCE order_number_seq`,
    ]);
  },
};

/** Reference data every database needs, seeded or not: the customer cancellation reasons. */
const m151_cancellation_reasons: Migration = {
  async up(db: AnyDb) {
    const reasons: Array<[string, string, string]> = [
      ['changed_mind', 'I changed my mind', 'غيرت رأيي'],
      ['ordered_by_mistake', 'I ordered by mistake', 'طلبت بالخطأ'],
      ['delivery_too_late', 'The delivery time is too late', 'موعد التوصيل متأخر جداً'],
      ['wrong_address', 'I chose the wrong address', 'اخترت عنوان خاطئ'],
      ['found_cheaper', 'I found a better price elsewhere', 'وجدت سعراً أفضل في مكان آخر'],
      ['change_items', 'I want to change the items', 'أريد تغيير المنتجات'],
      ['other', 'Other', 'سبب آخر'],
    ];
    await db
      .insertInto('order_cancellation_reasons')
      .values(
        reasons.map(([code, label, label_ar], i) => ({
          id: i + 1,
          type: 'CUSTOMERORDER',
          code,
          label,
          label_ar,
          position: i + 1,
        })),
      )
      .execute();
  },
  async down(db: AnyDb) {
    await db.deleteFrom('order_cancellation_reasons').execute();
  },
};

/** Stock taken per part of a bundle line, so a cancelled bundle gives back exactly its parts. */
const m152_order_item_stock_parts: Migration = {
  async up(db: AnyDb) {
    await run(db, [`ALTER TABLE order_items ADD COLUMN stock_parts jsonb NOT NULL DEFAULT '[]'`]);
  },
  async down(db: AnyDb) {
    await run(db, [`ALTER TABLE order_items DROP COLUMN stock_parts`]);
  },
};

/**
 * The missing item of an answered substitution as it was ordered: the answer overwrites the order
 * item with the replacement, and the proposal must still say what it replaced.
 */
const m153_substitution_original_item: Migration = {
  async up(db: AnyDb) {
    await run(db, [
      `ALTER TABLE order_substitution_items
         ADD COLUMN original_product_id integer,
         ADD COLUMN original_name text,
         ADD COLUMN original_name_ar text,
         ADD COLUMN original_qty numeric(12,3),
         ADD COLUMN original_price numeric(12,2)`,
    ]);
  },
  async down(db: AnyDb) {
    await run(db, [
      `ALTER TABLE order_substitution_items
         DROP COLUMN original_product_id,
         DROP COLUMN original_name,
         DROP COLUMN original_name_ar,
         DROP COLUMN original_qty,
         DROP COLUMN original_price`,
    ]);
  },
};

/**
 * What the order promised at placement (commerce spec section 9: order tracking shows the cut-off
 * and the delivery days as a range): the chosen method's cut-off time and days. Orders placed
 * before take their method's values (scheduled 0 to 6 days, express today until 18:00, pickup 0
 * to 1 day).
 */
const m154_order_delivery_expectation: Migration = {
  async up(db: AnyDb) {
    await run(db, [
      `ALTER TABLE orders
         ADD COLUMN shipping_min_days integer CHECK (shipping_min_days >= 0),
         ADD COLUMN shipping_max_days integer CHECK (shipping_max_days >= shipping_min_days),
         ADD COLUMN shipping_cutoff_time text CHECK (shipping_cutoff_time ~ '^[0-9]{2}:[0-9]{2}$')`,
      `UPDATE orders SET shipping_min_days = 0, shipping_max_days = 6 WHERE shipping_method_code = 'flatrate'`,
      `UPDATE orders SET shipping_min_days = 0, shipping_max_days = 0, shipping_cutoff_time = '18:00' WHERE shipping_method_code = 'express'`,
      `UPDATE orders SET shipping_min_days = 0, shipping_max_days = 1 WHERE shipping_method_code = 'storepickup'`,
    ]);
  },
  async down(db: AnyDb) {
    await run(db, [
      `ALTER TABLE orders
         DROP COLUMN shipping_min_days,
         DROP COLUMN shipping_max_days,
         DROP COLUMN shipping_cutoff_time`,
    ]);
  },
};

export const orderMigrations: Record<string, Migration> = {
  '150_orders': m150_orders,
  '151_cancellation_reasons': m151_cancellation_reasons,
  '152_order_item_stock_parts': m152_order_item_stock_parts,
  '153_substitution_original_item': m153_substitution_original_item,
  '154_order_delivery_expectation': m154_order_delivery_expectation,
  ...operatorStateMigrations,
  ...orderSecurityMigrations,
  ...paymentProviderMigrations,
};
