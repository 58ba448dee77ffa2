import { useState } from 'react';
import { changeItemQuantity } from '../../../shared/cart/cart-operations';
import { setPending, useCartStore } from '../../../shared/cart/cart-store';
import type { CartItemView } from '../../../shared/cart/cart-view';
import { nextQuantity, previousQuantity } from '@dukkan/contracts';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { useCartErrorReporter } from '../../../shared/cart/hooks/use-cart-error-reporter';
import { useQuantityText } from '../../../shared/cart/hooks/use-quantity-text';

/** One cart line: the stepper with the same step rules as AddToCart, and remove. */
export function useCartItem(item: CartItemView) {
  const deps = useCartDeps();
  const report = useCartErrorReporter();
  const quantityText = useQuantityText();
  const busy = useCartStore((s) => s.pendingSkus.includes(item.sku));
  const [error, setError] = useState<string | null>(null);
  // A line above the stock left may still step down to what is left, never up.
  const next = nextQuantity(item.quantity, item.cartControl, item.stock);
  const previous = previousQuantity(
    item.quantity,
    item.cartControl,
    Math.max(item.stock, item.quantity),
  );

  async function change(quantity: number): Promise<void> {
    setError(null);
    setPending(item.sku, true);
    try {
      await changeItemQuantity(deps, item.uid, quantity);
    } catch (caught) {
      setError(report(caught));
    } finally {
      setPending(item.sku, false);
    }
  }

  return {
    busy,
    error,
    quantityText: quantityText(item.quantity, item.cartControl),
    canChange: item.allowChangeQuantity,
    canIncrease: item.allowChangeQuantity && next !== null,
    decreaseRemoves: previous <= 0,
    increase: () => (next === null ? Promise.resolve() : change(next)),
    decrease: () => change(previous),
    remove: () => change(0),
  };
}
