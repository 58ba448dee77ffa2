import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PAGING, hasNextPage, mergePage } from '@dukkan/contracts';
import { toProductSummaries } from '../../product-data/to-product-summary';
import type { CardProduct } from '../../product-data/to-product-summary';
import { ListProductsDocument } from '../graphql/__generated__/list-products';
import type { ListProductsQuery } from '../graphql/__generated__/list-products';
import { productFilter } from '../category-filters';
import type { CategoryFilters } from '../category-filters';

type ProductsAnswer = NonNullable<ListProductsQuery['products']>;

/** A facet of the list as the service answers it (with page 1). */
export type Aggregation = NonNullable<NonNullable<ProductsAnswer['aggregations']>[number]>;

/**
 * A product list (a category's products, or the deals) for the current filters and sort, 24 a page: page 1 replaces the list
 * (a new filter or sort is a new query), later pages are appended by `loadMore` (the contracts'
 * mergePage). Facets come with page 1; while a new page 1 loads, the previous facets stay.
 */
export function useProductList(baseFilter: Record<string, unknown>, filters: CategoryFilters) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const variables = {
    filter: productFilter(baseFilter, filters),
    sort: filters.sort ? { [filters.sort.field]: filters.sort.direction } : null,
    pageSize: PAGING.defaultPageSize,
    currentPage: PAGING.defaultPage,
    withAggregations: true,
  };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    ListProductsDocument,
    {
      variables,
      fetchPolicy: 'network-only',
      nextFetchPolicy: 'cache-first',
      notifyOnNetworkStatusChange: false,
    },
  );
  const products = data?.products;
  const pageInfo: { current_page?: number | null; total_pages?: number | null } =
    products?.page_info ?? {};

  const loadMore = async () => {
    if (loadingMore || !products) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await fetchMore({
        variables: { currentPage: (pageInfo.current_page ?? 1) + 1, withAggregations: false },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.products;
          const next = fetchMoreResult.products;
          if (!before || !next) return previous;
          const page = next.page_info?.current_page ?? 1;
          const keyOf = (item: NonNullable<ProductsAnswer['items']>[number]) =>
            String(item?.id ?? item?.sku ?? '');
          return {
            ...previous,
            products: {
              ...before,
              total_count: next.total_count,
              page_info: next.page_info,
              items: mergePage(before.items ?? [], next.items ?? [], page, keyOf),
            },
          };
        },
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const items: CardProduct[] = toProductSummaries(products?.items);
  return {
    items,
    total: products?.total_count ?? 0,
    aggregations: (products ?? previousData?.products)?.aggregations ?? [],
    isLoading: loading && !products,
    hasError: Boolean(error) && !products,
    hasMore: Boolean(products) && hasNextPage(pageInfo),
    loadingMore,
    loadMoreFailed,
    loadMore: () => void loadMore(),
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
