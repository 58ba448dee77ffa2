/**
 * What the operator API needs of orders and reviews (issue 62): the final `closed` status after
 * delivery (src/operators/order-ops.ts), and a review an operator unlocked so its customer may
 * write it again (src/domains/order/reviews.ts): the old one stays, and counts, until replaced.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const STATUSES = `'pending_payment','pending','processing','out_for_delivery','delivered','canceled','payment_failed'`;

const m160_order_closed_status: Migration = {
  async up(db: AnyDb) {
    await sql
      .raw(
        `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
           ADD CONSTRAINT orders_status_check CHECK (status IN (${STATUSES},'closed'))`,
      )
      .execute(db);
  },
  async down(db: AnyDb) {
    await sql`UPDATE orders SET status = 'delivered' WHERE status = 'closed'`.execute(db);
    await sql
      .raw(
        `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
           ADD CONSTRAINT orders_status_check CHECK (status IN (${STATUSES}))`,
      )
      .execute(db);
  },
};

const m161_review_unlocked: Migration = {
  async up(db: AnyDb) {
    await sql`ALTER TABLE order_reviews ADD COLUMN unlocked_at timestamptz`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`ALTER TABLE order_reviews DROP COLUMN unlocked_at`.execute(db);
  },
};

export const operatorStateMigrations: Record<string, Migration> = {
  '160_order_closed_status': m160_order_closed_status,
  '161_review_unlocked': m161_review_unlocked,
};
