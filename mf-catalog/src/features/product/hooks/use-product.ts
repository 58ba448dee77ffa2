import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { toProductSummary, toVariantSummary } from '../../product-data/to-product-summary';
import { PRODUCT_DETAIL } from '../graphql/product-detail.graphql';
import { STOCK_THRESHOLD } from '../graphql/stock-threshold.graphql';
import {
  galleryOf,
  optionsOf,
  stockState,
  valueInStock,
  variantFor,
  visibleAttributes,
} from './product-view-model';
import type { ProductDetailData } from './product-view-model';
import { useTrackProductView } from './use-track-product-view';

/**
 * Everything the product page shows for `urlKey`: the product (or its chosen variant's price,
 * stock, image and sku), the summary handed to AddToCart, gallery, options, stock wording,
 * attributes and texts. Records the page view once per visit.
 */
export function useProduct(urlKey: string) {
  const [choice, setChoice] = useState<Record<string, number>>({});
  const { data, loading, error, refetch } = useQuery<{
    products: { items: ReadonlyArray<ProductDetailData | null> | null } | null;
  }>(PRODUCT_DETAIL, { variables: { urlKey }, fetchPolicy: 'cache-and-network' });
  const threshold = useQuery<{ storeConfig: { limited_qty_threshold: number | null } | null }>(
    STOCK_THRESHOLD,
    { fetchPolicy: 'no-cache' },
  );
  const product =
    data?.products?.items?.find((item) => item?.url_key === urlKey) ??
    data?.products?.items?.[0] ??
    null;
  useTrackProductView(product?.id ?? null);

  if (!product) {
    return {
      state: loading ? ('loading' as const) : error ? ('failed' as const) : ('not-found' as const),
      retry: () => {
        refetch().catch(() => undefined);
      },
    };
  }
  const parent = toProductSummary(product);
  const variant = variantFor(product, choice);
  const chosen = variant?.product ? toVariantSummary(product, variant.product) : null;
  const options = optionsOf(product).map((option) => ({
    ...option,
    values: option.values.map((value) => ({
      ...value,
      inStock: valueInStock(product, choice, option.code, value.index),
    })),
  }));
  const shown = chosen ?? parent;
  return {
    state: 'ready' as const,
    product,
    /** The parent, or the chosen variant of a configurable product. */
    shown,
    /** What AddToCart receives; null while a configurable product has no complete choice. */
    cartProduct: parent.type === 'configurable' ? chosen : parent,
    isConfigurable: parent.type === 'configurable',
    parent,
    sku: shown.sku,
    gallery: galleryOf(product, variant?.product?.image, product.name ?? ''),
    galleryKey: variant?.product?.sku ?? product.sku ?? '',
    options,
    choice,
    choose: (code: string, index: number) =>
      setChoice((current) => ({ ...current, [code]: index })),
    stock: stockState(shown, threshold.data?.storeConfig?.limited_qty_threshold),
    attributes: visibleAttributes(product.attributes),
  };
}
