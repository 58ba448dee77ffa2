import { useQuery } from '@apollo/client/react';
import { HomeCategoriesDocument } from '../graphql/__generated__/home-categories';
import type { HomeCategoriesQuery } from '../graphql/__generated__/home-categories';
import { MENU } from '@dukkan/contracts';

export interface HomeCategory {
  id: string;
  name: string;
  urlKey: string;
  image: string | null;
  hasChildren: boolean;
}

type CategoryData = NonNullable<HomeCategoriesQuery['categoryList']>[number];

/**
 * The home page's featured categories: those flagged includeInHomePage, sorted by featuredOrder
 * (unordered last, then by name), the first 9.
 */
export function homeCategories(
  list: ReadonlyArray<CategoryData> | null | undefined,
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

/** A section of a page with its own loading and error states. */
export interface HomeSection<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * A section from its query's state and the items made from its answer; retrying refetches (a
 * failed retry leaves the section failed, as the query reports).
 */
export function sectionOf<T>(
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  items: T[],
): HomeSection<T> {
  return {
    items,
    loading: query.loading,
    failed: Boolean(query.error),
    retry: () => {
      query.refetch().catch(() => undefined);
    },
  };
}

/** The featured categories (flagged for the home page, first 9 by featuredOrder). */
export function useFeaturedCategories(): HomeSection<HomeCategory> {
  const query = useQuery(HomeCategoriesDocument);
  return sectionOf(query, homeCategories(query.data?.categoryList));
}
