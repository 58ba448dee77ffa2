import { useState } from 'react';
import type { ProductSummary } from '@dukkan/contracts';
import { addProduct, setQuantity } from '../../../shared/cart/cart-operations';
import { setPending, useCartStore } from '../../../shared/cart/cart-store';
import { quantityOfSku } from '../../../shared/cart/cart-view';
import { boundsOf, nextQuantity, previousQuantity } from '@dukkan/contracts';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { useCartErrorReporter } from '../../../shared/cart/hooks/use-cart-error-reporter';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';
import { useQuantityText } from '../../../shared/cart/hooks/use-quantity-text';

/**
 * The add-to-cart control of one product: before it is in the cart the stepper chooses the
 * quantity to add (from the minimum, by steps, up to the maximum and the stock); once it is in
 * the cart the stepper changes the cart quantity and below the minimum removes it. It loads the
 * cart when no other cart module on the page has (a page without the header's MiniCart).
 */
export function useAddToCart(product: ProductSummary) {
  useCartSync();
  const deps = useCartDeps();
  const report = useCartErrorReporter();
  const quantityText = useQuantityText();
  const control = product.cartControl;
  const bounds = boundsOf(control, product.stock);
  // A bundle is added anew with each set of choices and its cart quantity cannot change, so the
  // stepper always chooses the quantity of the next bundle to add.
  const cart = useCart();
  const inCart = product.bundleOptions ? 0 : quantityOfSku(cart, product.sku);
  const busy = useCartStore((s) => s.pendingSkus.includes(product.sku));
  const [chosen, setChosen] = useState(bounds.min);
  const [error, setError] = useState<string | null>(null);
  const isOutOfStock = product.stock <= 0 || bounds.max <= 0;
  const isInCart = inCart > 0;
  const shown = isInCart ? inCart : Math.min(Math.max(chosen, bounds.min), bounds.max);

  async function run(action: () => Promise<void>): Promise<void> {
    setError(null);
    setPending(product.sku, true);
    try {
      await action();
    } catch (caught) {
      setError(report(caught));
    } finally {
      setPending(product.sku, false);
    }
  }

  const next = nextQuantity(shown, control, product.stock);
  const previous = previousQuantity(shown, control, product.stock);

  return {
    isOutOfStock,
    isInCart,
    busy,
    error,
    quantityText: quantityText(shown, control),
    canIncrease: next !== null,
    canDecrease: isInCart || previous > 0,
    decreaseRemoves: isInCart && previous <= 0,
    add: () => run(() => addProduct(deps, product, shown)),
    increase: () => {
      if (next === null) return Promise.resolve();
      if (!isInCart) {
        setChosen(next);
        return Promise.resolve();
      }
      return run(() => setQuantity(deps, product, next));
    },
    decrease: () => {
      if (!isInCart) {
        if (previous > 0) setChosen(previous);
        return Promise.resolve();
      }
      return run(() => setQuantity(deps, product, previous));
    },
  };
}
