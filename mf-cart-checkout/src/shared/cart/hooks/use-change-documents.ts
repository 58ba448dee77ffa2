import { useIdlePreload } from '@dukkan/contracts';
import { preloadCartMutations } from '../cart-operations';

/** Starts loading the change documents; a failure is left quiet (the change asks again). */
function preload(): void {
  preloadCartMutations().catch(() => undefined);
}

/**
 * Handlers for the element around a cart control (add to cart, a stepper): the change documents
 * (cart-mutations.ts) start loading when the shopper reaches for it (a pointer over it, a touch,
 * keyboard focus), so a first page load does not carry them and the change rarely waits.
 */
export const LOAD_CHANGES_ON_INTENT = {
  onPointerEnter: preload,
  onTouchStart: preload,
  onFocus: preload,
} as const;

/**
 * On a page made for changing the cart (the cart page), the change documents load once the page
 * is idle; never on 2g or with data saver (commerce spec section 9), where the first change
 * loads them.
 */
export function useLoadChangesWhenIdle(): void {
  useIdlePreload(preloadCartMutations, true);
}
