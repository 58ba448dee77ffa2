// ProductCompare answers of the fake network: products of the Milk category (11).
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import type { ProductCompareQuery } from '../graphql/__generated__/product-compare';

const CATALOGUE: Record<
  string,
  {
    id: number;
    name: string;
    price: number;
    regular: number;
    brand: string;
    size: string | null;
  }
> = {
  A: {
    id: 1,
    name: 'Juhayna Milk 1 L',
    price: 57.95,
    regular: 57.95,
    brand: 'Juhayna',
    size: '1 L',
  },
  B: { id: 2, name: 'Almarai Milk 1 L', price: 38.95, regular: 45, brand: 'Almarai', size: '1 L' },
  C: { id: 3, name: 'Labanita Milk 500 ml', price: 20, regular: 20, brand: 'Labanita', size: null },
};

export function productCompareAnswer(variables: Record<string, unknown>): ProductCompareQuery {
  const skus = variables.skus as string[];
  return {
    __typename: 'Query',
    products: {
      __typename: 'Products',
      items: skus
        .filter((sku) => CATALOGUE[sku])
        .reverse() // the service does not keep the order asked for
        .map((sku) => {
          const entry = CATALOGUE[sku]!;
          return {
            ...productCard({
              id: entry.id,
              sku,
              name: entry.name,
              url_key: sku.toLowerCase(),
              small_image: {
                __typename: 'ProductImage',
                url: `/media/${sku}.svg?size=small`,
                label: entry.name,
              },
              price_range: priceRange(entry.price, entry.regular),
              attributes: [
                ...(entry.size
                  ? [
                      {
                        __typename: 'ProductAttribute' as const,
                        key: 'pack_size',
                        label: 'Size',
                        value: entry.size,
                      },
                    ]
                  : []),
                { __typename: 'ProductAttribute', key: 'origin', label: 'Origin', value: 'Egypt' },
              ],
            }),
            thumbnail: {
              __typename: 'ProductImage',
              url: `/media/${sku}.svg?size=thumb`,
              label: entry.name,
            },
            brand: { __typename: 'Brand', name: entry.brand, url_key: entry.brand.toLowerCase() },
            categories: [{ __typename: 'CategoryTree', id: 11, name: 'Milk', url_key: 'milk' }],
          };
        }),
    },
  };
}

export function saveList(skus: string[]) {
  localStorage.setItem(
    'compare_skus',
    JSON.stringify(skus.map((sku) => ({ sku, categoryIds: ['11'] }))),
  );
}
