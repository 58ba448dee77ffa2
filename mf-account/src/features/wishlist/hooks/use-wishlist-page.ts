import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SESSION_ERRORS, toProductSummary, useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { RemoveFromWishlistDocument } from '../graphql/__generated__/remove-from-wishlist';
import { WishlistPageDocument } from '../graphql/__generated__/wishlist-page';
import { userErrorText } from './wishlist-errors';

export const WISHLIST_PAGE_SIZE = 20;

export interface WishlistEntry {
  itemId: string;
  product: ProductSummary;
}

/**
 * `/account/wishlist`: one page of the customer's wishlist from the network (newest first), each
 * product as a card reads it. Removing an item reads the page again (a page left empty goes back
 * one page); the service's refusal is shown in the page language.
 */
export function useWishlistPage() {
  const { t } = useTranslation(NS);
  const { locale, alerts } = useShell();
  const [currentPage, setCurrentPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(WishlistPageDocument, {
    variables: { currentPage, pageSize: WISHLIST_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const [removeItems] = useMutation(RemoveFromWishlistDocument);
  const [removing, setRemoving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wishlist = data?.customer?.wishlist ?? null;
  const entries: WishlistEntry[] = (wishlist?.items_v2?.items ?? []).flatMap((item) =>
    item?.product ? [{ itemId: item.id, product: toProductSummary(item.product) }] : [],
  );
  const totalPages = Math.max(1, wishlist?.items_v2?.page_info?.total_pages ?? 1);

  const remove = async (entry: WishlistEntry) => {
    if (!wishlist?.id || removing) return;
    setFailure(null);
    setRemoving(entry.itemId);
    try {
      const { data: answer } = await removeItems({
        variables: { wishlistId: wishlist.id, itemIds: [entry.itemId] },
      });
      const refused = userErrorText(
        answer?.removeProductsFromWishlist?.user_errors ?? [],
        t,
        locale,
      );
      if (refused) {
        setFailure(refused);
      } else {
        alerts.push({ type: 'success', message: t('wishlist.removed') });
      }
      const left = answer?.removeProductsFromWishlist?.wishlist.items_count ?? 0;
      const lastPage = Math.max(1, Math.ceil(left / WISHLIST_PAGE_SIZE));
      if (currentPage > lastPage) setCurrentPage(lastPage);
      else await refetch();
    } catch (caught) {
      setFailure(describeError(caught, SESSION_ERRORS, locale).message);
    } finally {
      setRemoving(null);
    }
  };

  return {
    loading: loading && !data,
    errorMessage: error && !data ? describeError(error, SESSION_ERRORS, locale).message : null,
    retry: () => void refetch(),
    entries,
    count: wishlist?.items_count ?? 0,
    currentPage,
    totalPages,
    goTo: (page: number) => setCurrentPage(Math.min(Math.max(1, page), totalPages)),
    removing,
    remove: (entry: WishlistEntry) => void remove(entry),
    failure,
  };
}
