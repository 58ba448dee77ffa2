/**
 * What every part of the cart domain shares: the cart row, the environment its computations run
 * in (a database handle, possibly a transaction, and the clock) and money rounding.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import type { CartsTable } from './tables';

export type CartRow = Selectable<CartsTable>;
export type Section = 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';

export interface CartEnv {
  db: Kysely<Database>;
  now: Date;
}

/** The environment of a checkout step: the resolver's transaction and the request's clock. */
export const stepEnv = (ctx: GqlContext, db: Kysely<Database>): CartEnv => ({
  db,
  now: ctx.config.now(),
});

export const CURRENCY = 'EGP' as const;
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
export const round3 = (n: number): number => Math.round((n + Number.EPSILON) * 1000) / 1000;
