import { useQuery } from '@apollo/client/react';
import type { CrossSellProductsProps } from '@dukkan/contracts';
import { toProductSummaries } from '../../../shared/product-data/to-product-summary';
import type { CardProduct } from '../../../shared/product-data/to-product-summary';
import { CrossSellProductsDocument } from '../graphql/__generated__/cross-sell-products';

/** How many cross-sell products the cart page shows at most. */
export const CART_CROSS_SELL_LIMIT = 8;

/**
 * The cross-sell products of the cart's products, once each, in the order of the cart's
 * products, without those already in the cart. The url keys are sorted so a quantity change
 * (same products) asks nothing again; empty while loading or after a failure (the cart page is
 * whole without them).
 */
export function useCartCrossSell({ urlKeys, excludeSkus }: CrossSellProductsProps): CardProduct[] {
  const keys = [...new Set(urlKeys)].sort();
  const { data } = useQuery(CrossSellProductsDocument, {
    variables: { urlKeys: keys, pageSize: Math.max(keys.length, 1) },
    skip: keys.length === 0,
  });
  const excluded = new Set(excludeSkus);
  const seen = new Set<string>();
  const items = data?.products?.items ?? [];
  const byKey = new Map(items.flatMap((item) => (item?.url_key ? [[item.url_key, item]] : [])));
  return urlKeys
    .flatMap((key) => toProductSummaries(byKey.get(key)?.crosssell_products))
    .filter((product) => {
      if (excluded.has(product.sku) || seen.has(product.sku)) return false;
      seen.add(product.sku);
      return true;
    })
    .slice(0, CART_CROSS_SELL_LIMIT);
}
