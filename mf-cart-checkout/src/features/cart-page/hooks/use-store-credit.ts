import { useShell } from '@dukkan/contracts';
import { applyCart } from '../../../shared/cart/cart-operations';
import type { CartDeps } from '../../../shared/cart/cart-operations';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { discountError } from '../discount-errors';
import { useDiscountAction } from './use-discount-action';
import { ApplyStoreCreditDocument } from '../graphql/__generated__/apply-store-credit';
import { RemoveStoreCreditDocument } from '../graphql/__generated__/remove-store-credit';
import { CartPaymentMethodsDocument } from '../graphql/__generated__/cart-payment-methods';

/**
 * Changing the store credit changes what is left to pay, and with it the payment methods (a
 * total of 0 is paid with `free`): they are fetched again (commerce spec section 4) so the
 * cache's cart holds the methods the new total allows. The credit itself is already applied, so
 * a failed refetch only leaves the payment step to load them itself.
 */
async function refetchPaymentMethods(deps: CartDeps) {
  try {
    await deps.client.query({ query: CartPaymentMethodsDocument, fetchPolicy: 'network-only' });
  } catch {
    // The payment step asks for its methods again when it opens.
  }
}

/**
 * The customer's store credit (wallet) on the cart: the balance, what it pays, apply and remove
 * (commerce spec sections 3, 4 and 7). Guests have none (the cart answers null).
 */
export function useStoreCredit() {
  const deps = useCartDeps();
  const { session } = useShell();
  const credit = useCart()?.storeCredit ?? null;
  const action = useDiscountAction<'applied' | 'removed'>(discountError);

  const change = (apply: boolean) =>
    action.run(
      async (cartId) => {
        const input = { cart_id: cartId };
        if (apply) {
          const { data } = await deps.client.mutate({
            mutation: ApplyStoreCreditDocument,
            variables: { input },
          });
          if (data?.applyStoreCreditToCart) applyCart(deps, data.applyStoreCreditToCart.cart);
        } else {
          const { data } = await deps.client.mutate({
            mutation: RemoveStoreCreditDocument,
            variables: { input },
          });
          if (data?.removeStoreCreditFromCart) applyCart(deps, data.removeStoreCreditFromCart.cart);
        }
        await refetchPaymentMethods(deps);
      },
      apply ? 'applied' : 'removed',
    );

  const applied = credit?.applied ?? 0;
  const balance = credit?.balance ?? 0;
  return {
    visible: session.isLoggedIn && credit !== null && (balance > 0 || applied > 0),
    balance,
    applied,
    isApplied: applied > 0,
    busy: action.busy,
    error: action.error,
    notice: action.notice,
    apply: () => change(true),
    remove: () => change(false),
  };
}
