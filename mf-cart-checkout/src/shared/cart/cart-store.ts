// The cart's client-only state, shared by AddToCart, MiniCart, CartPage and checkout (modules of
// one remote container share module instances). The cart itself (items, prices, totals) is the
// normalized `Cart` of the Apollo cache (cart-cache.ts), never copied here.
import { create } from 'zustand';

export interface CartState {
  /**
   * Which cart this page uses: the guest cookie's id or the customer's cart id; null before the
   * first add and after a reset. A pointer into the cache, not cart data.
   */
  cartId: string | null;
  /** True once the page-start load has finished (with or without a cart). */
  loaded: boolean;
  /** The page-start load failed (network or service error); the page offers a retry. */
  loadFailed: boolean;
  /** A guest cart is being merged into the customer's (guards concurrent merges). */
  isMerging: boolean;
  /** Skus whose add or quantity change is on its way. */
  pendingSkus: readonly string[];
}

const initial: CartState = {
  cartId: null,
  loaded: false,
  loadFailed: false,
  isMerging: false,
  pendingSkus: [],
};

export const useCartStore = create<CartState>(() => ({ ...initial }));

/** A cart answer arrived (already in the cache): this is the cart in use and the load is over. */
export function setCartInUse(cartId: string): void {
  useCartStore.setState({ cartId, loaded: true, loadFailed: false });
}

/** Reset (spec section 4): no cart in use; the caller removes the cookie. */
export function resetCartState(): void {
  useCartStore.setState({ cartId: null, loaded: true, loadFailed: false });
}

export function setPending(sku: string, pending: boolean): void {
  const rest = useCartStore.getState().pendingSkus.filter((s) => s !== sku);
  useCartStore.setState({ pendingSkus: pending ? [...rest, sku] : rest });
}

/** Back to the state of a fresh page (tests). */
export function resetCartStoreForTests(): void {
  useCartStore.setState({ ...initial });
}
