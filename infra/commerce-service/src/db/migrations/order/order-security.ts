/**
 * Order-abuse migrations (issue 60): coupon usage limits and the index of the payment-pending
 * sweep.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m170_coupon_limits_and_sweep: Migration = {
  async up(db: AnyDb) {
    // null: no limit. times_used counts placed orders that kept the coupon.
    await db.schema.alterTable('coupons').addColumn('uses_total', 'integer').execute();
    await db.schema.alterTable('coupons').addColumn('uses_per_customer', 'integer').execute();
    await db.schema
      .alterTable('coupons')
      .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create index orders_pending_payment_idx on orders (created_at) where status = 'pending_payment'`.execute(
      db,
    );
    await sql`create index orders_coupon_idx on orders (lower(coupon_code)) where coupon_code is not null`.execute(
      db,
    );
  },
  async down(db: AnyDb) {
    await sql`drop index orders_coupon_idx`.execute(db);
    await sql`drop index orders_pending_payment_idx`.execute(db);
    for (const column of ['times_used', 'uses_per_customer', 'uses_total']) {
      await db.schema.alterTable('coupons').dropColumn(column).execute();
    }
  },
};

export const orderSecurityMigrations: Record<string, Migration> = {
  '170_coupon_limits_and_sweep': m170_coupon_limits_and_sweep,
};
