/**
 * Migrations of the cart domain (keys 100_ to 149_). They run after the catalogue and customer
 * migrations, so they may reference products, stock sources, areas and customers.
 *
 * Money is numeric(12,2) and quantities numeric(12,3) (weighed goods in 0.25 kg steps), as in the
 * catalogue. Cart addresses are jsonb snapshots: the shopper may type an address that is not in an
 * address book (guests, store pickup), and a later edit of the book must not change a cart silently.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

async function run(db: AnyDb, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const m100_carts: Migration = {
  async up(db: AnyDb) {
    await run(db, [
      `CREATE TABLE carts (
        id serial PRIMARY KEY,
        masked_id text NOT NULL UNIQUE CHECK (masked_id ~ '^[A-Za-z0-9]{32}$'),
        customer_id integer REFERENCES customers(id) ON DELETE CASCADE,
        is_active boolean NOT NULL DEFAULT true,
        source_code text NOT NULL DEFAULT 'default',
        guest_email text,
        coupon_code text,
        reward_points integer NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
        use_store_credit boolean NOT NULL DEFAULT false,
        shipping_address jsonb,
        billing_address jsonb,
        billing_same_as_shipping boolean NOT NULL DEFAULT false,
        carrier_code text,
        shipping_method_code text,
        delivery_day text CHECK (delivery_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        delivery_interval_id integer,
        delivery_district_id integer REFERENCES districts(id),
        store_pickup_id integer REFERENCES stores(id),
        order_source text,
        merged_into integer REFERENCES carts(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      // A customer has at most one active cart: customerCart and mergeCarts rely on it.
      `CREATE UNIQUE INDEX carts_customer_active_unique ON carts (customer_id) WHERE is_active AND customer_id IS NOT NULL`,
      `CREATE TABLE cart_items (
        id serial PRIMARY KEY,
        cart_id integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        parent_id integer REFERENCES products(id) ON DELETE CASCADE,
        qty numeric(12,3) NOT NULL CHECK (qty > 0),
        bundle_options jsonb NOT NULL DEFAULT '[]',
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX cart_items_cart_idx ON cart_items (cart_id, id)`,
      `CREATE TABLE coupons (
        id serial PRIMARY KEY,
        code text NOT NULL,
        label text NOT NULL,
        label_ar text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        max_discount numeric(12,2),
        min_subtotal numeric(12,2) NOT NULL DEFAULT 0,
        from_date timestamptz,
        to_date timestamptz,
        is_active boolean NOT NULL DEFAULT true
      )`,
      `CREATE UNIQUE INDEX coupons_code_unique ON coupons (lower(code))`,
      `CREATE TABLE delivery_intervals (
        id serial PRIMARY KEY,
        district_id integer NOT NULL REFERENCES districts(id) ON DELETE CASCADE,
        from_time text NOT NULL CHECK (from_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
        to_time text NOT NULL CHECK (to_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
        capacity integer NOT NULL CHECK (capacity >= 0),
        cutoff_minutes integer NOT NULL DEFAULT 120 CHECK (cutoff_minutes >= 0),
        is_active boolean NOT NULL DEFAULT true,
        CHECK (from_time < to_time)
      )`,
      `CREATE INDEX delivery_intervals_district_idx ON delivery_intervals (district_id, from_time)`,
      `CREATE TABLE delivery_slot_bookings (
        interval_id integer NOT NULL REFERENCES delivery_intervals(id) ON DELETE CASCADE,
        day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        booked integer NOT NULL CHECK (booked >= 0),
        PRIMARY KEY (interval_id, day)
      )`,
    ]);
  },
  async down(db: AnyDb) {
    await run(db, [
      `DROP TABLE delivery_slot_bookings`,
      `DROP TABLE delivery_intervals`,
      `DROP TABLE coupons`,
      `DROP TABLE cart_items`,
      `DROP TABLE carts`,
    ]);
  },
};

export const cartMigrations: Record<string, Migration> = {
  '100_carts': m100_carts,
};
