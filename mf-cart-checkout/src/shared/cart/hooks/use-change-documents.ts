import { useIdlePreload } from '@dukkan/contracts';
import { preloadCartMutations } from '../cart-operations';

/**
 * On a page made for changing the cart (the cart page), the change documents (cart-mutations.ts)
 * load once the page is idle; never on 2g or with data saver (commerce spec section 9), where
 * the first change loads them. Elsewhere they load on intent (`LOAD_CHANGES_ON_INTENT`).
 */
export function useLoadChangesWhenIdle(): void {
  useIdlePreload(preloadCartMutations, true);
}
