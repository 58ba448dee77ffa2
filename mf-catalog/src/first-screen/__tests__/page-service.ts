// The commerce service as the gateway hands it to renderPage, answering for the category Fresh
// Fruits and the product Mangoes.
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import {
  FRESH_FRUITS,
  OFFERS,
  productsPage,
} from '../../features/category/__tests__/category-fixtures';
import type { GraphQLFetch, PageRequest } from '../render-page';

export type Answer = (variables: Record<string, unknown>) => unknown;

/** The gateway's `graphql`: answers by operation name, and records each operation. */
export function service(answers: Record<string, Answer>) {
  const names: string[] = [];
  const graphql: GraphQLFetch = ({ operationName = '', variables = {} }) => {
    names.push(operationName);
    const answer = answers[operationName];
    if (!answer)
      return Promise.resolve({ errors: [{ message: `no answer for ${operationName}` }] });
    return Promise.resolve({ data: answer(variables) });
  };
  return { graphql, names };
}

export const CATEGORY_ANSWERS: Record<string, Answer> = {
  ResolveUrl: (variables) => ({ route: variables.url === 'fresh-fruits' ? FRESH_FRUITS : null }),
  ListProducts: (variables) =>
    productsPage(Number(variables.currentPage), Boolean(variables.withAggregations)),
  CategoryPageOffer: () => ({ categoryPageOffer: OFFERS }),
};

/** Mangoes as ProductDetail answers it; `overrides` replace its fields. */
export function mangoes(overrides: Record<string, unknown> = {}) {
  return {
    ...productCard({
      id: 6,
      sku: 'DK-000006',
      name: 'Mangoes',
      url_key: 'mangoes-6',
      special_price: 55.95,
      price_range: priceRange(55.95, 68.95),
      cart_control: {
        __typename: 'CartControl',
        increment_step: 0.25,
        min_amount: 0.25,
        max_amount: 10,
        unit: 'kg',
      },
    }),
    categories: [
      {
        __typename: 'CategoryTree',
        id: 5,
        name: 'Bananas & Tropical',
        url_key: 'bananas-and-tropical',
      },
    ],
    image: { __typename: 'ProductImage', url: '/media/6.svg', label: 'Mangoes' },
    media_gallery: [
      {
        __typename: 'ProductImage',
        url: '/media/6.svg',
        label: 'Mangoes',
        position: 1,
        disabled: false,
      },
    ],
    short_description: { __typename: 'ComplexTextValue', html: 'Sweet Egyptian mangoes.' },
    description: {
      __typename: 'ComplexTextValue',
      html: '<p>Ripe <strong>today</strong>.</p><ul><li>Delivered from your nearest Dukkan store</li></ul>',
    },
    brand: null,
    rating_summary: 90,
    review_count: 12,
    meta_title: 'Mangoes | Dukkan',
    meta_description: 'Mangoes by the kilo',
    meta_keyword: null,
    ...overrides,
  };
}

/** The answers of a product page for `product` (Mangoes unless given), with no linked products. */
export function productAnswers(
  product: Record<string, unknown> = mangoes(),
): Record<string, Answer> {
  return {
    ResolveUrl: (variables) => ({
      route:
        variables.url === product.url_key
          ? {
              __typename: product.__typename,
              type: 'PRODUCT',
              relative_url: product.url_key,
              id: product.id,
              url_key: product.url_key,
            }
          : null,
    }),
    ProductDetail: () => ({ products: { __typename: 'Products', items: [product] } }),
    StockThreshold: () => ({
      storeConfig: { __typename: 'StoreConfig', limited_qty_threshold: 1 },
    }),
    ProductLinks: () => ({
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: product.__typename,
            id: product.id,
            url_key: product.url_key,
            related_products: [],
            upsell_products: [],
            crosssell_products: [],
          },
        ],
      },
    }),
  };
}

export const request = (urlKey: string, locale: 'en' | 'ar' = 'en'): PageRequest => ({
  locale,
  path: `/${locale}/${urlKey}`,
  search: '',
  params: { urlKey },
});
