import { useQuery } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { readCartCookie } from '../../../shared/cart/cart-cookie';
import { applyCart } from '../../../shared/cart/cart-operations';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { discountError } from '../discount-errors';
import { useDiscountAction } from './use-discount-action';
import { ApplicableEvouchersDocument } from '../graphql/__generated__/applicable-evouchers';
import { ApplyCouponDocument } from '../graphql/__generated__/apply-coupon';
import { RemoveCouponDocument } from '../graphql/__generated__/remove-coupon';

/**
 * The signed-in customer's e-vouchers that apply to this cart (spec Applicable e-vouchers), each
 * applied or removed as the cart's coupon code (commerce spec section 7). Guests see none.
 */
export function useEvouchers() {
  const deps = useCartDeps();
  const { session } = useShell();
  const cartId = useCartStore((s) => s.cartId);
  const isMerging = useCartStore((s) => s.isMerging);
  // Right after login the store still holds the guest cart (the cookie's) until the merge
  // answers; asking for a guest cart with the customer's token is "cannot perform operations on
  // cart", a session-ending error (shell spec section 8), so wait for the customer's cart.
  const guestCart = cartId !== null && cartId === readCartCookie();
  const appliedCode = useCart()?.appliedCoupon ?? null;
  const { data } = useQuery(ApplicableEvouchersDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !session.isLoggedIn || !cartId || isMerging || guestCart,
    fetchPolicy: 'cache-and-network',
  });
  const action = useDiscountAction<'applied' | 'removed'>(discountError);
  const vouchers = (data?.applicableEvouchers ?? []).flatMap((v) =>
    v ? [{ code: v.code, name: v.name }] : [],
  );

  const apply = (code: string) =>
    action.run(async (id) => {
      const { data: answer } = await deps.client.mutate({
        mutation: ApplyCouponDocument,
        variables: { input: { cart_id: id, coupon_code: code } },
      });
      if (answer?.applyCouponToCart) applyCart(deps, answer.applyCouponToCart.cart);
    }, 'applied');

  const remove = () =>
    action.run(async (id) => {
      const { data: answer } = await deps.client.mutate({
        mutation: RemoveCouponDocument,
        variables: { input: { cart_id: id } },
      });
      if (answer?.removeCouponFromCart?.cart) applyCart(deps, answer.removeCouponFromCart.cart);
    }, 'removed');

  return {
    visible: session.isLoggedIn && vouchers.length > 0,
    vouchers,
    appliedCode,
    busy: action.busy,
    error: action.error,
    notice: action.notice,
    apply,
    remove,
  };
}
