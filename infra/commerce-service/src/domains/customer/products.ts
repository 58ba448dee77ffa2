/**
 * Products referenced by customer data (wishlist items). The catalogue domain owns products and
 * the `ProductInterface` resolvers; this only loads the rows those resolvers start from.
 */
import type { GqlContext } from '../../graphql/context';

export async function loadProductsForCustomerDomain(ctx: GqlContext, ids: number[]): Promise<Map<number, unknown>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('products').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
