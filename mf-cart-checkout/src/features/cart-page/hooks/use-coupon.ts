import { useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { applyCart } from '../../../shared/cart/cart-operations';
import { describeCartError } from '../../../shared/cart/cart-errors';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { ApplyCouponDocument } from '../graphql/__generated__/apply-coupon';
import { RemoveCouponDocument } from '../graphql/__generated__/remove-coupon';

/**
 * The cart's coupon (commerce spec section 7, apply / remove coupon): the typed code, the
 * applied one, and the catalogue's message of a refused code. A refusal keeps the typed code.
 */
export function useCoupon() {
  const deps = useCartDeps();
  const { locale } = useShell();
  const cartId = useCartStore((s) => s.cartId);
  const applied = useCart()?.appliedCoupon ?? null;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<'applied' | 'removed' | null>(null);

  const run = async (work: (cartId: string) => Promise<void>, done: 'applied' | 'removed') => {
    if (!cartId || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work(cartId);
      setNotice(done);
      if (done === 'applied') setCode('');
    } catch (caught) {
      setError(describeCartError(caught, locale).message);
    } finally {
      setBusy(false);
    }
  };

  const apply = () =>
    run(async (id) => {
      const { data } = await deps.client.mutate({
        mutation: ApplyCouponDocument,
        variables: { input: { cart_id: id, coupon_code: code.trim() } },
      });
      if (data?.applyCouponToCart) applyCart(deps, data.applyCouponToCart.cart);
    }, 'applied');

  const remove = () =>
    run(async (id) => {
      const { data } = await deps.client.mutate({
        mutation: RemoveCouponDocument,
        variables: { input: { cart_id: id } },
      });
      if (data?.removeCouponFromCart?.cart) applyCart(deps, data.removeCouponFromCart.cart);
    }, 'removed');

  return {
    code,
    changeCode: (value: string) => {
      setCode(value);
      setError(null);
    },
    applied,
    busy,
    error,
    notice,
    apply,
    remove,
  };
}
