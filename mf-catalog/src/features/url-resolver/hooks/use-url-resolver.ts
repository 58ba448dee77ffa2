import { useQuery } from '@apollo/client/react';
import { RESOLVE_URL } from '../graphql/route.graphql';

export interface CategoryRoute {
  __typename: 'CategoryTree';
  type: string | null;
  id: number;
  uid: string;
  name: string | null;
  url_key: string | null;
  url_path: string | null;
  path: string | null;
  level: number | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  children_count: string | null;
  children: ReadonlyArray<{
    id: number | null;
    name: string | null;
    url_key: string | null;
    image: string | null;
    position: number | null;
  } | null> | null;
  breadcrumbs: ReadonlyArray<{
    category_id: number | null;
    category_name: string | null;
    category_url_key: string | null;
  } | null> | null;
}

interface ProductRoute {
  __typename: 'SimpleProduct' | 'ConfigurableProduct' | 'GroupedProduct' | 'BundleProduct';
  type: string | null;
  id: number | null;
  url_key: string | null;
}

type RouteData = {
  route: CategoryRoute | ProductRoute | { __typename: string; type: string | null } | null;
};

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
  const { data, loading, error, refetch } = useQuery<RouteData>(RESOLVE_URL, {
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
  if (route.__typename === 'CategoryTree')
    return { kind: 'category', category: route as CategoryRoute };
  if (route.type === 'PRODUCT' && 'url_key' in route && route.url_key)
    return { kind: 'product', urlKey: route.url_key };
  return { kind: 'not-found' };
}
