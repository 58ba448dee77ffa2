import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { analyticsItem, ecommerceOf, useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { ViewProductPageDocument } from '../graphql/__generated__/view-product-page';
import { VisitProductDocument } from '../graphql/__generated__/visit-product';
import type { ProductDetail } from '../product-view-model';

/**
 * Records a product page visit once per product id for the life of the page component (a
 * refetch or a variant choice does not record it again; strict mode's second effect run finds
 * the id already recorded): ViewProductPage and visitProduct to the service (a failure is not the
 * shopper's concern) and `view_item` to analytics with the sku, name, the brand's url_key, the last
 * category's name and the price, in EGP. The same visit is recorded as the spec's visit product
 * (visitProduct), also once.
 */
export function useTrackProductView(
  product: ProductDetail | null,
  summary: ProductSummary | null,
): void {
  const [track] = useMutation(ViewProductPageDocument);
  const [visit] = useMutation(VisitProductDocument);
  const { analytics } = useShell();
  const tracked = useRef<number | null>(null);
  const productId = product?.id ?? null;
  useEffect(() => {
    if (productId === null || !product || !summary || tracked.current === productId) return;
    tracked.current = productId;
    track({ variables: { productId } }).catch(() => undefined);
    visit({ variables: { productId } }).catch(() => undefined);
    const category = (product.categories ?? []).findLast((entry) => entry?.name)?.name;
    analytics.track(
      'view_item',
      ecommerceOf([
        analyticsItem(summary, {
          ...(product.brand?.url_key ? { item_brand: product.brand.url_key } : {}),
          ...(category ? { item_category: category } : {}),
        }),
      ]),
    );
  }, [productId, product, summary, track, visit, analytics]);
}
