import { useQuery } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';
import { CustomerPaymentCartDocument } from '../graphql/__generated__/customer-payment-cart';
import { CustomerShippingCartDocument } from '../graphql/__generated__/customer-shipping-cart';
import { GuestPaymentCartDocument } from '../graphql/__generated__/guest-payment-cart';
import { GuestShippingCartDocument } from '../graphql/__generated__/guest-shipping-cart';

export type CheckoutCartStatus = 'loading' | 'failed' | 'empty' | 'ready';

function statusOf(
  loaded: boolean,
  loading: boolean,
  failed: boolean,
  itemCount: number | undefined,
): CheckoutCartStatus {
  if (itemCount !== undefined) return itemCount > 0 ? 'ready' : 'empty';
  if (!loaded || loading) return 'loading';
  return failed ? 'failed' : 'empty';
}

/**
 * The cart id in use and whether the shopper is a guest, once the page-start load is done. Just
 * after a login on /checkout the guest cart is still being merged into the customer's: the
 * customer's cart is read once the merge is over (`loaded` stays false meanwhile).
 */
function useCartIdentity() {
  useCartSync();
  const { session } = useShell();
  const cartId = useCartStore((s) => s.cartId);
  const merging = useCartStore((s) => s.isMerging);
  const loaded = useCartStore((s) => s.loaded) && !merging;
  const loadFailed = useCartStore((s) => s.loadFailed);
  const isGuest = !session.isLoggedIn;
  return { cartId, loaded, loadFailed, isGuest };
}

/**
 * The cart of the shipping step, with the sections it shows (e-mail, address, shipping methods,
 * schedule): the guest's by id, the customer's by token. Mutations update it through the cache.
 */
export function useShippingCart() {
  const { cartId, loaded, loadFailed, isGuest } = useCartIdentity();
  const guest = useQuery(GuestShippingCartDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !isGuest || !cartId,
    fetchPolicy: 'cache-and-network',
  });
  const customer = useQuery(CustomerShippingCartDocument, {
    skip: isGuest || !loaded,
    fetchPolicy: 'cache-and-network',
  });
  const query = isGuest ? guest : customer;
  const cart = isGuest ? guest.data?.cart : customer.data?.customerCart;
  const status = statusOf(loaded, query.loading, loadFailed || !!query.error, cart?.total_quantity);
  return { status, cart: cart ?? null, cartId: cart?.id ?? cartId, isGuest, retry: query.refetch };
}

/** The cart of the payment step, with the payment methods and the chosen one. */
export function usePaymentCart() {
  const { cartId, loaded, loadFailed, isGuest } = useCartIdentity();
  const guest = useQuery(GuestPaymentCartDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !isGuest || !cartId,
    fetchPolicy: 'cache-and-network',
  });
  const customer = useQuery(CustomerPaymentCartDocument, {
    skip: isGuest || !loaded,
    fetchPolicy: 'cache-and-network',
  });
  const query = isGuest ? guest : customer;
  const cart = isGuest ? guest.data?.cart : customer.data?.customerCart;
  const status = statusOf(loaded, query.loading, loadFailed || !!query.error, cart?.total_quantity);
  return { status, cart: cart ?? null, cartId: cart?.id ?? cartId, isGuest, retry: query.refetch };
}
