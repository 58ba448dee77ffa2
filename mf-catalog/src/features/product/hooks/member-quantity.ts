// A grouped product's member quantities (issue 15): whole steps of the member's own cart control
// between its minimum and the smaller of its maximum and its stock, or 0 (the member is skipped).
// Steps are counted as integers so 0.25 kg steps never drift.
import type { CartControl } from '@dukkan/contracts';

function decimalsOf(step: number): number {
  return Number.isInteger(step) ? 0 : (step.toString().split('.')[1]?.length ?? 6);
}

function fromSteps(steps: number, step: number): number {
  return Number((steps * step).toFixed(decimalsOf(step)));
}

/** Smallest and largest quantity of a member in whole steps; max 0 when none can be had. */
export function memberBounds(control: CartControl, stock: number): { min: number; max: number } {
  const step = control.incrementStep;
  const minSteps = Math.max(1, Math.ceil(control.minAmount / step - 1e-9));
  const ceiling = Math.min(control.maxAmount ?? Number.POSITIVE_INFINITY, stock);
  const maxSteps = Number.isFinite(ceiling) ? Math.floor(ceiling / step + 1e-9) : 1e6;
  return {
    min: fromSteps(minSteps, step),
    max: maxSteps >= minSteps ? fromSteps(maxSteps, step) : 0,
  };
}

/** The quantity a member starts at: its pack quantity in whole steps, within its bounds. */
export function startingQuantity(packQty: number, control: CartControl, stock: number): number {
  const { min, max } = memberBounds(control, stock);
  if (!(packQty > 0) || max <= 0) return 0;
  const steps = Math.round(packQty / control.incrementStep);
  return Math.min(Math.max(fromSteps(steps, control.incrementStep), min), max);
}

/** One step up (from 0: the minimum), or null above the maximum. */
export function stepUp(quantity: number, control: CartControl, stock: number): number | null {
  const { min, max } = memberBounds(control, stock);
  const step = control.incrementStep;
  const next = quantity <= 0 ? min : fromSteps(Math.round(quantity / step) + 1, step);
  return max > 0 && next <= max ? next : null;
}

/** One step down; below the minimum it is 0. */
export function stepDown(quantity: number, control: CartControl, stock: number): number {
  const { min } = memberBounds(control, stock);
  const step = control.incrementStep;
  const previous = fromSteps(Math.round(quantity / step) - 1, step);
  return previous < min ? 0 : previous;
}
