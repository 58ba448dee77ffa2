import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PAGING, SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { PointsHistoryDocument } from '../graphql/__generated__/points-history';

/** Items per page of the history (the default page size for lists, shell spec section 9). */
export const HISTORY_PAGE_SIZE = PAGING.defaultPageSize;

/** One line of the points history (shell spec section 3). */
export interface PointsHistoryEntry {
  id: number;
  action: string;
  points: number;
  reason: string;
  createdAt: string | null;
}

/**
 * The customer's points history, page by page (shell spec section 4): page 1 replaces what is
 * shown (each opening of the dialog starts again from the newest), later pages append. Always
 * from the network: points change with every order. An answer that arrives after a newer
 * request was made is dropped, so a slow page 2 cannot land on a fresh page 1.
 */
export function usePointsHistory() {
  const client = useApolloClient();
  const { locale } = useShell();
  const [items, setItems] = useState<PointsHistoryEntry[]>([]);
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState<'first' | 'more' | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  /** The first entry of the page appended last (null after page 1), to move focus to. */
  const [firstAppended, setFirstAppended] = useState<number | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (currentPage: number) => {
      const request = ++latest.current;
      setLoading(currentPage === 1 ? 'first' : 'more');
      setErrorMessage(null);
      try {
        const { data } = await client.query({
          query: PointsHistoryDocument,
          variables: { pageSize: HISTORY_PAGE_SIZE, currentPage },
          fetchPolicy: 'network-only',
        });
        if (request !== latest.current) return;
        const history = data?.customerPointsHistory;
        const entries = (history?.items ?? []).flatMap((item) =>
          item?.id != null
            ? [
                {
                  id: item.id,
                  action: item.action ?? '',
                  points: item.points ?? 0,
                  reason: item.reason ?? '',
                  createdAt: item.created_at ?? null,
                },
              ]
            : [],
        );
        setItems((shown) => (currentPage === 1 ? entries : [...shown, ...entries]));
        setFirstAppended(currentPage === 1 ? null : (entries[0]?.id ?? null));
        setPage(currentPage);
        setTotalPages(history?.page_info?.total_pages ?? currentPage);
      } catch (error) {
        if (request !== latest.current) return;
        setErrorMessage(describeError(error, SESSION_ERRORS, locale).message);
      } finally {
        if (request === latest.current) setLoading(null);
      }
    },
    [client, locale],
  );

  return {
    items,
    loading,
    errorMessage,
    hasMore: page > 0 && page < totalPages,
    firstAppended,
    /** Loads page 1 again, replacing the list. */
    reload: useCallback(() => load(1), [load]),
    /** Appends the next page. */
    loadMore: useCallback(() => load(page + 1), [load, page]),
    /** Tries the failed page again (page 1 when nothing is shown yet). */
    retry: useCallback(() => load(page === 0 ? 1 : page + 1), [load, page]),
  };
}
