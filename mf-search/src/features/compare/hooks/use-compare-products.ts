import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { PAGING, toProductSummary } from '@dukkan/contracts';
import type { CompareItem } from '@dukkan/contracts';
import { ProductCompareDocument } from '../graphql/__generated__/product-compare';
import type { ProductCompareQuery } from '../graphql/__generated__/product-compare';

/** One product of the ProductCompare answer. */
type CompareProductData = NonNullable<
  NonNullable<NonNullable<ProductCompareQuery['products']>['items']>[number]
>;

/** A compared product as the tray and the page show it. */
export interface CompareProduct {
  sku: string;
  name: string;
  urlKey: string;
  thumb: { src: string | null; alt: string };
  image: { src: string | null; alt: string };
  price: number | null;
  priceBefore: number | null;
  brand: { name: string; urlKey: string | null } | null;
  attributes: { key: string; label: string; value: string }[];
  /** The product's last (deepest) category, linked by its url_key. */
  category: { name: string; urlKey: string } | null;
}

/** The card summary (price rules, as every list shows them) plus what only a comparison shows. */
function toCompareProduct(data: CompareProductData): CompareProduct | null {
  if (!data.sku) return null;
  const summary = toProductSummary(data);
  const name = data.name ?? data.sku;
  const category = (data.categories ?? []).find((entry) => entry?.name && entry.url_key);
  return {
    sku: summary.sku,
    name,
    urlKey: summary.urlKey,
    thumb: {
      src: data.thumbnail?.url ?? data.small_image?.url ?? null,
      alt: data.thumbnail?.label ?? name,
    },
    image: {
      src: data.small_image?.url ?? data.thumbnail?.url ?? null,
      alt: data.small_image?.label ?? name,
    },
    price: summary.price,
    priceBefore: summary.priceBefore,
    brand: data.brand?.name ? { name: data.brand.name, urlKey: data.brand.url_key } : null,
    attributes: (data.attributes ?? []).flatMap((entry) =>
      entry?.key && entry.value
        ? [{ key: entry.key, label: entry.label ?? entry.key, value: entry.value }]
        : [],
    ),
    category: category ? { name: category.name ?? '', urlKey: category.url_key ?? '' } : null,
  };
}

/**
 * The compared products from ProductCompare (skus, page size 4), in the order of the list.
 * Products the service no longer knows are left out.
 */
export function useCompareProducts(items: readonly CompareItem[]) {
  const skus = items.map((item) => item.sku);
  const { data, previousData, loading, error } = useQuery(ProductCompareDocument, {
    variables: { skus, pageSize: PAGING.compareProductsPageSize },
    skip: skus.length === 0,
  });
  const source = data ?? previousData;
  const key = skus.join('\n');
  const products = useMemo(() => {
    const bySku = new Map<string, CompareProduct>();
    for (const entry of source?.products?.items ?? []) {
      const product = entry ? toCompareProduct(entry) : null;
      if (product) bySku.set(product.sku, product);
    }
    return key === '' ? [] : key.split('\n').flatMap((sku) => bySku.get(sku) ?? []);
  }, [source, key]);
  return {
    products,
    isLoading: loading && products.length === 0,
    hasError: Boolean(error) && !source,
  };
}
