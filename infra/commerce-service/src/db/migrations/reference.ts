/**
 * The store's reference data as a migration (key 900_, after every domain's tables): a database
 * that has no areas yet gets the stock sources, areas, stores, store configuration, information
 * pages, FAQs and delivery intervals (src/seed/reference.ts). A database seeded before this
 * migration existed already has them and is left alone. Demo data is never written here.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../schema';
import { seedStoreReference } from '../../seed/reference';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m900_store_reference_data: Migration = {
  async up(db: AnyDb) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from regions`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await seedStoreReference(db as Kysely<Database>);
  },
  async down() {
    // Reference rows are referenced by customers' addresses and orders: left in place.
  },
};

export const referenceMigrations: Record<string, Migration> = {
  '900_store_reference_data': m900_store_reference_data,
};
