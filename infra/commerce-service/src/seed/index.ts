import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SeedOptions {
  products: number;
  now: Date;
}

/** True when a complete seed has been written (the marker row is the seed's last write). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  return row !== undefined;
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db
    .insertInto('meta')
    .values([
      { key: 'seed_products', value: String(options.products) },
      { key: 'seeded_at', value: options.now.toISOString() },
    ])
    .execute();
}
