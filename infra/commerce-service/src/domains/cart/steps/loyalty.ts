/**
 * Reward points and store credit on a customer's cart: spent only by the cart's owner, and only
 * when the total goes down.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { GqlContext } from '../../../graphql/context';
import { CART_MESSAGES, badField, input, notAuthorized } from '../errors';
import { stepEnv, type CartRow } from '../model';
import { cartState } from '../state';

function requireOwner(ctx: GqlContext, cart: CartRow): number {
  if (ctx.customerId === null || cart.customer_id !== ctx.customerId) throw notAuthorized();
  return ctx.customerId;
}

/**
 * Spends reward points: all the total allows (`limit` null) or at most `limit`. The total must go
 * down, otherwise "the order total would not change" (or "already applied" for the same points).
 */
export async function applyPoints(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  limit: number | null,
): Promise<void> {
  requireOwner(ctx, cart);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 10_000_000)) {
    throw badField(
      'points',
      '"points" must be a whole number above 0.',
      '"points" يجب أن يكون عدداً صحيحاً أكبر من صفر.',
    );
  }
  const before = await cartState(stepEnv(ctx, db), cart);
  const balance = before.loyalty?.balance ?? 0;
  if (limit !== null && limit > balance) {
    throw badField('points', `You have ${balance} reward points.`, `رصيدك ${balance} نقطة.`);
  }
  const wanted = limit ?? balance;
  const after = await cartState(stepEnv(ctx, db), { ...cart, reward_points: wanted });
  if (after.totals.grandTotal >= before.totals.grandTotal) {
    const same = before.totals.points > 0 && after.totals.points === before.totals.points;
    throw input(same ? CART_MESSAGES.pointsAlreadyApplied : CART_MESSAGES.pointsNoChange, {
      field: 'points',
    });
  }
  await db
    .updateTable('carts')
    .set({ reward_points: after.totals.points, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removePoints(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  await db
    .updateTable('carts')
    .set({ reward_points: 0, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function applyStoreCredit(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  const after = await cartState(stepEnv(ctx, db), { ...cart, use_store_credit: true });
  if (after.totals.storeCreditApplied <= 0) throw input(CART_MESSAGES.noStoreCredit);
  await db
    .updateTable('carts')
    .set({ use_store_credit: true, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removeStoreCredit(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
): Promise<void> {
  requireOwner(ctx, cart);
  await db
    .updateTable('carts')
    .set({ use_store_credit: false, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}
