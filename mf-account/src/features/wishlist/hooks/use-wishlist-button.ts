import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  SESSION_ERRORS,
  analyticsItem,
  ecommerceOf,
  stripLocale,
  toProductSummary,
  useShell,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { AddToWishlistDocument } from '../graphql/__generated__/add-to-wishlist';
import { RemoveFromWishlistDocument } from '../graphql/__generated__/remove-from-wishlist';
import { WishlistStateDocument } from '../graphql/__generated__/wishlist-state';
import type { WishlistStateFieldsFragment } from '../graphql/__generated__/wishlist-state-fields';
import { rememberPending, takePending } from '../pending-wishlist';
import { userErrorText } from './wishlist-errors';

/** The wishlist item holding the product, looked up by sku (or product id) in both pages. */
function itemOf(wishlist: WishlistStateFieldsFragment | null, sku: string, productId: string) {
  const items = [...(wishlist?.first?.items ?? []), ...(wishlist?.second?.items ?? [])];
  return (
    items.find(
      (item) =>
        item?.product &&
        (item.product.sku === sku ||
          (productId !== '' && String(item.product.id ?? '') === productId)),
    ) ?? null
  );
}

/**
 * The wishlist button of one product. A guest is sent to login and the product waits for them
 * to come back to this page (`pending-wishlist.ts`), where it is added. A customer toggles the
 * product: added (GA4 `add_to_wishlist`) or removed, each answered by a notice; the service's
 * refusals are shown in the page language.
 */
export function useWishlistButton({ sku, productId }: { sku: string; productId: string }) {
  const { t } = useTranslation(NS);
  const { session, locale, localePath, alerts, analytics } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = session.isLoggedIn;
  const { data } = useQuery(WishlistStateDocument, { skip: !loggedIn });
  const [addProduct, { loading: adding }] = useMutation(AddToWishlistDocument);
  const [removeItem, { loading: removing }] = useMutation(RemoveFromWishlistDocument);
  const wishlist = loggedIn ? (data?.customer?.wishlist ?? null) : null;
  const item = itemOf(wishlist, sku, productId);
  const busy = useRef(false);

  const fail = useCallback((message: string) => alerts.push({ type: 'danger', message }), [alerts]);

  const add = useCallback(
    async (wishlistId: string) => {
      try {
        const { data: answer } = await addProduct({ variables: { wishlistId, sku } });
        const result = answer?.addProductsToWishlist;
        const refused = userErrorText(result?.user_errors ?? [], t, locale);
        if (refused) return fail(refused);
        // The newest item is the one just added; its name and price describe it to analytics.
        const added = result?.wishlist.latest?.items[0]?.product;
        if (added?.sku === sku) {
          analytics.track(
            'add_to_wishlist',
            ecommerceOf([analyticsItem(toProductSummary(added), { quantity: 1 })]),
          );
        }
        alerts.push({
          type: 'success',
          message: t('wishlist.added'),
          action: { label: t('wishlist.view'), to: localePath('/account/wishlist') },
        });
      } catch (caught) {
        fail(describeError(caught, SESSION_ERRORS, locale).message);
      }
    },
    [addProduct, alerts, analytics, fail, locale, localePath, sku, t],
  );

  const remove = async (wishlistId: string, itemId: string) => {
    try {
      const { data: answer } = await removeItem({ variables: { wishlistId, itemIds: [itemId] } });
      const refused = userErrorText(
        answer?.removeProductsFromWishlist?.user_errors ?? [],
        t,
        locale,
      );
      if (refused) return fail(refused);
      alerts.push({ type: 'success', message: t('wishlist.removed') });
    } catch (caught) {
      fail(describeError(caught, SESSION_ERRORS, locale).message);
    }
  };

  const wishlistId = wishlist?.id ?? null;
  const listed = item !== null;
  // Back from login on the page where the guest pressed the button: add what was waiting.
  useEffect(() => {
    if (!wishlistId || !takePending(sku, stripLocale(pathname)) || listed) return;
    void add(wishlistId);
  }, [wishlistId, sku, pathname, listed, add]);

  const toggle = async () => {
    if (!loggedIn) {
      rememberPending({ sku, path: stripLocale(pathname) });
      alerts.push({ type: 'info', message: t('wishlist.loginFirst'), keepOnRouteChange: true });
      void navigate(localePath('/login'));
      return;
    }
    if (!wishlistId || busy.current) return;
    busy.current = true;
    try {
      if (item) await remove(wishlistId, item.id);
      else await add(wishlistId);
    } finally {
      busy.current = false;
    }
  };

  return {
    inWishlist: listed,
    busy: adding || removing,
    toggle: () => void toggle(),
  };
}
