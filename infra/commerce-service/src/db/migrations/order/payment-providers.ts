/**
 * Real payment providers (issue 62): which provider an order's payment went to and the
 * provider's id of that payment's order (Paymob binds its callbacks to it), and every provider
 * transaction the service acted on, unique by the provider's id so a replayed callback changes
 * nothing (src/domains/order/settle.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m171_payment_transactions: Migration = {
  async up(db: AnyDb) {
    for (const statement of [
      `ALTER TABLE orders ADD COLUMN payment_provider text, ADD COLUMN provider_order_id text`,
      `CREATE UNIQUE INDEX orders_provider_order_unique ON orders (payment_provider, provider_order_id)
         WHERE provider_order_id IS NOT NULL`,
      `CREATE TABLE payment_transactions (
         id serial PRIMARY KEY,
         provider text NOT NULL,
         transaction_id text NOT NULL,
         order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
         kind text NOT NULL CHECK (kind IN ('payment', 'refund', 'child')),
         outcome text NOT NULL CHECK (outcome IN ('approved', 'declined', 'refused', 'refunded', 'recorded')),
         amount_cents numeric(14,0) NOT NULL,
         currency text NOT NULL,
         source text NOT NULL CHECK (source IN ('callback', 'inquiry', 'cancellation')),
         reason text,
         created_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT payment_transactions_provider_id_unique UNIQUE (provider, transaction_id)
       )`,
      `CREATE INDEX payment_transactions_order_idx ON payment_transactions (order_id)`,
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db: AnyDb) {
    await sql.raw(`DROP TABLE payment_transactions`).execute(db);
    await sql.raw(`DROP INDEX orders_provider_order_unique`).execute(db);
    await sql
      .raw(`ALTER TABLE orders DROP COLUMN provider_order_id, DROP COLUMN payment_provider`)
      .execute(db);
  },
};

export const paymentProviderMigrations: Record<string, Migration> = {
  '171_payment_transactions': m171_payment_transactions,
};
