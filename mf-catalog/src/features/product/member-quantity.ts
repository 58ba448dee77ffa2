// A grouped product's member quantities (issue 15): whole steps of the member's own cart control
// between its minimum and the smaller of its maximum and its stock (the contracts' quantity rules,
// the same as the cart's stepper), or 0 (the member is skipped).
import { boundsOf, fromSteps, nextQuantity, previousQuantity, toSteps } from '@dukkan/contracts';
import type { CartControl } from '@dukkan/contracts';

/** The quantity a member starts at: its pack quantity in whole steps, within its bounds. */
export function startingQuantity(packQty: number, control: CartControl, stock: number): number {
  const { min, max } = boundsOf(control, stock);
  if (!(packQty > 0) || max <= 0) return 0;
  const steps = toSteps(packQty, control.incrementStep);
  return Math.min(Math.max(fromSteps(steps, control.incrementStep), min), max);
}

/** One step up (from 0: the minimum), or null above the maximum. */
export const stepUp = nextQuantity;

/** One step down; below the minimum it is 0 (the member is not included). */
export const stepDown = previousQuantity;
