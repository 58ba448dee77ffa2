import { useQuery } from '@apollo/client/react';
import { MENU } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { toProductSummaries } from '../../product-data/to-product-summary';
import type { ProductSummaryData } from '../../product-data/types';
import { BESTSELLERS } from '../graphql/bestsellers.graphql';
import { HOME_CATEGORIES } from '../graphql/home-categories.graphql';
import { HOME_DEALS } from '../graphql/deals.graphql';

/** How many discounted products the home strip shows. */
export const HOME_DEALS_COUNT = 6;

export interface HomeCategory {
  id: string;
  name: string;
  urlKey: string;
  image: string | null;
  hasChildren: boolean;
}

interface CategoryData {
  id: number | null;
  name: string | null;
  url_key: string | null;
  image: string | null;
  includeInHomePage: boolean | null;
  featuredOrder: number | null;
  children_count: string | null;
}

/**
 * The home page's featured categories: those flagged includeInHomePage, sorted by featuredOrder
 * (unordered last, then by name), the first 9.
 */
export function homeCategories(
  list: ReadonlyArray<CategoryData | null> | null | undefined,
): HomeCategory[] {
  return (list ?? [])
    .flatMap((category) => (category?.includeInHomePage && category.url_key ? [category] : []))
    .sort(
      (a, b) =>
        (a.featuredOrder ?? Number.MAX_SAFE_INTEGER) -
          (b.featuredOrder ?? Number.MAX_SAFE_INTEGER) ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    )
    .slice(0, MENU.homeFeaturedCategories)
    .map((category) => ({
      id: String(category.id),
      name: category.name ?? '',
      urlKey: category.url_key ?? '',
      image: category.image,
      hasChildren: Number(category.children_count ?? 0) > 0,
    }));
}

export interface HomeSection<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Data of the home page: featured categories, bestsellers and the deals strip, each on its own. */
export function useHome(): {
  categories: HomeSection<HomeCategory>;
  bestsellers: HomeSection<ProductSummary>;
  deals: HomeSection<ProductSummary> & { total: number };
} {
  const categories = useQuery<{ categoryList: CategoryData[] | null }>(HOME_CATEGORIES);
  const bestsellers = useQuery<{
    storeConfig: { bestsellers: ProductSummaryData[] | null } | null;
  }>(BESTSELLERS, {
    fetchPolicy: 'no-cache',
  });
  const deals = useQuery<{
    products: { total_count: number | null; items: ProductSummaryData[] | null } | null;
  }>(HOME_DEALS, { variables: { pageSize: HOME_DEALS_COUNT }, fetchPolicy: 'network-only' });
  return {
    categories: {
      items: homeCategories(categories.data?.categoryList),
      loading: categories.loading,
      failed: Boolean(categories.error),
      retry: () => {
        categories.refetch().catch(() => undefined);
      },
    },
    bestsellers: {
      items: toProductSummaries(bestsellers.data?.storeConfig?.bestsellers),
      loading: bestsellers.loading,
      failed: Boolean(bestsellers.error),
      retry: () => {
        bestsellers.refetch().catch(() => undefined);
      },
    },
    deals: {
      items: toProductSummaries(deals.data?.products?.items),
      total: deals.data?.products?.total_count ?? 0,
      loading: deals.loading,
      failed: Boolean(deals.error),
      retry: () => {
        deals.refetch().catch(() => undefined);
      },
    },
  };
}
