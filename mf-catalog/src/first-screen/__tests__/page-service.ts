// The commerce service as the gateway hands it to renderPage, answering for the category Fresh
// Fruits and the product Mangoes.
import {
  FRESH_FRUITS,
  OFFERS,
  productsPage,
} from '../../features/category/__tests__/category-fixtures';
import type { GraphQLFetch, PageRequest } from '../render-page';
import { mangoes } from '../../features/product/__tests__/product-fixtures';

export { mangoes };

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

/**
 * The answers of a product page for `product` (Mangoes unless given), its related products
 * `related` (none unless given).
 */
export function productAnswers(
  product: Record<string, unknown> = mangoes(),
  related: Record<string, unknown>[] = [],
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
            related_products: related.map((card) => ({
              ...card,
              rating_summary: 0,
              review_count: 0,
            })),
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
