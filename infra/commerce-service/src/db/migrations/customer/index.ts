/**
 * Migrations of the customer domain (keys 050_ to 099_). They run after the catalogue migrations
 * (001_ to 049_), so they may reference products, regions, cities and districts.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { accountSecurityMigrations } from './account-security';
import { districtPositionMigrations } from './district-positions';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const createdAt = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

const m050_customers: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('customer_groups')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('loyalty_tiers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('description_ar', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('earn_currency_amount', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('earn_points', 'integer', (c) => c.notNull())
      .addColumn('redeem_currency_amount', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('redeem_points', 'integer', (c) => c.notNull())
      .addColumn('badge_image', 'text')
      .execute();

    await db.schema
      .createTable('customers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('customer_source', 'text', (c) => c.notNull().defaultTo('WEB'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('customer_groups.id'))
      .addColumn('password_hash', 'text')
      .addColumn('tier_code', 'text', (c) =>
        c.notNull().defaultTo('NONMEMBER').references('loyalty_tiers.code'),
      )
      .addColumn('has_tier_upgrade', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('tier_points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('points_balance', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('store_credit', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', createdAt)
      .addColumn('updated_at', 'timestamptz', createdAt)
      .addCheckConstraint('customers_points_balance_nonneg', sql`points_balance >= 0`)
      .addCheckConstraint('customers_store_credit_nonneg', sql`store_credit >= 0`)
      .execute();
    await db.schema
      .createIndex('customers_email_unique')
      .on('customers')
      .column('email')
      .unique()
      .execute();
    await db.schema
      .createIndex('customers_phone_unique')
      .on('customers')
      .column('phone_number')
      .unique()
      .execute();

    await db.schema
      .createTable('customer_tokens')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('refresh_token_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();
    await db.schema
      .createIndex('customer_tokens_customer_idx')
      .on('customer_tokens')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('phone_number', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();
  },
  async down(db: AnyDb) {
    for (const t of [
      'password_resets',
      'rate_limits',
      'otp_codes',
      'customer_tokens',
      'customers',
      'loyalty_tiers',
      'customer_groups',
    ]) {
      await db.schema.dropTable(t).execute();
    }
  },
};

const m051_addresses: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('telephone', 'text', (c) => c.notNull())
      .addColumn('street', 'jsonb', (c) => c.notNull())
      .addColumn('company', 'text')
      .addColumn('postcode', 'text')
      .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('EG'))
      .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('building', 'text', (c) => c.notNull())
      .addColumn('floor', 'text', (c) => c.notNull())
      .addColumn('apartment', 'text', (c) => c.notNull())
      .addColumn('landmark', 'text')
      .addColumn('title', 'text')
      .addColumn('default_shipping', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('default_billing', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', createdAt)
      .addColumn('updated_at', 'timestamptz', createdAt)
      .execute();
    await db.schema
      .createIndex('customer_addresses_customer_idx')
      .on('customer_addresses')
      .column('customer_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('customer_addresses').execute();
  },
};

const m052_loyalty: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('points_history')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('reason_ar', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', createdAt)
      .addCheckConstraint(
        'points_history_action_check',
        sql`action in ('earned', 'redeemed', 'deducted', 'expired')`,
      )
      .execute();
    await db.schema
      .createIndex('points_history_customer_idx')
      .on('points_history')
      .columns(['customer_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('redemption_rates')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().unique())
      .addColumn('price', sql`numeric(12,2)`, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('loyalty_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('evouchers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('coupon_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('category_id', 'integer')
      .addColumn('image_url', 'text')
      .addColumn('ready_on', 'timestamptz')
      .addColumn('expires_on', 'timestamptz')
      .addColumn('redeemed_on', 'timestamptz')
      .addColumn('created_at', 'timestamptz', createdAt)
      .addCheckConstraint(
        'evouchers_status_check',
        sql`status in ('NOT_READY', 'READY', 'REDEEMED', 'EXPIRED', 'HIDDEN')`,
      )
      .execute();
    await db.schema
      .createIndex('evouchers_customer_idx')
      .on('evouchers')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('store_credit_history')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('amount', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();
  },
  async down(db: AnyDb) {
    for (const t of [
      'store_credit_history',
      'evouchers',
      'loyalty_settings',
      'redemption_rates',
      'points_history',
    ]) {
      await db.schema.dropTable(t).execute();
    }
  },
};

const m053_wishlist_engagement: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('wishlists')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().unique().references('customers.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', createdAt)
      .addColumn('updated_at', 'timestamptz', createdAt)
      .execute();
    await db.schema
      .createTable('wishlist_items')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('wishlist_id', 'integer', (c) =>
        c.notNull().references('wishlists.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('quantity', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text')
      .addColumn('added_at', 'timestamptz', createdAt)
      .addUniqueConstraint('wishlist_items_unique', ['wishlist_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('reason_of_contact', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();

    await db.schema
      .createTable('stock_back_subscriptions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
      .addColumn('email', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('notified_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', createdAt)
      .addCheckConstraint(
        'stock_back_contact_check',
        sql`email is not null or phone_number is not null`,
      )
      .execute();
    await db.schema
      .createIndex('stock_back_product_idx')
      .on('stock_back_subscriptions')
      .column('product_id')
      .execute();
    await db.schema
      .createIndex('stock_back_customer_idx')
      .on('stock_back_subscriptions')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('product_views')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', createdAt)
      .execute();
    await db.schema
      .createIndex('product_views_product_idx')
      .on('product_views')
      .columns(['product_id', 'created_at'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const t of [
      'product_views',
      'stock_back_subscriptions',
      'contact_messages',
      'newsletter_subscribers',
      'wishlist_items',
      'wishlists',
    ]) {
      await db.schema.dropTable(t).execute();
    }
  },
};

/**
 * Reference data the service needs even without the demo seed: customer groups (Magento's
 * default ids), loyalty tiers with their exchange rates, point redemption options (always with a
 * zero option) and the general points exchange rate. (The first-order incentive is store
 * configuration, owned by the catalogue domain's `store_config`.)
 */
const m054_reference_data: Migration = {
  async up(db: AnyDb) {
    await db
      .insertInto('customer_groups')
      .values([
        { id: 1, code: 'general', name: 'General', name_ar: 'عام' },
        { id: 2, code: 'wholesale', name: 'Wholesale', name_ar: 'جملة' },
        { id: 3, code: 'retailer', name: 'Retailer', name_ar: 'تاجر تجزئة' },
        { id: 4, code: 'partner', name: 'Partner referral', name_ar: 'إحالة شريك' },
        { id: 5, code: 'employee', name: 'Employees', name_ar: 'الموظفون' },
      ])
      .execute();
    await db
      .insertInto('loyalty_tiers')
      .values([
        {
          id: 1,
          code: 'NONMEMBER',
          name: 'Non member',
          name_ar: 'غير عضو',
          description: 'Shop online to collect points and join the Bronze tier.',
          description_ar: 'تسوق أونلاين لتجمع النقاط وتنضم إلى المستوى البرونزي.',
          points: 0,
          earn_currency_amount: 10,
          earn_points: 1,
          redeem_currency_amount: 5,
          redeem_points: 100,
          badge_image: null,
        },
        {
          id: 2,
          code: 'BRONZE',
          name: 'Bronze',
          name_ar: 'برونزي',
          description: 'Earn 1 point for every 10 EGP and redeem 100 points for 10 EGP.',
          description_ar: 'اكسب نقطة لكل ١٠ جنيه واستبدل ١٠٠ نقطة بـ ١٠ جنيه.',
          points: 500,
          earn_currency_amount: 10,
          earn_points: 1,
          redeem_currency_amount: 10,
          redeem_points: 100,
          badge_image: '/media/loyalty/bronze.svg',
        },
        {
          id: 3,
          code: 'SILVER',
          name: 'Silver',
          name_ar: 'فضي',
          description: 'Earn 2 points for every 10 EGP and redeem 100 points for 10 EGP.',
          description_ar: 'اكسب نقطتين لكل ١٠ جنيه واستبدل ١٠٠ نقطة بـ ١٠ جنيه.',
          points: 2000,
          earn_currency_amount: 10,
          earn_points: 2,
          redeem_currency_amount: 10,
          redeem_points: 100,
          badge_image: '/media/loyalty/silver.svg',
        },
        {
          id: 4,
          code: 'GOLD',
          name: 'Gold',
          name_ar: 'ذهبي',
          description: 'Earn 3 points for every 10 EGP and redeem 100 points for 15 EGP.',
          description_ar: 'اكسب ٣ نقاط لكل ١٠ جنيه واستبدل ١٠٠ نقطة بـ ١٥ جنيه.',
          points: 5000,
          earn_currency_amount: 10,
          earn_points: 3,
          redeem_currency_amount: 15,
          redeem_points: 100,
          badge_image: '/media/loyalty/gold.svg',
        },
      ])
      .execute();
    await db
      .insertInto('redemption_rates')
      .values([
        { points: 0, price: 0 },
        { points: 500, price: 25 },
        { points: 1000, price: 50 },
        { points: 2000, price: 100 },
        { points: 5000, price: 250 },
      ])
      .execute();
    await db
      .insertInto('loyalty_settings')
      .values([
        { key: 'exchange_rate_points', value: '100' },
        { key: 'exchange_rate_currency_amount', value: '5' },
      ])
      .execute();
  },
  async down(db: AnyDb) {
    for (const t of ['loyalty_settings', 'redemption_rates', 'loyalty_tiers', 'customer_groups']) {
      await db.deleteFrom(t).execute();
    }
  },
};

export const customerMigrations: Record<string, Migration> = {
  '050_customers_sessions_otp': m050_customers,
  '051_customer_addresses': m051_addresses,
  '052_loyalty': m052_loyalty,
  '053_wishlist_engagement': m053_wishlist_engagement,
  '054_customer_reference_data': m054_reference_data,
  ...accountSecurityMigrations,
  ...districtPositionMigrations,
};
