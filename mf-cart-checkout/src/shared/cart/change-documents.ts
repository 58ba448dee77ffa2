// Loading the cart's change documents (cart-mutations.ts) ahead of the first change, from the
// shopper's reach for a cart control; the cart page's idle load is hooks/use-change-documents.ts.
import { preloadCartMutations } from './cart-operations';

/** Starts loading the change documents; a failure is left quiet (the change asks again). */
export function preloadChanges(): void {
  preloadCartMutations().catch(() => undefined);
}

/**
 * Handlers for the element around a cart control (add to cart, a stepper): the change documents
 * (cart-mutations.ts) start loading when the shopper reaches for it (a pointer over it, a touch,
 * keyboard focus), so a first page load does not carry them and the change rarely waits.
 */
export const LOAD_CHANGES_ON_INTENT = {
  onPointerEnter: preloadChanges,
  onTouchStart: preloadChanges,
  onFocus: preloadChanges,
} as const;
