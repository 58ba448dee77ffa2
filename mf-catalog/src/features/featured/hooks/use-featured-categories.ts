import { useQuery } from '@apollo/client/react';
import { HOME_CATEGORIES } from '../../home/graphql/home-categories.graphql';
import { homeCategories } from '../../home/hooks/use-home';
import type { HomeCategory, HomeSection } from '../../home/hooks/use-home';

/** The featured categories (flagged for the home page, first 9 by featuredOrder). */
export function useFeaturedCategories(): HomeSection<HomeCategory> {
  const { data, loading, error, refetch } = useQuery<{
    categoryList: Parameters<typeof homeCategories>[0];
  }>(HOME_CATEGORIES);
  return {
    items: homeCategories(data?.categoryList),
    loading,
    failed: Boolean(error),
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
