// The commerce service as the gateway hands it to renderPage, answering for Fresh Fruits.
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

export const request = (urlKey: string, locale: 'en' | 'ar' = 'en'): PageRequest => ({
  locale,
  path: `/${locale}/${urlKey}`,
  search: '',
  params: { urlKey },
});
