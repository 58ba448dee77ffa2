import { useQuery } from '@apollo/client/react';
import { ResolveUrlDocument } from '../graphql/__generated__/resolve-url';
import type { ResolveUrlQuery } from '../graphql/__generated__/resolve-url';

type Route = NonNullable<ResolveUrlQuery['route']>;

/** A category as the route answers it: what the category and featured pages show. */
export type CategoryRoute = Extract<Route, { __typename: 'CategoryTree' }>;

export type ResolvedUrl =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'category'; category: CategoryRoute }
  | { kind: 'product'; urlKey: string }
  | { kind: 'not-found' };

/**
 * What `/{url_key}` is: a category, a product, or nothing (404). A path the service resolves
 * to anything else (a CMS page) is not this page's either.
 */
export function useUrlResolver(urlKey: string): ResolvedUrl {
  const { data, loading, error, refetch } = useQuery(ResolveUrlDocument, {
    variables: { url: urlKey },
    skip: urlKey === '',
  });
  if (urlKey === '') return { kind: 'not-found' };
  if (loading && !data) return { kind: 'loading' };
  if (error && !data) {
    return {
      kind: 'failed',
      retry: () => {
        refetch().catch(() => undefined);
      },
    };
  }
  const route = data?.route;
  if (!route) return { kind: 'not-found' };
  if (route.__typename === 'CategoryTree') return { kind: 'category', category: route };
  if (route.type === 'PRODUCT' && route.__typename !== 'CmsPage' && route.url_key)
    return { kind: 'product', urlKey: route.url_key };
  return { kind: 'not-found' };
}
