import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { numberFormat, PAGING, toProductSummary, useShell } from '@dukkan/contracts';
import { SearchResultsDocument } from '../graphql/__generated__/search-results';
import { useSearchAnalytics } from './use-search-analytics';

/** The service takes a search of 1..100 characters. */
const MAX_TERM = 100;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : PAGING.defaultPage;
}

/**
 * The search results page: the term from `q` (else the `{name}` path segment), the page from
 * `page`, the products of that page (24 each) and the links to the other pages; its analytics
 * (search, impressions, clicks) go through `useSearchAnalytics`.
 */
export function useSearchResults() {
  const [query] = useSearchParams();
  const { name } = useParams();
  const { localePath, locale } = useShell();
  const term = (query.get('q') ?? name ?? '').trim().slice(0, MAX_TERM);
  const page = pageOf(query.get('page'));
  const { data, loading, error, refetch } = useQuery(SearchResultsDocument, {
    variables: { search: term, pageSize: PAGING.defaultPageSize, currentPage: page },
    skip: term === '',
  });
  const result = data?.products;
  const products = useMemo(
    () => (result?.items ?? []).flatMap((item) => (item?.sku ? [toProductSummary(item)] : [])),
    [result],
  );
  const totalPages = result?.page_info?.total_pages ?? 0;
  const { watchGrid } = useSearchAnalytics({
    term,
    products,
    firstIndex: (page - 1) * PAGING.defaultPageSize,
  });

  const pageHref = (target: number) => {
    const params = new URLSearchParams({ q: term });
    if (target > 1) params.set('page', String(target));
    return localePath(`/search?${params.toString()}`);
  };

  return {
    term,
    page,
    products,
    totalCount: result?.total_count ?? 0,
    /** The count in the page language's digits (Arabic-Indic on /ar). */
    totalCountText: numberFormat(locale).format(result?.total_count ?? 0),
    totalPages,
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    isEmpty: term !== '' && !loading && !error && products.length === 0,
    retry: () => void refetch(),
    pageHref,
    /** The element around the catalogue's grid (its product links are tracked). */
    watchGrid,
  };
}

export type SearchResultsModel = ReturnType<typeof useSearchResults>;
