import { useState } from 'react';
import type { GroupAddItem, GroupAddResult, ProductSummary } from '@dukkan/contracts';
import { startingQuantity, stepDown, stepUp } from '../member-quantity';

export interface GroupedMember {
  product: ProductSummary;
  /** The quantity the pack comes with (the service's `qty`). */
  qty: number;
}

/**
 * The members of a grouped product with the quantity chosen for each (starting at its pack
 * quantity; 0 skips it) and what became of each after the one add button: added, or refused
 * with the cart's reason. Quantities are kept after an add, refused or not; changing one clears
 * that member's outcome.
 */
export function useGroupedMembers(members: readonly GroupedMember[]) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      members.map((m) => [
        m.product.sku,
        startingQuantity(m.qty, m.product.cartControl, m.product.stock),
      ]),
    ),
  );
  const [outcomes, setOutcomes] = useState<Record<string, GroupAddResult>>({});

  function change(sku: string, quantity: number) {
    setQuantities((current) => ({ ...current, [sku]: quantity }));
    setOutcomes(({ [sku]: _changed, ...rest }) => rest);
  }

  const rows = members.map(({ product, qty }) => {
    const quantity = quantities[product.sku] ?? 0;
    const next = stepUp(quantity, product.cartControl, product.stock);
    return {
      product,
      packQty: qty,
      quantity,
      outcome: outcomes[product.sku] ?? null,
      canIncrease: next !== null,
      canDecrease: quantity > 0,
      increase: () => {
        if (next !== null) change(product.sku, next);
      },
      decrease: () => change(product.sku, stepDown(quantity, product.cartControl, product.stock)),
    };
  });
  const items: GroupAddItem[] = rows.map((row) => ({
    product: row.product,
    quantity: row.quantity,
  }));
  return {
    rows,
    items,
    onResult: (results: GroupAddResult[]) =>
      setOutcomes(Object.fromEntries(results.map((r) => [r.sku, r]))),
  };
}
