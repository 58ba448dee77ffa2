import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { VIEW_PRODUCT_PAGE } from '../graphql/view-product-page.graphql';

/**
 * Sends ViewProductPage once per visit of a product page: once per product id for the life of
 * the page component (a refetch or a variant choice does not send it again; strict mode's second
 * effect run finds the id already recorded). A failure is not the shopper's concern.
 */
export function useTrackProductView(productId: number | null): void {
  const [track] = useMutation(VIEW_PRODUCT_PAGE);
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (productId === null || tracked.current === productId) return;
    tracked.current = productId;
    track({ variables: { productId } }).catch(() => undefined);
  }, [productId, track]);
}
