/**
 * Products referenced by customer data (wishlist items). The catalogue domain owns products and
 * the `ProductInterface` resolvers; this loads the rows those resolvers start from, batched per
 * request so a wishlist page costs one query.
 */
import type { GqlContext } from '../../graphql/context';
import { BatchLoader, loaderFor } from '../catalog/loader';
import { productsByIds, type ProductRow } from '../catalog/product-data';

export function productForCustomerDomain(ctx: GqlContext, id: number): Promise<ProductRow | null> {
  return loaderFor(
    ctx,
    'customer:product-by-id',
    () =>
      new BatchLoader<number, ProductRow | null>(async (ids) => {
        const rows = await productsByIds(ctx, ids);
        return new Map(rows.map((r) => [r.id, r]));
      }, null),
  ).load(id);
}
