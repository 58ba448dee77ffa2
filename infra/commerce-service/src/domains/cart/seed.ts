import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CartSeedOptions {
  /** Seeded PRNG returning floats in [0, 1). */
  rng: () => number;
  /** The seed's reference time; every date is derived from it. */
  now: Date;
}

/** Demo data of the cart domain, seeded after the catalogue, areas and demo customers. */
export function seedCart(db: Kysely<Database>, opts: CartSeedOptions): Promise<void> {
  void db;
  void opts;
  return Promise.resolve();
}
