import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  toProductSummary,
  toVariantSummary,
} from '../../../shared/product-data/to-product-summary';
import { ProductDetailDocument } from '../graphql/__generated__/product-detail';
import { StockThresholdDocument } from '../graphql/__generated__/stock-threshold';
import {
  galleryOf,
  highlightsOf,
  optionsOf,
  productSectionFlags,
  sizeChartOf,
  stockState,
  valueInStock,
  variantFor,
  visibleAttributes,
} from '../product-view-model';
import {
  bundleOptionsOf,
  bundleSummary,
  choose as chooseBundle,
  defaultSelection,
  groupedMembersOf,
  missingOptions,
} from '../bundle-model';
import type { BundleSelection } from '../bundle-model';
import { useTrackProductView } from './use-track-product-view';

/**
 * Everything the product page shows for `urlKey`: the product (or its chosen variant's price,
 * stock, image and sku), the summary handed to AddToCart, gallery, options, stock wording,
 * attributes and texts. Records the page view once per visit (ViewProductPage and view_item).
 */
export function useProduct(urlKey: string) {
  const [choice, setChoice] = useState<Record<string, number>>({});
  const [bundleChoice, setBundleChoice] = useState<BundleSelection | null>(null);
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, {
    variables: { urlKey },
    fetchPolicy: 'cache-and-network',
  });
  const threshold = useQuery(StockThresholdDocument);
  const product =
    data?.products?.items?.find((item) => item?.url_key === urlKey) ??
    data?.products?.items?.[0] ??
    null;
  const parent = product ? toProductSummary(product) : null;
  useTrackProductView(product, parent);

  if (!product || !parent) {
    return {
      state: loading ? ('loading' as const) : error ? ('failed' as const) : ('not-found' as const),
      retry: () => {
        refetch().catch(() => undefined);
      },
    };
  }
  const variant = variantFor(product, choice);
  const chosen = variant?.product ? toVariantSummary(product, variant.product) : null;
  const options = optionsOf(product).map((option) => ({
    ...option,
    values: option.values.map((value) => ({
      ...value,
      inStock: valueInStock(product, choice, option.code, value.index),
    })),
  }));
  const bundleOptions = bundleOptionsOf(product);
  const bundleSelection = bundleChoice ?? defaultSelection(bundleOptions);
  const bundle = bundleSummary(parent, product, bundleOptions, bundleSelection);
  const shown = chosen ?? (bundle ? { ...parent, price: bundle.price } : parent);
  const cartProduct =
    parent.type === 'configurable'
      ? chosen
      : parent.type === 'bundle'
        ? bundle
        : parent.type === 'grouped'
          ? null
          : parent;
  return {
    state: 'ready' as const,
    product,
    /** The parent, or the chosen variant of a configurable product. */
    shown,
    /**
     * What AddToCart receives; null while a configurable product or a bundle has no complete
     * choice, and for a grouped product (its members are added one by one).
     */
    cartProduct,
    /** A grouped product's members, each added with its own quantity step. */
    members: groupedMembersOf(product),
    bundleOptions,
    bundleSelection,
    /** Required bundle options still without a choice. */
    bundleMissing: missingOptions(bundleOptions, bundleSelection),
    chooseBundle: (optionUid: string, choiceUid: string) =>
      setBundleChoice((current) =>
        chooseBundle(
          bundleOptions,
          current ?? defaultSelection(bundleOptions),
          optionUid,
          choiceUid,
        ),
      ),
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
    highlights: highlightsOf(product),
    sizeChart: sizeChartOf(product),
    flags: productSectionFlags(product),
  };
}
