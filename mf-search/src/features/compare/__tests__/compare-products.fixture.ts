// ProductCompare answers of the fake network: products of the Milk category (11) and a TV.
const CATALOGUE: Record<
  string,
  { name: string; price: number; regular: number; brand: string; size: string | null }
> = {
  A: { name: 'Juhayna Milk 1 L', price: 57.95, regular: 57.95, brand: 'Juhayna', size: '1 L' },
  B: { name: 'Almarai Milk 1 L', price: 38.95, regular: 45, brand: 'Almarai', size: '1 L' },
  C: { name: 'Labanita Milk 500 ml', price: 20, regular: 20, brand: 'Labanita', size: null },
};

export function productCompareAnswer(variables: Record<string, unknown>) {
  const skus = variables.skus as string[];
  return {
    products: {
      __typename: 'Products',
      items: skus
        .filter((sku) => CATALOGUE[sku])
        .reverse() // the service does not keep the order asked for
        .map((sku) => {
          const entry = CATALOGUE[sku]!;
          return {
            __typename: 'SimpleProduct',
            sku,
            name: entry.name,
            url_key: sku.toLowerCase(),
            thumbnail: {
              __typename: 'ProductImage',
              url: `/media/${sku}.svg?size=thumb`,
              label: entry.name,
            },
            small_image: {
              __typename: 'ProductImage',
              url: `/media/${sku}.svg?size=small`,
              label: entry.name,
            },
            special_price: null,
            special_from_date: null,
            special_to_date: null,
            price_range: {
              __typename: 'PriceRange',
              maximum_price: {
                __typename: 'ProductPrice',
                regular_price: { __typename: 'Money', value: entry.regular },
                final_price: { __typename: 'Money', value: entry.price },
              },
            },
            brand: { __typename: 'Brand', name: entry.brand, url_key: entry.brand.toLowerCase() },
            attributes: [
              ...(entry.size
                ? [
                    {
                      __typename: 'ProductAttribute',
                      key: 'pack_size',
                      label: 'Size',
                      value: entry.size,
                    },
                  ]
                : []),
              { __typename: 'ProductAttribute', key: 'origin', label: 'Origin', value: 'Egypt' },
            ],
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
