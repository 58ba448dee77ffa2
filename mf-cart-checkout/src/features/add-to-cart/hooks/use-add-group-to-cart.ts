import { useState } from 'react';
import { useShell } from '@dukkan/contracts';
import type { AddGroupToCartProps, GroupAddResult } from '@dukkan/contracts';
import { addProducts } from '../../../shared/cart/cart-operations';
import { ClientCartError, describeCartError } from '../../../shared/cart/cart-errors';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { useCartErrorReporter } from '../../../shared/cart/hooks/use-cart-error-reporter';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';

/**
 * The one add button of a grouped product: sends every member with a quantity above 0 in one
 * cart call and hands the owner each member's outcome (added, or refused with the reason in the
 * page language). Nothing chosen is said here, without a call; a call that failed as a whole
 * (network, cart) refuses every member with its message and shows it as an alert too.
 */
export function useAddGroupToCart({ items, onResult }: AddGroupToCartProps) {
  useCartSync();
  const deps = useCartDeps();
  const { locale } = useShell();
  const report = useCartErrorReporter();
  const [busy, setBusy] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);
  const chosen = items.filter((item) => item.quantity > 0);

  async function add(): Promise<void> {
    if (chosen.length === 0) {
      setNothingChosen(true);
      return;
    }
    setNothingChosen(false);
    setBusy(true);
    let results: GroupAddResult[];
    try {
      const outcomes = await addProducts(deps, chosen);
      results = outcomes.map((o) => ({
        sku: o.product.sku,
        added: o.added,
        message: o.added
          ? null
          : describeCartError(o.problem ?? new ClientCartError('cartError'), locale).message,
      }));
    } catch (caught) {
      const message = report(caught);
      results = chosen.map((item) => ({ sku: item.product.sku, added: false, message }));
    } finally {
      setBusy(false);
    }
    onResult?.(results);
  }

  return { busy, nothingChosen: nothingChosen && chosen.length === 0, add };
}
