// The harness's product for AddToCart: a real product of the service by sku (`?sku=`; the
// weighed Mangoes DK-000006 by default), mapped to the ProductSummary a product card passes,
// by the same toProductSummary the catalogue uses. It is fetched before the harness (and its
// Apollo client) renders, so it goes out as a plain GET with the stock source as `source`.
import { print } from 'graphql';
import { toProductSummary } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { HarnessProductDocument } from './__generated__/harness-product';
import type { HarnessProductQuery } from './__generated__/harness-product';

export async function loadHarnessProduct(
  sku: string,
  source: string,
): Promise<ProductSummary | null> {
  const params = new URLSearchParams({
    query: print(HarnessProductDocument),
    variables: JSON.stringify({ sku }),
    source,
  });
  const response = await fetch(`/graphql?${params.toString()}`);
  const body = (await response.json()) as { data?: HarnessProductQuery };
  const item = body.data?.products?.items?.[0];
  return item ? toProductSummary(item) : null;
}
