import { useQuery } from '@apollo/client/react';
import type { ProductSummary } from '@dukkan/contracts';
import { toProductSummaries } from '../../../shared/product-data/to-product-summary';
import { BestsellersDocument } from '../graphql/__generated__/bestsellers';
import { HomeDealsDocument } from '../graphql/__generated__/home-deals';
import { useFeaturedCategories } from '../../../shared/featured-categories/hooks/use-featured-categories';
import type {
  HomeCategory,
  HomeSection,
} from '../../../shared/featured-categories/hooks/use-featured-categories';

/** How many discounted products the home strip shows. */
export const HOME_DEALS_COUNT = 6;

/** Data of the home page: featured categories, bestsellers and the deals strip, each on its own. */
export function useHome(): {
  categories: HomeSection<HomeCategory>;
  bestsellers: HomeSection<ProductSummary>;
  deals: HomeSection<ProductSummary> & { total: number };
} {
  const categories = useFeaturedCategories();
  const bestsellers = useQuery(BestsellersDocument);
  const deals = useQuery(HomeDealsDocument, {
    variables: { pageSize: HOME_DEALS_COUNT },
    fetchPolicy: 'network-only',
  });
  return {
    categories,
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
