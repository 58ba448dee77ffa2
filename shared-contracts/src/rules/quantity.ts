// Quantity steps (commerce spec sections 3 and 9): every quantity is a whole number of steps,
// so 0.25 kg steps are computed as integers of steps and never drift (0.1 + 0.2).
import { numberFormat } from './numbers';
import type { Locale } from '../locale';
import type { CartControl } from '../types/domain';

/** Decimal places of a step (0.25 -> 2, 1 -> 0, 1e-7 -> 7). */
export function decimalsOf(step: number): number {
  if (Number.isInteger(step)) return 0;
  const text = step.toString();
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  return text.split('.')[1]?.length ?? 0;
}

/** Whole steps in a quantity (rounded to the nearest step). */
export function toSteps(quantity: number, step: number): number {
  return Math.round(quantity / step);
}

/** The quantity of `steps` steps, rounded to the step's decimals. */
export function fromSteps(steps: number, step: number): number {
  return Number((steps * step).toFixed(decimalsOf(step)));
}

export interface QuantityBounds {
  /** Smallest quantity that can be in the cart (at least one step). */
  min: number;
  /** Largest quantity: the smaller of max_amount and the stock, down to a whole step. */
  max: number;
}

/** Bounds of a product's quantity from its cart control and stock. */
export function boundsOf(control: CartControl, stock: number): QuantityBounds {
  const step = control.incrementStep;
  const minSteps = Math.max(1, Math.ceil(control.minAmount / step - 1e-9));
  const ceiling = Math.min(control.maxAmount ?? Number.POSITIVE_INFINITY, stock);
  const maxSteps = Number.isFinite(ceiling)
    ? Math.floor(ceiling / step + 1e-9)
    : Number.MAX_SAFE_INTEGER;
  return {
    min: fromSteps(minSteps, step),
    max: maxSteps >= minSteps ? fromSteps(maxSteps, step) : 0,
  };
}

/** One step up from `quantity` (from 0: the minimum), or null when above the maximum. */
export function nextQuantity(quantity: number, control: CartControl, stock: number): number | null {
  const { min, max } = boundsOf(control, stock);
  const step = control.incrementStep;
  const next = quantity <= 0 ? min : fromSteps(toSteps(quantity, step) + 1, step);
  return next <= max && max > 0 ? next : null;
}

/** One step down; below the minimum it is 0 (the item is removed). */
export function previousQuantity(quantity: number, control: CartControl, stock: number): number {
  const { min } = boundsOf(control, stock);
  const step = control.incrementStep;
  const previous = fromSteps(toSteps(quantity, step) - 1, step);
  return previous < min ? 0 : previous;
}

/** A quantity in the locale's digits (0.25, ٠٫٢٥) with the step's decimals at most. */
export function formatQuantity(quantity: number, step: number, locale: Locale): string {
  return numberFormat(locale, {
    maximumFractionDigits: decimalsOf(step),
    useGrouping: false,
  }).format(quantity);
}
