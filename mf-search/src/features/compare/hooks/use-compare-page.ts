import { useShell } from '@dukkan/contracts';
import { useCompareList } from './use-compare-list';
import { useCompareProducts } from './use-compare-products';
import type { CompareProduct } from './use-compare-products';

/** One attribute row of the comparison table: its label and each product's value (or null). */
export interface AttributeRow {
  key: string;
  label: string;
  values: (string | null)[];
}

/** Every attribute any compared product has, in order of first appearance. */
export function attributeRows(products: readonly CompareProduct[]): AttributeRow[] {
  const labels = new Map<string, string>();
  for (const product of products) {
    for (const attribute of product.attributes) {
      if (!labels.has(attribute.key)) labels.set(attribute.key, attribute.label);
    }
  }
  return [...labels].map(([key, label]) => ({
    key,
    label,
    values: products.map(
      (product) => product.attributes.find((attribute) => attribute.key === key)?.value ?? null,
    ),
  }));
}

/** The comparison page (/compare): the compared products side by side and the list's actions. */
export function useComparePage() {
  const { items, count, remove, clear } = useCompareList();
  const { products, isLoading, hasError } = useCompareProducts(items);
  const { localePath, locale } = useShell();
  return {
    count,
    products,
    attributes: attributeRows(products),
    isLoading,
    hasError,
    remove,
    clear,
    locale,
    homeHref: localePath('/'),
    productHref: (urlKey: string) => localePath(`/${urlKey}`),
  };
}

export type ComparePageModel = ReturnType<typeof useComparePage>;
